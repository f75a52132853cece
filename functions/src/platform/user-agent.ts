// What a user agent tells Ferry: platform, OS version, device, browser, whether it is a
// crawler or an in-app browser. Parsed once per distinct string (bounded cache): the
// redirect hot path sees the same few hundred agents over and over.

import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { Platform } from '../domain/clicks/types';
import { TtlCache } from './ttl-cache';

export interface ParsedAgent {
  platform: Platform;
  /** The OS name as ua-parser-js gives it ("iOS", "Android", "Windows", "macOS"), when known. */
  os?: string;
  osVersion: string | null;
  deviceModel: string | null;
  browser: string;
  crawler: boolean;
  inAppBrowser: boolean;
}

// Link unfurlers get the preview page, uncounted (docs/link-host.md, rule 2): these are the ones
// isbot may not know (WhatsApp's fetcher, iMessage's).
const UNFURLERS =
  /facebookexternalhit|facebot|twitterbot|slackbot|linkedinbot|whatsapp\/|telegrambot|discordbot|googlebot|applebot|skypeuripreview|redditbot|embedly|pinterestbot/i;
// In-app browsers that block Universal Links / App Links: they must get a tap target.
const IN_APP = /Instagram|FBAN|FBAV|FB_IAB|FBIOS|musical_ly|BytedanceWebview|TikTok|Snapchat|LinkedInApp|MicroMessenger|\bLine\/|Twitter for/i;
// Safari on iOS 26+ freezes the OS token at 18_6/18_7; the real version is in Version/.
const FROZEN_IOS = /^18\.[67]/;
const SAFARI_VERSION = /Version\/(\d{2,})(?:\.(\d+))?/;

const cache = new TtlCache<ParsedAgent>(5000, 60 * 60 * 1000);

export function parseUserAgent(userAgent: string): ParsedAgent {
  const hit = cache.get(userAgent);
  if (hit) return hit;
  const parsed = parse(userAgent);
  cache.set(userAgent, parsed);
  return parsed;
}

function parse(userAgent: string): ParsedAgent {
  const result = new UAParser(userAgent).getResult();
  const os = (result.os.name ?? '').toLowerCase();
  const platform: Platform = os === 'ios' ? 'ios' : os === 'android' ? 'android' : 'web';
  return {
    platform,
    ...(result.os.name ? { os: result.os.name } : {}),
    osVersion: platform === 'ios' ? iosVersion(result.os.version, userAgent) : androidVersion(result.os.version, userAgent),
    deviceModel: machineModel(userAgent) ?? realModel(result.device.model),
    browser: result.browser.name ?? 'Unknown',
    crawler: UNFURLERS.test(userAgent) || isbot(userAgent),
    inAppBrowser: IN_APP.test(userAgent),
  };
}

function iosVersion(version: string | undefined, userAgent: string): string | null {
  if (!version) return null;
  const safari = SAFARI_VERSION.exec(userAgent);
  if (FROZEN_IOS.test(version) && safari && Number(safari[1]) >= 26) return `${safari[1]}.${safari[2] ?? '0'}`;
  return version;
}

/** Chrome's reduced UA always says "Android 10; K": that version and model mean nothing. */
function androidVersion(version: string | undefined, userAgent: string): string | null {
  if (!version || /Android 10; K\)/.test(userAgent)) return null;
  return version;
}

/**
 * A model only counts when it names the device: "iPhone" (every iOS browser says so) and
 * Chrome's reduced "K" tell nothing, and would contradict the app's real model.
 */
function realModel(model: string | undefined): string | null {
  return model && !['K', 'iPhone', 'iPad', 'iPod'].includes(model) ? model : null;
}

/** Instagram and Facebook in-app browsers give Apple's machine id ("iPhone15,3"), as apps do. */
function machineModel(userAgent: string): string | null {
  return /(?:FBDV\/|Instagram [\d.]+ \()((?:iPhone|iPad)\d+,\d+)/.exec(userAgent)?.[1] ?? null;
}
