// The inputs and the answer of decideRedirect: plain data, so every rule is a table test.

import type { Platform } from '../clicks/types';

export interface Visitor {
  platform: Platform;
  /** Social crawlers and link unfurlers: they get Open Graph tags and are never counted. */
  crawler: boolean;
  /** Instagram, Facebook, TikTok… in-app browsers block Universal/App Links: always a deepview. */
  inAppBrowser: boolean;
  country: string;
  query: Record<string, string>;
  now: Date;
  passwordAccepted: boolean;
  clickQuotaSpent: boolean;
  /** The link's count so far, read when it has maxClicks (the store enforces the cap atomically). */
  clicksSoFar: number;
  /** The Play Store install-referrer token of this visit. */
  referrerToken: string;
}

export type PageName = 'crawler' | 'coming-soon' | 'gone' | 'password' | 'quota' | 'deepview' | 'desktop';

export type Decision =
  | { kind: 'redirect'; status: 302; location: string; chain: string[]; count: boolean; rule: string }
  | {
      kind: 'page';
      page: PageName;
      status: 200 | 403 | 410;
      chain: string[];
      count: boolean;
      rule: string;
      /** The deep link with variables filled (deepview's Open button). */
      openUrl?: string | null;
      storeUrl?: string | null;
      goneReason?: 'expired' | 'capped';
    }
  /** Web visitor with a fallback chain: probe these (I/O), then call decideAfterProbe. */
  | { kind: 'probe'; urls: string[]; chain: string[] };
