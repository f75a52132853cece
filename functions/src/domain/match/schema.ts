// POST /api/match bodies: `{deviceInfo: {...}}` from the client libraries, or
// the older `{subdomain, userAgent}`; both may carry `clipboard` and `installReferrer`.

import { z } from 'zod';
import { boundedShape, DEVICE_INFO_LIMITS } from '../json-shape';

const str = (max: number) => z.string().trim().max(max);

export const screenSchema = z.object({
  width: z.number().positive().max(20000),
  height: z.number().positive().max(20000),
  pixelRatio: z.number().positive().max(10).optional(),
});

/**
 * A client hint (`navigator.userAgentData.getHighEntropyValues`) kept only when it is a short
 * string of the expected shape; anything else is dropped, never stored, and never fails the
 * beacon that carried it.
 */
const hint = (max: number, shape: RegExp) => z.string().trim().max(max).regex(shape).optional().catch(undefined);

/**
 * The deepview's beacon (POST /api/match/signals). Not strict: the page may send facts this
 * version does not keep (`languages`); they are stripped, never stored.
 */
export const signalsSchema = z.object({
  screen: screenSchema.optional(),
  timezone: str(64).optional(),
  language: str(35).optional(),
  /** Android's real version behind Chrome's reduced UA ("14.0.0"). */
  platformVersion: hint(32, /^\d{1,3}(\.\d{1,5}){0,3}$/),
  /** Android's real model behind Chrome's reduced UA ("Pixel 8"); "" on desktops. */
  model: hint(64, /^[\w .,()+-]{1,64}$/),
});

/**
 * Strict at the top level: an unknown field is 400 `Unknown field: <name>`.
 * `deviceInfo` stays open: client libraries send what they have, and facts this schema does
 * not name are stripped, never stored.
 */
export const matchRequestSchema = z.strictObject({
  subdomain: str(63).optional(),
  userAgent: str(1024).optional(),
  clipboard: str(512).optional(),
  installReferrer: str(1024).optional(),
  // Ignored unless the call also carries the project's secret key: an app that ships with it
  // set still matches as before, and nobody else learns why a match failed.
  debug: z.boolean().optional().describe("With the project's secret key (Authorization: Bearer sk_...): the answer adds `reason` and `checks`. Ignored otherwise"),
  deviceInfo: boundedShape('deviceInfo', DEVICE_INFO_LIMITS, z
    .object({
      userAgent: str(1024).optional(),
      timestamp: z.union([z.number(), z.string()]).optional(),
      os: str(32).optional(),
      osVersion: str(32).optional(),
      model: str(100).optional(),
      screen: screenSchema.optional(),
      timezone: str(64).optional(),
      language: str(35).optional(),
    }, { error: 'deviceInfo must be an object' }))
    .optional()
    .describe('What the device knows of itself: an open object; facts Ferry does not use are ignored, never stored'),
});

export type MatchRequest = z.output<typeof matchRequestSchema>;

/** Pulls Ferry's token out of a Play install-referrer string ("ferry_click=…&utm_source=…"). */
export function referrerToken(installReferrer: string): string | null {
  const decoded = safeDecode(installReferrer);
  const params = new URLSearchParams(decoded.includes('=') ? decoded : `ferry_click=${decoded}`);
  return params.get('ferry_click') || null;
}

/** The clipboard may hold the bare token or the token inside other copied text. */
export function clipboardToken(clipboard: string): string | null {
  const token = /[\w-]{22}/.exec(clipboard.trim())?.[0];
  return token ?? null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
