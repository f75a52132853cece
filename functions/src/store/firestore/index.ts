// The Firestore store: firebase-admin repos over the collections in documents.ts, plus the
// query registry and index rules that keep firestore.indexes.json honest.

import { firestoreWebhooks } from './webhooks';
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreImporter } from './transfer/import-records';
import { firestoreExporter } from './transfer/export-project';
import { withDeadline } from '../deadline';
import type { Store } from '../ports';
import { withUnavailableErrors } from '../unavailable-errors';
import { firestoreAccounts } from './accounts';
import { firestoreAnalytics } from './analytics';
import { firestoreMemberInvites } from './member-invites';
import { firestorePasswordTokens, firestoreSessions } from './sessions';
import { firestoreCampaigns } from './campaigns';
import { firestoreClicks } from './clicks';
import { firestoreKeys } from './keys';
import { firestoreLinks } from './links';
import { firestoreMatches } from './matches';
import { firestorePixel } from './pixel';
import { firestoreProjects } from './projects';
import { firestoreReferrals } from './referrals';
import { firestoreUsage } from './usage';
import { foldProjectFirst } from './click-fold/fold-first';
import { foldProjectClicks } from './click-fold/fold-project';
import { isFirestoreTransient } from './transient';

export { compositeIndexesNeeded } from './index-rules';
export type { CompositeIndex, IndexField } from './index-rules';
export { recordedQueryShapes } from './query-registry';
export type { QueryShape } from './query-registry';

export interface FirestoreStoreOptions {
  /** True when this store created `db`: close() then terminates it. A shared db is left open. */
  ownsDb?: boolean;
}

export function openFirestoreStore(db: Firestore, options: FirestoreStoreOptions = {}): Store {
  const fold = (projectId: string) => foldProjectClicks(db, projectId);
  const repos = {
    projects: firestoreProjects(db),
    keys: firestoreKeys(db),
    links: foldProjectFirst(firestoreLinks(db), fold, ['clickCount', 'clickCounts']),
    usage: firestoreUsage(db),
    clicks: foldProjectFirst(firestoreClicks(db), fold, ['influencerClicks', 'campaignClicks', 'pruneBefore']),
    matches: firestoreMatches(db),
    campaigns: firestoreCampaigns(db),
    webhooks: firestoreWebhooks(db),
    accounts: firestoreAccounts(db),
    sessions: firestoreSessions(db),
    passwordTokens: firestorePasswordTokens(db),
    memberInvites: firestoreMemberInvites(db),
  };
  // An unreachable Firestore reaches services as StoreUnavailableError (store/errors.ts); the
  // repos inside keep raw errors, so their transactions retry as firebase-admin intends.
  return withUnavailableErrors<Store>({
    kind: 'firestore',
    ...repos,
    transfer: { importRecords: firestoreImporter(db), exportProject: firestoreExporter(db, repos, fold) },
    pixel: firestorePixel(db),
    analytics: foldProjectFirst(firestoreAnalytics(db), fold, ['rollup', 'influencers']),
    referrals: foldProjectFirst(firestoreReferrals(db), fold, ['counts']),
    async ping(deadlineMs) {
      // One billed read: the first project's name only, or nothing.
      await withDeadline(db.collection('projects').select().limit(1).get(), deadlineMs, 'Firestore did not answer');
    },
    async close() {
      if (options.ownsDb) await db.terminate();
    },
  }, isFirestoreTransient);
}
