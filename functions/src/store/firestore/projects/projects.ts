// Projects in `projects/{id}`. Subdomains and custom domains are claimed by documents in
// `projectHosts`, written in the same transaction as the project, so a taken name conflicts
// (create: project-create.ts).

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { applyProjectPatch } from '../../../domain/projects/apply-patch';
import type { ProjectRecord } from '../../../domain/projects/types';
import type { ProjectRepo } from '../../ports';
import { StoreConflictError } from '../../ports';
import { documentId } from '../database/doc-id';
import { paths } from '../database/documents';
import { buildQuery, type Filter } from '../database/query-registry';
import { createProjectDoc, ownedSoFar } from './project-create';
import { byId, fromProjectDoc, toProjectDoc } from './project-doc';

export function firestoreProjects(db: Firestore): ProjectRepo {
  const projects = paths.projects(db);

  const findOne = async (field: string, value: string): Promise<ProjectRecord | null> => {
    const snap = await buildQuery(projects, { where: [[field, '==', value]], limit: 1 }).get();
    const doc = snap.docs[0];
    return doc ? fromProjectDoc(doc.data()) : null;
  };

  /** Reads, changes and rewrites one project; `change` may claim names before the write. */
  const modify = (id: string, change: (current: ProjectRecord, tx: Transaction) => Promise<ProjectRecord>): Promise<ProjectRecord | null> =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(projects.doc(id));
      if (!snap.exists) return null;
      const next = await change(fromProjectDoc(snap.data()!), tx);
      tx.set(projects.doc(id), toProjectDoc(next));
      return next;
    });

  return {
    create: (project, options) => createProjectDoc(db, project, options?.maxOwned),
    async get(id) {
      const snap = await projects.doc(documentId(id)).get();
      return snap.exists ? fromProjectDoc(snap.data()!) : null;
    },
    getBySubdomain: (subdomain) => findOne('subdomain', subdomain),
    getByCustomDomain: (hostname) => findOne('activeDomain', hostname),
    async listForUser(uid) {
      const snap = await buildQuery(projects, { where: [['memberUids', 'array-contains', uid]] }).get();
      return snap.docs.map((d) => fromProjectDoc(d.data())).sort(byId);
    },
    async list({ limit, after }) {
      // One field filtered and ordered: its single-field index serves it (no composite).
      const where: Filter[] = after === undefined ? [] : [['id', '>', after]];
      const snap = await buildQuery(projects, { where, orderBy: [['id', 'asc']], limit }).get();
      return snap.docs.map((d) => fromProjectDoc(d.data()));
    },
    async countOwnedBy(uid) {
      const snap = await buildQuery(projects, { where: [['ownerUid', '==', uid]] })
        .count()
        .get();
      return snap.data().count;
    },
    update(id, patch, now) {
      return modify(id, async (current, tx) => {
        const next = applyProjectPatch(current, patch, now);
        await moveDomainClaim(db, tx, id, current.customDomain?.hostname, next.customDomain?.hostname);
        return next;
      });
    },
    setMember(id, uid, role, now) {
      return modify(id, async (current) => {
        const members = { ...current.members };
        if (role) members[uid] = role;
        else delete members[uid];
        return { ...current, members, updatedAt: now };
      });
    },
    setOwner(id, uid, now) {
      return modify(id, async (current, tx) => {
        const previous = current.ownerUid;
        const members = { ...current.members };
        delete members[uid];
        if (previous && previous !== uid) members[previous] = 'editor';
        // The owners' counters (project-create.ts) follow, read before any write of the transaction.
        if (previous !== uid) {
          const gaining = await ownedSoFar(db, tx, uid);
          const losing = previous ? await ownedSoFar(db, tx, previous) : 0;
          tx.set(paths.projectOwner(db, uid), { owned: gaining + 1 });
          if (previous) tx.set(paths.projectOwner(db, previous), { owned: Math.max(0, losing - 1) });
        }
        return { ...current, ownerUid: uid, members, updatedAt: now };
      });
    },
    async isEmpty() {
      const snap = await buildQuery(projects, { limit: 1 }).select().get();
      return snap.empty;
    },
  };
}

/** Claims the new hostname (conflict if another project holds it) and frees the old one. */
async function moveDomainClaim(db: Firestore, tx: Transaction, projectId: string, from: string | undefined, to: string | undefined): Promise<void> {
  if (from === to) return;
  if (to) {
    const claim = paths.host(db, 'dom', to);
    const held = await tx.get(claim);
    if (held.exists && held.get('projectId') !== projectId) throw new StoreConflictError('customDomain');
    tx.set(claim, { projectId });
  }
  if (from) tx.delete(paths.host(db, 'dom', from));
}
