// The Firestore store: firebase-admin repos over the collections in documents.ts, plus the
// query registry and index rules that keep firestore.indexes.json honest.

import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../deadline';
import type { Store } from '../ports';
import { withUnavailableErrors } from '../unavailable-errors';
import { firestoreAccounts } from './accounts/accounts';
import { firestoreMemberInvites } from './accounts/member-invites';
import { firestorePasswordTokens, firestoreSessions } from './accounts/sessions';
import { firestoreAnalytics } from './analytics';
import { firestoreCampaigns } from './campaigns';
import { foldProjectFirst } from './click-fold/fold-first';
import { foldProjectClicks } from './click-fold/fold-project';
import { firestoreClicks } from './clicks/clicks';
import { isFirestoreTransient } from './database/transient';
import { firestoreLinks } from './links/links';
import { firestoreMatches } from './matches';
import { firestorePixel } from './pixel';
import { firestoreHostingDomains } from './projects/hosting-domains';
import { firestoreKeys } from './projects/keys';
import { firestoreProjects } from './projects/projects';
import { firestoreUsage } from './projects/usage';
import { firestoreReferrals } from './referrals';
import { firestoreExporter } from './transfer/export-project';
import { firestoreImporter } from './transfer/import-records';
import { firestoreWebhooks } from './webhooks';

export type { CompositeIndex, IndexField } from './database/index-rules';
export { compositeIndexesNeeded } from './database/index-rules';
export type { QueryShape } from './database/query-registry';
export { recordedQueryShapes } from './database/query-registry';

export interface FirestoreStoreOptions {
  /** True when this store created `db`: close() then terminates it. A shared db is left open. */
  ownsDb?: boolean;
  /** How many log shards visits spread their clicks over (click-fold/click-log.ts); tests narrow it. */
  clickLogShards?: number;
}

export function openFirestoreStore(db: Firestore, options: FirestoreStoreOptions = {}): Store {
  const fold = (projectId: string) => foldProjectClicks(db, projectId);
  const repos = {
    projects: firestoreProjects(db),
    keys: firestoreKeys(db),
    links: foldProjectFirst(firestoreLinks(db), fold, ['clickCount', 'clickCounts']),
    usage: firestoreUsage(db),
    clicks: foldProjectFirst(firestoreClicks(db, { logShards: options.clickLogShards }), fold, ['influencerClicks', 'campaignClicks', 'pruneBefore']),
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
  return withUnavailableErrors<Store>(
    {
      kind: 'firestore',
      ...repos,
      transfer: { importRecords: firestoreImporter(db), exportProject: firestoreExporter(db, repos, fold) },
      pixel: firestorePixel(db),
      hostingDomains: firestoreHostingDomains(db),
      analytics: foldProjectFirst(firestoreAnalytics(db), fold, ['rollup', 'influencers']),
      referrals: foldProjectFirst(firestoreReferrals(db), fold, ['counts']),
      async ping(deadlineMs) {
        // One billed read: the first project's name only, or nothing.
        await withDeadline(db.collection('projects').select().limit(1).get(), deadlineMs, 'Firestore did not answer');
      },
      async close() {
        if (options.ownsDb) await db.terminate();
      },
    },
    isFirestoreTransient,
  );
}
