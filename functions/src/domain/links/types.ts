// The stored shape of a short link. Timestamps are ISO strings in every store.

export interface GeoRule {
  countries: string[];
  url: string;
}

export interface LinkSettings {
  title: string;
  deepLink?: string;
  params: Record<string, unknown>;
  desktopUrl?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
  expiresAt?: string;
  maxClicks?: number;
  /** Overrides the project's fingerprint match window (minutes, 1-1440) for this link's clicks. */
  matchWindowMinutes?: number;
  scheduledAt?: string;
  geoRouting: GeoRule[];
  fallbackChain: string[];
  influencerId?: string;
  campaignId?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImageUrl?: string;
  tags: string[];
  appClipUrl?: string;
  instantAppUrl?: string;
  /** Expired, capped or not-yet-scheduled visits go here instead of the 410 or Coming Soon page. */
  expiredUrl?: string;
  /** scrypt hash of the link password; the password itself is never stored. */
  passwordHash?: string;
}

/** The daily destination check's verdict on a link (decided by health.ts). */
export interface LinkHealth {
  status: 'live' | 'dead';
  checkedAt: string;
  /** Why it is dead: the URL and what it answered; null when live. */
  lastError: string | null;
}

export interface LinkRecord extends LinkSettings {
  projectId: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
  /** The daily destination check's last verdict (health.ts); absent until the first. */
  health?: LinkHealth;
}

/** Fields an update may set; `null` clears an optional field. */
export type LinkPatch = {
  [K in keyof LinkSettings]?: LinkSettings[K] | null;
} & { slug?: string };
