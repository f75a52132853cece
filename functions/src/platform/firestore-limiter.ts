// Fixed-window counters in Firestore, so a limit holds across Cloud Functions instances.
//
// - A window is aligned to the clock (every instance agrees where it starts) and lives in
//   `rateLimits/<sha-256 of key>-<window start>-<shard>` as `{count, expireAt}`; the TTL policy
//   on `expireAt` deletes ended windows. Ids are hashes, so no IP is written as is. (Not the
//   IP-hash pepper: only the functions that match installs have that secret, and every function
//   must name the same key's windows alike.)
// - A hit is a transaction on one shard: read the count, write count + cost if it fits in the
//   shard's quota. Quotas add up to the limit, so racing hits are admitted exactly up to it.
// - Windows allowing more than UNITS_PER_SHARD units (a project host's 5,000 an hour) are split
//   over shards; a hit starts at a random shard and moves on only when that one is full.
// - Each instance remembers which shards of a window it saw full: a caller it knows is blocked
//   is refused synchronously, at no Firestore cost, until the window ends.
// Costs per operation are tabled in docs/rate-limits.md.
// The caller hands in the windows' collection: where documents live is the Firestore store
// adapter's knowledge (store/firestore/database/documents.ts), and platform/ never imports an adapter.

import { createHash } from 'node:crypto';
import { type CollectionReference, type DocumentReference, type DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { shardCount, shardQuota, UNITS_PER_SHARD, windowStart } from '../domain/rate-limits';
import type { LimitResult, RateLimiter } from '../runtime-ports';

export interface FirestoreLimiterOptions {
  now?: () => number;
  /** Windows allowing more units than this are sharded (tests lower it). */
  unitsPerShard?: number;
}

interface LocalWindow {
  /** Hash of the key, computed once per key and instance. */
  digest: string;
  start: number;
  resetAt: number;
  /** Bit i set: shard i was seen unable to take one more unit in this window. */
  full: number;
}

/** gRPC ABORTED: the transaction lost to racing hits on its shard `ATTEMPTS` times. */
const ABORTED = 10;
const ATTEMPTS = 10;
const MAX_LOCAL_KEYS = 50_000;

const countOf = (snap: DocumentSnapshot): number => {
  const value: unknown = snap.get('count');
  return typeof value === 'number' ? value : 0;
};

/** Units left, from one shard as if the others were as full: exact when there is one shard. */
const estimate = (limit: number, quota: number, count: number) => (quota > 0 ? Math.max(0, Math.floor(((quota - count) * limit) / quota)) : 0);

export function firestoreLimiter(windows: CollectionReference, options: FirestoreLimiterOptions = {}): RateLimiter {
  const db = windows.firestore;
  const now = options.now ?? Date.now;
  const unitsPerShard = options.unitsPerShard ?? UNITS_PER_SHARD;
  const local = new Map<string, LocalWindow>();

  function localWindow(key: string, t: number, windowMs: number): LocalWindow {
    const start = windowStart(t, windowMs);
    let entry = local.get(key);
    if (entry === undefined) {
      if (local.size >= MAX_LOCAL_KEYS) sweep(t);
      entry = { digest: createHash('sha256').update(key).digest('base64url').slice(0, 27), start, resetAt: start + windowMs, full: 0 };
      local.set(key, entry);
    } else if (entry.start !== start) {
      entry.start = start;
      entry.resetAt = start + windowMs;
      entry.full = 0;
    }
    return entry;
  }

  function sweep(t: number): void {
    for (const [key, entry] of local) if (entry.resetAt <= t) local.delete(key);
    if (local.size >= MAX_LOCAL_KEYS) local.delete(local.keys().next().value as string);
  }

  const ref = (entry: LocalWindow, shard: number): DocumentReference => windows.doc(`${entry.digest}-${entry.start.toString(36)}-${shard}`);
  const blocked = (entry: LocalWindow, shards: number) => entry.full === 2 ** shards - 1;

  /** One shard's transaction: takes `cost` when it fits in `quota`, and says the count seen. */
  function takeFromShard(doc: DocumentReference, quota: number, cost: number, resetAt: number) {
    return db.runTransaction(
      async (tx) => {
        const count = countOf(await tx.get(doc));
        if (count + cost > quota) return { taken: false, count };
        tx.set(doc, { count: count + cost, expireAt: Timestamp.fromMillis(resetAt) });
        return { taken: true, count: count + cost };
      },
      { maxAttempts: ATTEMPTS },
    );
  }

  async function take(entry: LocalWindow, limit: number, shards: number, cost: number): Promise<LimitResult> {
    const { start, resetAt } = entry;
    const first = shards === 1 ? 0 : Math.floor(Math.random() * shards);
    let remaining = 0;
    for (let k = 0; k < shards; k++) {
      const shard = (first + k) % shards;
      if (entry.full & (1 << shard)) continue;
      const quota = shardQuota(limit, shards, shard);
      let outcome: { taken: boolean; count: number };
      try {
        outcome = await takeFromShard(ref(entry, shard), quota, cost, resetAt);
      } catch (error) {
        return onError(error, limit, resetAt);
      }
      remaining = estimate(limit, quota, outcome.count);
      if (outcome.taken) return { allowed: true, remaining, resetAt };
      // Within a window a shard only fills (refunds aside), so "full" holds until it ends.
      if (quota - outcome.count < 1 && entry.start === start) entry.full |= 1 << shard;
    }
    return { allowed: false, remaining: blocked(entry, shards) ? 0 : remaining, resetAt };
  }

  return {
    hit(key, limit, windowMs, cost = 1) {
      const entry = localWindow(key, now(), windowMs);
      const shards = shardCount(limit, unitsPerShard);
      if (blocked(entry, shards) || cost > limit) return { allowed: false, remaining: 0, resetAt: entry.resetAt };
      return take(entry, limit, shards, cost);
    },
    peek(key, limit, windowMs) {
      const entry = localWindow(key, now(), windowMs);
      const shards = shardCount(limit, unitsPerShard);
      if (blocked(entry, shards)) return { allowed: false, remaining: 0, resetAt: entry.resetAt };
      const refs = Array.from({ length: shards }, (_, shard) => ref(entry, shard));
      return db.getAll(...refs).then(
        (snaps) => {
          const used = snaps.reduce((sum, snap) => sum + countOf(snap), 0);
          return { allowed: used < limit, remaining: Math.max(0, limit - used), resetAt: entry.resetAt };
        },
        (error: unknown) => onError(error, limit, entry.resetAt),
      );
    },
    async add(key, amount, limit, windowMs) {
      if (amount === 0) return;
      const entry = localWindow(key, now(), windowMs);
      const shards = shardCount(limit, unitsPerShard);
      // Given-back units may reopen a full shard: look again rather than trust the memo.
      if (amount < 0) entry.full = 0;
      // A blind increment: no read, no contention. A shard may go below zero; its quota check
      // then admits that many more, so the window's total stays right.
      const doc = ref(entry, shards === 1 ? 0 : Math.floor(Math.random() * shards));
      await doc
        .set({ count: FieldValue.increment(amount), expireAt: Timestamp.fromMillis(entry.resetAt) }, { merge: true })
        .catch((error: unknown) => console.error('Rate limiter: could not settle a window', error));
    },
  };
}

/**
 * Lost races on one key (a burst from one caller) refuse the request: that burst is what the
 * limit is for. Any other failure lets the request through: a limiter outage must not take
 * redirects down with it.
 */
function onError(error: unknown, limit: number, resetAt: number): LimitResult {
  if ((error as { code?: unknown } | null)?.code === ABORTED) return { allowed: false, remaining: 0, resetAt };
  console.error('Rate limiter: Firestore failed, request let through', error);
  return { allowed: true, remaining: limit, resetAt };
}
