// @ferry/sdk: Ferry's client library for apps (React Native, Expo, Capacitor, browsers).
// Deferred deep links, link resolution and referrals over Ferry's public HTTP API; no dependencies.

export { createFerry, DEFAULT_TIMEOUT_MS, type Ferry, type FerryOptions } from './create-ferry.js';
export type { FerryDebugOptions } from './debug.js';
export type { DeferredLinkOptions } from './deferred-link.js';
export { FerryError } from './errors.js';
export type { QualifyInput, Referrals, TrackInput } from './referrals.js';
export type { FetchInit, FetchLike, FetchResponse } from './request.js';
export { memoryStorage, type StorageAdapter } from './storage.js';
export type {
  DeferredLink,
  DeviceInfo,
  MatchAnswer,
  MatchReason,
  MatchType,
  QualifyAnswer,
  ReferralFlag,
  ReferralStatus,
  ResolvedLink,
  TrackAnswer,
} from './types.js';
