// The deviceInfo sent to POST /api/match: the app's facts, plus what the library can learn
// itself where a browser-like runtime offers it (Intl, navigator.language).

import type { DeviceInfo } from './types.js';

export interface SentDeviceInfo extends DeviceInfo {
  /** Milliseconds since the epoch, when the app asked. */
  timestamp: number;
}

// The server's length limits (functions/src/domain/match/schema.ts). A value over them would
// get a 400 on every launch, so it is cut here instead: a match needs no more than this.
const TEXT_LIMITS = { userAgent: 1024, os: 32, osVersion: 32, model: 100, timezone: 64, language: 35 } as const;
const MAX_SCREEN = 20_000;
const MAX_PIXEL_RATIO = 10;

export function deviceInfoToSend(given: DeviceInfo = {}, now: number = Date.now()): SentDeviceInfo {
  const sent: SentDeviceInfo = { timestamp: now };
  // Only the keys the server reads: an app passing its whole device object sends nothing more.
  for (const key of Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[]) {
    const value = given[key];
    if (typeof value === 'string' && value.trim()) sent[key] = value.trim().slice(0, TEXT_LIMITS[key]);
  }
  const screen = screenOf(given.screen);
  if (screen) sent.screen = screen;
  const timezone = sent.timezone ?? runtimeTimezone();
  if (timezone) sent.timezone = timezone;
  const language = sent.language ?? runtimeLanguage();
  if (language) sent.language = language.slice(0, TEXT_LIMITS.language);
  return sent;
}

function screenOf(screen: DeviceInfo['screen']): DeviceInfo['screen'] | undefined {
  if (!screen) return undefined;
  const size = (n: unknown) => typeof n === 'number' && n > 0 && n <= MAX_SCREEN;
  if (!size(screen.width) || !size(screen.height)) return undefined;
  const { width, height, pixelRatio } = screen;
  const ratioOk = typeof pixelRatio === 'number' && pixelRatio > 0 && pixelRatio <= MAX_PIXEL_RATIO;
  return ratioOk ? { width, height, pixelRatio } : { width, height };
}

function runtimeTimezone(): string | undefined {
  try {
    const zone = typeof Intl === 'object' ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
    return zone ? zone.slice(0, TEXT_LIMITS.timezone) : undefined;
  } catch {
    return undefined; // Intl without time-zone data (some Hermes builds)
  }
}

function runtimeLanguage(): string | undefined {
  const nav = (globalThis as { navigator?: { language?: unknown } }).navigator;
  return typeof nav?.language === 'string' && nav.language ? nav.language : undefined;
}
