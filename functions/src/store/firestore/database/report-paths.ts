// Where the report counters live in Firestore (analytics, influencer visitors, referrals), and
// how their keys are made safe: user-chosen ids (referrers, new users, influencers) become
// fixed-length hashes in document ids and stay readable in a field; map keys are encoded.

import { createHash } from 'node:crypto';
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';

const project = (db: Firestore, projectId: string) => db.collection('projects').doc(projectId);

/** 128 bits of SHA-256: any id up to Firestore's limits gives a short, slash-free document id. */
export function idHash(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 32);
}

export const reportPaths = {
  /** `{day}_{shard}`: `day` and the `counts` map (click-rollup.ts); `counts` is not indexed. */
  dailyStats: (db: Firestore, projectId: string): CollectionReference => project(db, projectId).collection('dailyStats'),
  /** `{day}_{referrer hash}_{shard}`: `day`, `referrerId`, `label`, `labelAt` and the `counts` map. */
  referrerDays: (db: Firestore, projectId: string): CollectionReference => project(db, projectId).collection('referrerDays'),
  /** `{referrer hash}_{shard}`: the same fields without `day`, all time. */
  referrerTotals: (db: Firestore, projectId: string): CollectionReference => project(db, projectId).collection('referrerTotals'),
  /** `{influencer hash}_{shard}` holding `{influencerId}`: which influencers have clicks. */
  influencerIndex: (db: Firestore, projectId: string): CollectionReference => project(db, projectId).collection('influencerIndex'),
  /** One document per distinct visitor (its hash) of an influencer's links; counted on read. */
  influencerVisitors: (db: Firestore, projectId: string, influencerId: string): CollectionReference =>
    project(db, projectId).collection('influencerVisitors').doc(idHash(influencerId)).collection('visitors'),
  /** The attribution of a new user (ReferralRecord); the id makes the first one win. */
  referral: (db: Firestore, projectId: string, newUserId: string): DocumentReference => project(db, projectId).collection('referrals').doc(idHash(newUserId)),
  /** `{referrerId, times}`: the referrer's latest attribution times, for the velocity flag. */
  referrerVelocity: (db: Firestore, projectId: string, referrerId: string): DocumentReference =>
    project(db, projectId).collection('referrerVelocity').doc(idHash(referrerId)),
};

/**
 * Map keys in `counts` come from users (slugs, referrer hosts): Firestore field paths treat `.`
 * as a separator and need quoting for anything but letters, digits and `_`. Letters and digits
 * stay; every other UTF-8 byte becomes `_XX`; a leading `k` keeps the key a plain identifier.
 */
export function encodeKey(key: string): string {
  let out = 'k';
  for (const byte of Buffer.from(key, 'utf8')) {
    const isPlain = (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122);
    out += isPlain ? String.fromCharCode(byte) : `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function decodeKey(encoded: string): string {
  const bytes: number[] = [];
  for (let i = 1; i < encoded.length; ) {
    if (encoded[i] === '_') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      bytes.push(encoded.charCodeAt(i));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
