// A counted visit to a short link, and the pending deferred match a mobile click leaves.

export type Platform = 'ios' | 'android' | 'web';

/** Click history shows a link's newest 20 clicks; a rename carries at least these along. */
export const HISTORY_SIZE = 20;

export interface ClickEvent {
  /** Random id: never monotonic, so click writes do not pile onto one index range. */
  id: string;
  projectId: string;
  slug: string;
  clickedAt: string;
  /** ISO 3166-1 alpha-2, `XX` when unknown. */
  country: string;
  platform: Platform;
  redirectChain: string[];
  referrerHost: string | null;
  /** Browser or app family from the user agent ("Mobile Safari", "Instagram", "Chrome"). */
  uaFamily: string;
  /** Operating system and its version from the user agent, when it says ("iOS", "17.4"). */
  os?: string;
  osVersion?: string;
  /** Set when a deferred match consumed this click's pending match (an install it led to). */
  installMatched?: true;
  influencerId?: string;
  campaignId?: string;
  /** Set on influencer links: keyed hash of IP and user agent, counted as a distinct visitor. */
  visitorHash?: string;
  /** Set on invite links (params.referrerId / referrerLabel): the click counts for that referrer. */
  referrerId?: string;
  referrerLabel?: string;
}

/** What a mobile click leaves for the deferred-match engine (docs/deferred-deep-linking.md). */
export interface PendingMatch {
  clickId: string;
  projectId: string;
  slug: string;
  clickedAt: string;
  /** 24 hours after the click: fingerprint attribution ends then. */
  expiresAt: string;
  /** Keyed hash of the client IP; the raw IP is never stored. */
  ipHash: string;
  osFamily: 'ios' | 'android';
  osVersion: string | null;
  deviceModel: string | null;
  browser: string | null;
  /** Copied by the deepview's buttons; single use. */
  clipboardToken: string;
  /** Passed to the Play Store as `referrer`; single use. */
  referrerToken: string;
  /**
   * The link's own fingerprint match window (minutes) when it has one, taken at the click;
   * absent: the project's applies (projects/match-window.ts). Tokens keep `expiresAt`.
   */
  matchWindowMinutes?: number;
}

export type RecordOutcome = 'recorded' | 'capped';

/** Browser signals the deepview posts after load (no cookies); they raise match confidence. */
export interface DeviceSignals {
  screen?: { width: number; height: number; pixelRatio?: number };
  timezone?: string;
  language?: string;
  /** Client hints (Chromium's `userAgentData`): what Chrome's reduced UA hides on Android. */
  platformVersion?: string;
  model?: string;
}

/** A pending match as stored, with its consumption state (first return consumes it; 5-minute grace). */
export interface StoredMatch extends PendingMatch {
  consumedAt: string | null;
  /** Hash of the IP and user agent of the device that consumed it (for the grace window). */
  consumedBy: string | null;
  signals: DeviceSignals | null;
}

export type ConsumeOutcome = 'consumed' | 'grace' | 'taken';
