// A project document is the record plus two fields kept only so that lookups are a single
// equality query: `memberUids` (owner + members) and `activeDomain` (hostname while active).

import type { DocumentData } from 'firebase-admin/firestore';
import type { ProjectRecord } from '../../../domain/projects/types';
import { withoutUndefined } from '../database/documents';

interface StorageOnly {
  memberUids: string[];
  activeDomain: string | null;
}

/** Fields written as null when unset, so that a cleared value cannot linger in a merged write. */
type Nullable = { matchWindowMinutes: number | null; clickRetentionDays: number | null };

export function toProjectDoc(project: ProjectRecord): Omit<ProjectRecord, keyof Nullable> & Nullable & StorageOnly {
  const uids = new Set(Object.keys(project.members));
  if (project.ownerUid) uids.add(project.ownerUid);
  const domain = project.customDomain;
  return withoutUndefined({
    ...project,
    matchWindowMinutes: project.matchWindowMinutes ?? null,
    clickRetentionDays: project.clickRetentionDays ?? null,
    memberUids: [...uids].sort(),
    // Always written (null when not active): the doc is rewritten whole, so a value can't linger.
    activeDomain: domain?.status === 'active' ? domain.hostname : null,
  });
}

export function fromProjectDoc(data: DocumentData): ProjectRecord {
  const {
    memberUids: _uids,
    activeDomain: _domain,
    matchWindowMinutes,
    clickRetentionDays,
    ...record
  } = data as Omit<ProjectRecord, keyof Nullable> & Nullable & StorageOnly;
  return {
    ...record,
    ...(matchWindowMinutes == null ? {} : { matchWindowMinutes }),
    ...(clickRetentionDays == null ? {} : { clickRetentionDays }),
  };
}

export const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
