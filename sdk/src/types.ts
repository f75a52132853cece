// The answers of Ferry's public API as the library hands them over, taken from the types
// generated from Ferry's OpenAPI document (admin/api.ts), so the app client never describes an
// answer a second time by hand. Type-only: nothing of admin/ is loaded at run time.

import type { components } from './admin/api.js';

type Schemas = components['schemas'];

/** The raw POST /api/match answer: `{matched: false}` or the install's deferred deep link. */
export type MatchAnswer = Schemas['MatchResult'];

/**
 * POST /api/match when a click was found. `deepLink` has its variables filled, "" when the link
 * has none (open the app's home); `confidence` is 1 for referrer and clipboard matches.
 */
export type DeferredLink = Omit<Extract<MatchAnswer, { matched: true }>, 'reason' | 'checks'>;

/** Why the server matched or not: only in a debug call with the project's secret key. */
export type MatchReason = NonNullable<MatchAnswer['reason']>;

/** How the click was found: install referrer and clipboard are exact, fingerprint is a guess. */
export type MatchType = DeferredLink['matchType'];

/** GET /api/links/resolve/:slug: a link opened while the app is installed. */
export type ResolvedLink = Schemas['ResolvedLink'];

/** POST /api/referrals/track and /qualify. */
export type TrackAnswer = Schemas['TrackResult'];
export type QualifyAnswer = Schemas['QualifyResult'];
export type ReferralStatus = TrackAnswer['status'];
/** Why a referral was flagged as likely fraud. */
export type ReferralFlag = NonNullable<TrackAnswer['flagReason']>;

/** What the app knows about the device; the library adds timestamp, timezone and language. */
export type DeviceInfo = Omit<NonNullable<Schemas['MatchRequest']['deviceInfo']>, 'timestamp'>;
