// How a click and its pending match look in Firestore: each record plus storage-only fields,
// stripped again on read so callers get back exactly what they stored.

import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { clickKeepUntil, DEFAULT_CLICK_RETENTION_DAYS } from '../../../domain/clicks/retention';
import type { ClickEvent, DeviceSignals, PendingMatch, StoredMatch } from '../../../domain/clicks/types';
import { withoutUndefined } from '../database/documents';

/**
 * History, exports and pruning order a project's clicks by `clickedAt`, which grows with time:
 * the shard field puts them into HISTORY_SHARDS ranges of the composite indexes, so writes do
 * not all land on one growing end (about 500 writes a second each; docs/firebase-scale.md).
 * Readers ask for every shard in one `in` query, merged by Firestore. At most 30 (`in`).
 */
export const HISTORY_SHARDS = 20;
export const ALL_HISTORY_SHARDS: readonly number[] = Array.from({ length: HISTORY_SHARDS }, (_, shard) => shard);

/**
 * Expiry is queried over every shard at once (`expiryShard in [...], expireAt <`). `expireAt`
 * grows with time and is exempt from single-field indexing (firestore.indexes.json); the
 * leading shard field splits the one composite index it is in into EXPIRY_SHARDS ranges, and
 * pending matches of every project share the collection.
 */
export const EXPIRY_SHARDS = 20;
export const ALL_EXPIRY_SHARDS: readonly number[] = Array.from({ length: EXPIRY_SHARDS }, (_, shard) => shard);

interface ClickStorage {
  shard: number;
  /** When Firestore's TTL policy may delete the raw click (the project's retention). */
  expireAt: Timestamp;
}

interface PendingStorage {
  /** A Timestamp copy of `expiresAt`: Firestore's TTL policy only deletes on Timestamp fields. */
  expireAt: Timestamp;
  expiryShard: number;
}

/** Written by matches.ts once the match is consumed or enriched; absent until then. */
interface MatchState {
  consumedAt?: string;
  consumedBy?: string;
  signals?: DeviceSignals;
}

export function toClickDoc(click: ClickEvent, retentionDays = DEFAULT_CLICK_RETENTION_DAYS): ClickEvent & ClickStorage {
  return {
    ...withoutUndefined(click),
    shard: Math.floor(Math.random() * HISTORY_SHARDS),
    expireAt: Timestamp.fromDate(clickKeepUntil(click.clickedAt, retentionDays)),
  };
}

export function fromClickDoc(data: DocumentData): ClickEvent {
  const {
    shard: _shard,
    expireAt: _expire,
    loggedAt: _logged,
    logShard: _logShard,
    usageMonth: _month,
    ...click
  } = data as ClickEvent & ClickStorage & { loggedAt?: unknown; logShard?: number; usageMonth?: string };
  return click;
}

export function toPendingDoc(pending: PendingMatch): PendingMatch & PendingStorage {
  return {
    ...withoutUndefined(pending),
    expireAt: Timestamp.fromDate(new Date(pending.expiresAt)),
    expiryShard: Math.floor(Math.random() * EXPIRY_SHARDS),
  };
}

export function fromMatchDoc(data: DocumentData): StoredMatch {
  const { expireAt: _at, expiryShard: _shard, consumedAt, consumedBy, signals, ...pending } = data as PendingMatch & PendingStorage & MatchState;
  return { ...pending, consumedAt: consumedAt ?? null, consumedBy: consumedBy ?? null, signals: signals ?? null };
}

export function fromPendingDoc(data: DocumentData): PendingMatch {
  const { consumedAt: _at, consumedBy: _by, signals: _signals, ...pending } = fromMatchDoc(data);
  return pending;
}

/** Newest first; equal times fall back to the id so the order is stable across shards. */
export function newestFirst(a: ClickEvent, b: ClickEvent): number {
  if (a.clickedAt !== b.clickedAt) return a.clickedAt < b.clickedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
