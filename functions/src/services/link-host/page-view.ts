// What the link host answers, as data: a redirect or a page with the facts it shows. The
// HTTP layer turns a PageView into HTML; nothing here knows about markup.

import type { Platform } from '../../domain/clicks/types';
import type { PasswordWindow } from './password-gate';

export interface Look {
  primaryColor?: string;
  backgroundColor?: string;
  layout: 'card' | 'full';
  /** "Powered by Ferry" shows unless a studio project removed it. */
  branding: boolean;
}

export type PageView =
  | { page: 'not-found' }
  | { page: 'crawler'; title: string; description: string; imageUrl: string | null; url: string; siteName: string }
  | { page: 'coming-soon'; title: string; appName: string; startsAt: string }
  | { page: 'gone'; reason: 'expired' | 'capped' }
  | { page: 'password'; title: string; error?: string; action: string }
  | { page: 'quota' }
  | {
      page: 'deepview';
      appName: string;
      iconUrl: string | null;
      title: string;
      openUrl: string | null;
      storeUrl: string | null;
      clipboardToken: string;
      platform: Exclude<Platform, 'web'>;
      /** Where the page posts screen, time zone and language for deferred matching. */
      beaconUrl: string;
    }
  | { page: 'desktop'; appName: string; iconUrl: string | null; title: string; shortUrl: string; appStoreUrl: string | null; playStoreUrl: string | null };

export type VisitOutcome =
  | { type: 'redirect'; location: string }
  /** `limit`: a password answer, with the wrong-password window its RateLimit-* headers describe. */
  | { type: 'page'; status: number; view: PageView; look: Look; limit?: PasswordWindow };
