// Where each record lives in Firestore, and the small write helpers every repo shares.

import { createHash } from 'node:crypto';
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';

/** Clicks are spread over this many shard documents so a hot link is never one hot doc. */
export const CLICK_SHARDS = 10;

/**
 * Document id for a free-text key (influencerId, campaignId of a link): any text may hold `/`
 * or be `.`/`..`, which a document id cannot, so the id is the key's SHA-256.
 */
const keyDoc = (key: string): string => createHash('sha256').update(key).digest('hex');

export const paths = {
  projects: (db: Firestore): CollectionReference => db.collection('projects'),
  /** Uniqueness claims: `sub:{subdomain}` and `dom:{hostname}`, each holding `{projectId}`. */
  host: (db: Firestore, kind: 'sub' | 'dom', name: string): DocumentReference => db.collection('projectHosts').doc(`${kind}:${name}`),
  /**
   * Per owner: `{owned}`, how many projects they own, bumped in each create's transaction.
   * Keyed by the uid's SHA-256: a uid may hold characters a document id cannot.
   */
  projectOwner: (db: Firestore, uid: string): DocumentReference => db.collection('projectOwners').doc(createHash('sha256').update(uid).digest('hex')),
  keys: (db: Firestore): CollectionReference => db.collection('apiKeys'),
  links: (db: Firestore, projectId: string): CollectionReference => db.collection('projects').doc(projectId).collection('links'),
  clickShards: (link: DocumentReference): CollectionReference => link.collection('clickShards'),
  shard: (link: DocumentReference, i: number): DocumentReference => link.collection('clickShards').doc(String(i)),
  usage: (db: Firestore, projectId: string, month: string): DocumentReference => db.collection('projects').doc(projectId).collection('usage').doc(month),
  /** The month's click count, sharded under the usage doc (see clicks.ts); summed by usage.get. */
  usageClickShards: (db: Firestore, projectId: string, month: string): CollectionReference =>
    db.collection('projects').doc(projectId).collection('usage').doc(month).collection('clickShards'),
  /** All-time click count of an influencer, sharded; the parent doc itself is never written. */
  influencerClickShards: (db: Firestore, projectId: string, influencerId: string): CollectionReference =>
    db.collection('projects').doc(projectId).collection('influencerClicks').doc(keyDoc(influencerId)).collection('clickShards'),
  /** All-time click count of a campaign, sharded like the influencer's. */
  campaignClickShards: (db: Firestore, projectId: string, campaignId: string): CollectionReference =>
    db.collection('projects').doc(projectId).collection('campaignClicks').doc(keyDoc(campaignId)).collection('clickShards'),
  /** Campaigns, keyed by their id. */
  campaigns: (db: Firestore, projectId: string): CollectionReference => db.collection('projects').doc(projectId).collection('campaigns'),
  /** Name claims: one per campaign, id = sha256 of campaignNameKey(name), holding `{campaignId}`. */
  campaignName: (db: Firestore, projectId: string, nameHash: string): DocumentReference =>
    db.collection('projects').doc(projectId).collection('campaignNames').doc(nameHash),
  /** Click events, keyed by their random id. */
  clicks: (db: Firestore, projectId: string): CollectionReference => db.collection('projects').doc(projectId).collection('clicks'),
  /**
   * How far the project's click log is folded into its counters (click-fold/): `{through,
   * ids}`, the newest folded `loggedAt` and the ids folded at exactly that time, across every
   * log shard; `legacy` while clicks logged before the log was sharded wait (legacy-tail.ts).
   */
  clickFold: (db: Firestore, projectId: string): DocumentReference => db.collection('projects').doc(projectId).collection('clickFold').doc('state'),
  /** `{dirtyAt, dirtyShard}` per project with recent clicks: where the scheduled fold looks (click-fold/). */
  clickFoldQueue: (db: Firestore): CollectionReference => db.collection('clickFoldQueue'),
  /**
   * Top level, keyed by the host name itself (it holds no `/` and is never `.` or `..`): the
   * names on Firebase Hosting (projects/hosting-domains.ts), read across every project by the job.
   */
  hostingDomains: (db: Firestore): CollectionReference => db.collection('hostingDomains'),
  /** Top level: the match engine looks a click up without knowing its project. */
  pendingMatches: (db: Firestore): CollectionReference => db.collection('pendingMatches'),
  pendingMatch: (db: Firestore, clickId: string): DocumentReference => db.collection('pendingMatches').doc(clickId),
  /** Installs per `{scope}:{sha-256 of id}` (link slug, influencer, campaign), sharded; the parent is never written. */
  installShards: (db: Firestore, projectId: string, scope: string, id: string): CollectionReference =>
    db
      .collection('projects')
      .doc(projectId)
      .collection('installs')
      .doc(`${scope}:${keyDoc(id)}`)
      .collection('shards'),
  /**
   * Rate-limit windows `{count, expireAt}`, id `<sha-256 of the key>-<window start>-<shard>`
   * (platform/firestore-limiter.ts, handed this collection by build-deps.ts); the TTL policy on
   * `expireAt` deletes ended windows.
   */
  rateLimitWindows: (db: Firestore): CollectionReference => db.collection('rateLimits'),
  /** Ferry's own accounts, keyed by uid (`usr_…`). */
  accounts: (db: Firestore): CollectionReference => db.collection('accounts'),
  /**
   * Uniqueness claims of accounts, `{uid}`: `email:<sha-256 of the email>` and
   * `oidc:<sha-256 of issuer, newline, subject>`, written in the account's create transaction.
   */
  accountClaim: (db: Firestore, kind: 'email' | 'oidc', value: string): DocumentReference => db.collection('accountClaims').doc(`${kind}:${keyDoc(value)}`),
  /** Sessions and set-password links, keyed by the SHA-256 of their token. */
  sessions: (db: Firestore): CollectionReference => db.collection('sessions'),
  passwordTokens: (db: Firestore): CollectionReference => db.collection('passwordTokens'),
  /** Roles given by email, one per project and email (`<sha-256 of project id, newline, email>`). */
  memberInvites: (db: Firestore): CollectionReference => db.collection('memberInvites'),
  memberInvite: (db: Firestore, projectId: string, email: string): DocumentReference => db.collection('memberInvites').doc(keyDoc(`${projectId}\n${email}`)),
};

/** One of `shards` counter documents picked at random, so concurrent increments spread out. */
export function randomShard(shards: CollectionReference, count: number): DocumentReference {
  return shards.doc(String(Math.floor(Math.random() * count)));
}

/** gRPC status codes firebase-admin puts on `error.code`. */
export const NOT_FOUND = 5;
export const ALREADY_EXISTS = 6;

export function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Firestore rejects `undefined` anywhere in a document unless the caller's client was set to
 * ignore it; we do not rely on that setting. Array holes become null, as JSON would do.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : withoutUndefined(v))) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = withoutUndefined(v);
  return out as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
