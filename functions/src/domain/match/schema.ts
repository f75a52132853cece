// POST /api/match bodies: `{deviceInfo: {...}}` from the client libraries, or
// the older `{subdomain, userAgent}`; both may carry `clipboard` and `installReferrer`.

import { z } from 'zod';
import type { DeviceSignals } from '../clicks/types';
import { boundedShape, DEVICE_INFO_LIMITS } from '../json-shape';
import { text } from '../links/fields';

// The bound holds for the value as sent, as the document's maxLength says, spaces included.
const str = (max: number) => z.string().max(max).trim();

export const screenSchema = z.object({
  width: z.number().positive().max(20000),
  height: z.number().positive().max(20000),
  pixelRatio: z.number().positive().max(10).optional(),
});

/**
 * A client hint (`navigator.userAgentData.getHighEntropyValues`): a string, refused when it is
 * not one or is too long, but kept only when it has the expected shape. Browsers answer ""
 * (Chrome on Linux, desktops' model) or forms this version does not know; those are dropped,
 * never stored, and never fail the beacon that carried them.
 */
const hint = (field: string, max: number, shape: RegExp) =>
  text(field, max)
    .transform((value) => (shape.test(value) ? value : undefined))
    .optional();

/** A fact the page reads from the browser, `null` when the browser has none (not kept). */
const fact = (field: string, max: number) => text(field, max).nullable().optional();

const side = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive(`${field} must be above 0`)
    .max(20000, `${field} must be at most 20000`);

/**
 * The deepview's beacon (POST /api/match/signals), strict like every body: exactly what the
 * page's script sends (http/pages/deepview-script.ts). `languages` is taken but not kept: the
 * matcher does not use it.
 */
export const signalsSchema = z
  .strictObject({
    screen: z
      .strictObject(
        {
          width: side('screen.width'),
          height: side('screen.height'),
          pixelRatio: side('screen.pixelRatio').max(10, 'screen.pixelRatio must be at most 10').optional(),
        },
        { error: 'screen must be an object' },
      )
      .optional(),
    timezone: fact('timezone', 64),
    language: fact('language', 35),
    languages: z.array(text('languages', 35), { error: 'languages must be an array of strings' }).max(5, 'languages holds at most 5 items').optional(),
    /** Android's real version behind Chrome's reduced UA ("14.0.0"). */
    platformVersion: hint('platformVersion', 32, /^\d{1,3}(\.\d{1,5}){0,3}$/),
    /** Android's real model behind Chrome's reduced UA ("Pixel 8"); "" on desktops. */
    model: hint('model', 64, /^[\w .,()+-]{1,64}$/),
  })
  .transform(({ languages: _notKept, ...facts }): DeviceSignals => withoutEmpty(facts));

/** The beacon's query: `t`, the clipboard token of the click the page shows (one of another shape names none). */
export const signalsQuery = z.object({ t: z.string().optional() });

/** The facts that hold a value: no `null` or `undefined` is stored. */
function withoutEmpty(facts: Record<string, unknown>): DeviceSignals {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== null && value !== undefined)) as DeviceSignals;
}

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
  debug: z
    .boolean()
    .optional()
    .describe("With the project's secret key (Authorization: Bearer sk_...): the answer adds `reason` and `checks`. Ignored otherwise"),
  deviceInfo: boundedShape(
    'deviceInfo',
    DEVICE_INFO_LIMITS,
    z.object(
      {
        userAgent: str(1024).optional(),
        timestamp: z.union([z.number(), z.string()]).optional(),
        os: str(32).optional(),
        osVersion: str(32).optional(),
        model: str(100).optional(),
        screen: screenSchema.optional(),
        timezone: str(64).optional(),
        language: str(35).optional(),
      },
      { error: 'deviceInfo must be an object' },
    ),
  )
    .optional()
    .describe('What the device knows of itself: an open object; facts Ferry does not use are ignored, never stored'),
});

export type MatchRequest = z.output<typeof matchRequestSchema>;

/** What a referrer token can be: base64url, as Ferry writes it into the store link. */
const REFERRER_TOKEN = /^[\w-]{1,64}$/;

/**
 * Pulls Ferry's token out of a Play install-referrer string ("ferry_click=…&utm_source=…"). A
 * value of another shape is no token of Ferry's: it is never looked up.
 */
export function referrerToken(installReferrer: string): string | null {
  const decoded = safeDecode(installReferrer);
  const token = new URLSearchParams(decoded.includes('=') ? decoded : `ferry_click=${decoded}`).get('ferry_click');
  return token && REFERRER_TOKEN.test(token) ? token : null;
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
