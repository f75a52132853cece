// The store ports of projects, their API keys and their monthly usage counters (part of Store,
// ports.ts). Every adapter implements them and passes functions/test/contract/suite/store-contract.ts.

import type { ApiKeyRecord, MemberRole, ProjectPatch, ProjectRecord } from '../domain/projects/types';

export interface ProjectRepo {
  /**
   * Atomic: throws StoreConflictError('subdomain') when the subdomain is taken. With
   * `maxOwned`, answers 'owner-limit' and writes nothing when project.ownerUid already owns that
   * many projects; racing creates by one owner never pass it (the plan's projects per owner).
   */
  create(project: ProjectRecord, options?: { maxOwned?: number }): Promise<'created' | 'owner-limit'>;
  get(id: string): Promise<ProjectRecord | null>;
  getBySubdomain(subdomain: string): Promise<ProjectRecord | null>;
  /** Only projects whose custom domain is active. */
  getByCustomDomain(hostname: string): Promise<ProjectRecord | null>;
  listForUser(uid: string): Promise<ProjectRecord[]>;
  /**
   * Every project, by id ascending: `limit` of them after the id `after` (none: from the start).
   * The operator's view (the CLI); callers of the API see listForUser.
   */
  list(page: { limit: number; after?: string }): Promise<ProjectRecord[]>;
  countOwnedBy(uid: string): Promise<number>;
  /** Throws StoreConflictError('customDomain') when another project holds the hostname. */
  update(id: string, patch: ProjectPatch, now: string): Promise<ProjectRecord | null>;
  /** role null removes the member. */
  setMember(id: string, uid: string, role: MemberRole | null, now: string): Promise<ProjectRecord | null>;
  /**
   * Makes `uid` the owner (the operator's `ferry member add --role owner`): dropped from the
   * members if it was one; the previous owner, if any, stays on as an editor. listForUser and
   * countOwnedBy follow.
   */
  setOwner(id: string, uid: string, now: string): Promise<ProjectRecord | null>;
  /** True when the store holds no project at all (first start). */
  isEmpty(): Promise<boolean>;
}

export interface KeyRepo {
  create(key: ApiKeyRecord): Promise<void>;
  findByHash(hash: string): Promise<ApiKeyRecord | null>;
  list(projectId: string): Promise<ApiKeyRecord[]>;
  delete(projectId: string, keyId: string): Promise<boolean>;
}

export interface UsageRepo {
  /**
   * Adds `amount` to a monthly counter unless that would pass `limit`; returns how much was
   * granted (0..amount). Atomic: racing callers never push the counter past the limit.
   */
  consume(projectId: string, month: string, metric: 'links' | 'clicks', amount: number, limit: number): Promise<number>;
  /** Gives back what a failed operation consumed. */
  release(projectId: string, month: string, metric: 'links' | 'clicks', amount: number): Promise<void>;
  /** Monthly counters; `clicks` includes every click ClickRepo.record counted that month. */
  get(projectId: string, month: string): Promise<{ links: number; clicks: number }>;
  /**
   * Closes a month that has ended, for every project: get() answers the same before and after,
   * but the adapter may compact how the month is stored (Firestore folds its click shards into
   * one document). Idempotent. Returns how many projects had something to compact.
   */
  closeMonth(month: string): Promise<number>;
}
