// The answers of Ferry's public API as the library hands them over. Servers may add fields;
// the library passes them through, so these types list what is promised, not all there is.

export type MatchType = 'referrer' | 'clipboard' | 'fingerprint';

/** POST /api/match when a click was found: the install's deferred deep link. */
export interface DeferredLink {
  matched: true;
  /** The in-app route, variables filled; "" when the link has none (open the app's home). */
  deepLink: string;
  params: Record<string, unknown>;
  slug: string;
  subdomain: string;
  title: string;
  projectId: string;
  /** ISO date-time of the click on the short link. */
  clickedAt: string;
  /** How the click was found: install referrer and clipboard are exact, fingerprint is a guess. */
  matchType: MatchType;
  /** 0 to 1; 1 for referrer and clipboard matches. */
  confidence: number;
}

/** The raw POST /api/match answer. */
export type MatchAnswer = DeferredLink | { matched: false };

/** GET /api/links/resolve/:slug: a link opened while the app is installed. */
export interface ResolvedLink {
  slug: string;
  /** "" when the link has none (open the app's home). */
  deepLink: string;
  params: Record<string, unknown>;
  title: string;
}

export type ReferralStatus = 'attributed' | 'qualified';

/** Why a referral was flagged as likely fraud; null when it was not. */
export type ReferralFlag = 'self_referral' | 'duplicate_user' | 'velocity';

/** POST /api/referrals/track. */
export interface TrackAnswer {
  status: ReferralStatus;
  flagReason: ReferralFlag | null;
}

/** POST /api/referrals/qualify. */
export interface QualifyAnswer {
  status: ReferralStatus;
  flagReason: ReferralFlag | null;
  qualifyEvent: string;
}

/** What the app knows about the device; the library adds timestamp, timezone and language. */
export interface DeviceInfo {
  userAgent?: string;
  /** "iOS" or "Android": lets the server match when the HTTP user agent says nothing (okhttp). */
  os?: string;
  osVersion?: string;
  model?: string;
  screen?: { width: number; height: number; pixelRatio?: number };
  /** IANA time zone, e.g. Europe/Paris. */
  timezone?: string;
  /** BCP 47 language tag, e.g. fr-FR. */
  language?: string;
}
