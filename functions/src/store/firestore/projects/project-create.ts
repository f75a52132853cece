// Creating a project on Firestore: one transaction claims the subdomain (and custom domain)
// and, for an owned project, bumps the owner's counter doc, so the plan's projects-per-owner
// limit holds when creates race (every racer reads the counter; the losers retry).

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { ProjectRecord } from '../../../domain/projects/types';
import { StoreConflictError } from '../../ports';
import { NEW_FOLD_STATE } from '../click-fold/fold-state';
import { ALREADY_EXISTS, hasCode, paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { toProjectDoc } from './project-doc';

/** Racing creates by one owner contend on one counter doc; leave room for retries. */
const CREATE_ATTEMPTS = 10;

export async function createProjectDoc(db: Firestore, project: ProjectRecord, maxOwned: number | undefined): Promise<'created' | 'owner-limit'> {
  const projects = paths.projects(db);
  const domain = project.customDomain?.hostname;
  const subClaim = paths.host(db, 'sub', project.subdomain);
  const domClaim = domain ? paths.host(db, 'dom', domain) : null;
  const owner = project.ownerUid ? paths.projectOwner(db, project.ownerUid) : null;
  const created = db.runTransaction(
    async (tx) => {
      const refs = [subClaim, projects.doc(project.id), ...(domClaim ? [domClaim] : [])];
      const [sub, existing, dom] = await tx.getAll(...refs);
      const owned = owner ? await ownedSoFar(db, tx, project.ownerUid!) : 0;
      // The limit is told before a taken name, as on SQLite: another name would not help.
      if (maxOwned !== undefined && owner && owned >= maxOwned) return 'owner-limit' as const;
      if (sub?.exists) throw new StoreConflictError('subdomain');
      if (dom?.exists) throw new StoreConflictError('customDomain');
      if (existing?.exists) throw new Error(`project ${project.id} already exists`);
      // create(), not set(): should a racing writer slip past the reads, the commit fails.
      tx.create(subClaim, { projectId: project.id });
      if (domClaim) tx.create(domClaim, { projectId: project.id });
      tx.create(projects.doc(project.id), toProjectDoc(project));
      // A new project's click log is sharded from its first click: no legacy tail to look for.
      tx.create(paths.clickFold(db, project.id), NEW_FOLD_STATE);
      if (owner) tx.set(owner, { owned: owned + 1 });
      return 'created' as const;
    },
    { maxAttempts: CREATE_ATTEMPTS },
  );
  return created.catch((error: unknown) => {
    throw hasCode(error, ALREADY_EXISTS) ? new StoreConflictError('subdomain') : error;
  });
}

/**
 * The owner's counter. Owners whose projects predate the counter get it seeded from their
 * projects, read in the same transaction (a racing seeder conflicts on the missing counter).
 */
export async function ownedSoFar(db: Firestore, tx: Transaction, uid: string): Promise<number> {
  const counter = await tx.get(paths.projectOwner(db, uid));
  const value: unknown = counter.get('owned');
  if (counter.exists && typeof value === 'number') return value;
  const owned = await tx.get(buildQuery(paths.projects(db), { where: [['ownerUid', '==', uid]] }).select());
  return owned.size;
}
