// The store port of short links (part of Store, ports.ts). Every adapter implements it and
// passes functions/test/contract/suite/link-list-contract.ts and link-batch-contract.ts.

import type { LinkListFilter } from '../domain/links/list-filter';
import type { LinkHealth, LinkPatch, LinkRecord } from '../domain/links/types';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface LinkRepo {
  /** The atomic insert itself reports a taken slug: false, nothing written. */
  createIfAbsent(link: LinkRecord): Promise<boolean>;
  /**
   * All or nothing, in one transaction: writes every link, or none when a slug is taken (in the
   * store, or earlier in the list). Answers the indexes of the taken ones; empty means all were
   * written. Bulk requests hold at most 100 links.
   */
  createAllIfAbsent(links: LinkRecord[]): Promise<number[]>;
  get(projectId: string, slug: string): Promise<LinkRecord | null>;
  /**
   * Newest first; `cursor` comes from the previous page. With a filter, a page may hold fewer
   * than `limit` links (even none) and still a cursor: the store bounds the work per request.
   */
  list(projectId: string, opts: { limit: number; cursor?: string; filter?: LinkListFilter }): Promise<Page<LinkRecord>>;
  /**
   * A new `slug` in the patch renames the link (StoreConflictError('slug') when taken); the
   * click count and at least the newest HISTORY_SIZE clicks (its history) move with it.
   */
  update(projectId: string, slug: string, patch: LinkPatch, now: string): Promise<LinkRecord | null>;
  /** Records the destination check's verdict, and nothing else (not updatedAt); false when the link is gone. */
  setHealth(projectId: string, slug: string, health: LinkHealth): Promise<boolean>;
  delete(projectId: string, slug: string): Promise<boolean>;
  incrementClicks(projectId: string, slug: string, by?: number): Promise<void>;
  clickCount(projectId: string, slug: string): Promise<number>;
  /**
   * All-time clicks of several links at once (a list page, at most 100): one query, never one
   * per link. Every slug asked for is in the answer, 0 when it has no clicks or does not exist.
   */
  clickCounts(projectId: string, slugs: string[]): Promise<Map<string, number>>;
}
