// Field-level zod schemas for links, each with the error message a caller will read.

import { z } from 'zod';
import { MAX_CLICK_RETENTION_DAYS, MIN_CLICK_RETENTION_DAYS } from '../clicks/retention';
import { shapeProblem } from '../json-shape';
import { LONE_SURROGATE } from '../json-values';
import { MAX_MATCH_WINDOW_MINUTES, MIN_MATCH_WINDOW_MINUTES } from '../projects/match-window';
import { CONTROL_FREE, HTTP_URL_START, HTTPS_URL_START, NOT_BLANK, SAFE_DEEP_LINK } from '../text-patterns';
import { isReservedSlug, MAX_SLUG_LENGTH, RESERVED_SLUG_WORDS, SLUG_PATTERN } from './slug';
import { isHttpsUrl, isHttpUrl, isSafeDeepLink } from './url-rules';

const typeError = (field: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be ${kind}`;

const brokenText = (field: string) => `${field} must not contain control characters or broken unicode`;

/** A pattern the value must match as sent, and what the caller reads when it does not. */
type Rule = readonly [pattern: RegExp, message: string | ((issue: { input?: unknown }) => string)];

/**
 * Free text, trimmed. The patterns (CONTROL_FREE and the rules given) are checked on the value as
 * sent, before the trim, so that the `pattern`s of the OpenAPI document say exactly what is
 * refused. Lone surrogates no pattern can name (text-patterns.ts): a refinement refuses them
 * with the same sentence.
 */
export const text = (field: string, max: number, ...rules: Rule[]) =>
  rules
    .reduce(
      (schema, [pattern, message]) => schema.regex(pattern, { error: message }),
      z.string({ error: typeError(field, 'a string') }).regex(CONTROL_FREE, brokenText(field)),
    )
    // As sent, as the document's maxLength reads it: spaces the trim removes count too.
    .max(max, `${field} must be at most ${max} characters`)
    .trim()
    .refine((value) => !LONE_SURROGATE.test(value), brokenText(field));

/**
 * Text that must hold something once trimmed. The pattern says so in the document too: without it
 * a value of spaces or tabs matched every documented rule and was refused all the same.
 */
export const nonBlankText = (field: string, max: number, message = `${field} is required`) => text(field, max, [NOT_BLANK, message]).min(1, message);

export const requiredText = (field: string, max: number) => nonBlankText(field, max);

const URL_WORDS = 'URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters';

/** `format: uri` tells a client what to send; the pattern and the words, which schemes. */
export const httpUrl = (field: string) => {
  const message = `${field} must be an http or https URL`;
  return text(field, 2048, [HTTP_URL_START, message])
    .refine(isHttpUrl, message)
    .meta({ format: 'uri', description: `An http or https ${URL_WORDS}` });
};
export const httpsUrl = (field: string) => {
  const message = `${field} must be an https URL`;
  return text(field, 2048, [HTTPS_URL_START, message])
    .refine(isHttpsUrl, message)
    .meta({ format: 'uri', description: `An https ${URL_WORDS}` });
};

const DEEP_LINK_RULE = 'deepLink must be a URL (app scheme or https); javascript:, data:, vbscript: and file: are refused';
// Nothing but spaces is a missing deep link, as it was before the scheme had a pattern.
const blank = (input: unknown) => typeof input === 'string' && input.trim() === '';
export const deepLink = text('deepLink', 2048, [SAFE_DEEP_LINK, ({ input }) => (blank(input) ? 'deepLink is required' : DEEP_LINK_RULE)])
  .min(1, 'deepLink is required')
  .refine(isSafeDeepLink, DEEP_LINK_RULE)
  .meta({
    description: `Where the app opens: a ${URL_WORDS}, with the app's own scheme (acme://...) or https; javascript:, data:, vbscript: and file: are refused`,
  });

/** ISO 8601 date-time with a zone, stored normalised to UTC (`...Z`). */
export const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time with a time zone` }).transform((value) => new Date(value).toISOString());

export const slug = z
  .string({ error: typeError('slug', 'a string') })
  .regex(SLUG_PATTERN, `slug must be 1-${MAX_SLUG_LENGTH} letters, digits, "-" or "_", starting with a letter or digit`)
  .refine((value) => !isReservedSlug(value), `slug is reserved: it names one of Ferry's own paths (reserved in any case: ${RESERVED_SLUG_WORDS.join(', ')})`);

const MAX_PARAMS_BYTES = 8192;
/** Firestore keeps maps and arrays at most 20 levels deep: 16 leaves room below the link document. */
export const MAX_PARAMS_DEPTH = 16;
/**
 * Keys and array items in all: a launch payload is a handful of values, and the bound keeps the
 * checks below (and the JSON.stringify that measures the bytes) short whatever the body holds.
 */
export const MAX_PARAMS_ENTRIES = 1024;

/**
 * Why params cannot be stored as given, or null. They become a document map on Firestore,
 * which refuses empty and `__reserved__` field names and an array directly in an array;
 * refusing them on every store keeps the stores alike (and Firestore from a 500). Called once
 * shapeProblem has bounded the depth, so the recursion is at most MAX_PARAMS_DEPTH deep.
 */
function paramsProblem(value: unknown, inArray: boolean): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    if (inArray) return 'params must not hold an array directly inside an array';
    for (const item of value) {
      const problem = paramsProblem(item, true);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === '' || /^__.*__$/.test(key)) return 'params keys must not be empty or start and end with "__"';
    const problem = paramsProblem(item, false);
    if (problem) return problem;
  }
  return null;
}

export const params = z
  .record(z.string().max(128, 'params keys must be at most 128 characters'), z.unknown(), {
    error: 'params must be an object',
  })
  // One check in order: the shape first, so that nothing below walks a value nested deeper.
  .superRefine((value, ctx) => {
    const problem =
      shapeProblem(value, 'params', { depth: MAX_PARAMS_DEPTH, entries: MAX_PARAMS_ENTRIES }) ??
      paramsProblem(value, false) ??
      (Buffer.byteLength(JSON.stringify(value)) > MAX_PARAMS_BYTES ? `params must be at most ${MAX_PARAMS_BYTES} bytes as JSON` : null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    'Key-value payload returned on match and resolve: an open object, at most 8 KB as JSON, 16 levels and 1,024 keys and items. At every level no key is empty or both starts and ends with `__`, and no array sits directly inside an array (Firestore keeps neither)',
  );

const countryCode = z
  .string({ error: 'geoRouting country must be a two-letter code' })
  .regex(/^[A-Za-z]{2}$/, 'geoRouting country must be a two-letter ISO 3166-1 code')
  .transform((code) => code.toUpperCase());

const geoRule = z.union(
  [
    z.strictObject({ countries: z.array(countryCode).min(1, 'geoRouting countries must not be empty').max(250), url: httpUrl('geoRouting url') }),
    z.strictObject({ country: countryCode, url: httpUrl('geoRouting url') }),
  ],
  { error: 'geoRouting rules are {country, url} or {countries, url} with an http(s) url' },
);

export const geoRouting = z
  .array(geoRule, { error: 'geoRouting must be an array' })
  .max(10, 'geoRouting accepts at most 10 rules')
  .transform((rules) => rules.map((rule) => ({ countries: 'countries' in rule ? [...new Set(rule.countries)] : [rule.country], url: rule.url })));

const fallbackUrl = httpsUrl('fallbackChain url');
export const fallbackChain = z
  .array(z.union([fallbackUrl, z.strictObject({ url: fallbackUrl })], { error: 'fallbackChain items are https URLs or {url}' }), {
    error: 'fallbackChain must be an array',
  })
  .max(3, 'fallbackChain accepts at most 3 URLs')
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : item.url)));

/** The longest tag and campaignId a link holds; the links list's filters take no longer ones. */
export const MAX_TAG_LENGTH = 50;
export const MAX_CAMPAIGN_ID_LENGTH = 128;

export const tags = z
  .array(nonBlankText('tags', MAX_TAG_LENGTH, 'tags must not be empty strings'), { error: 'tags must be an array of strings' })
  .max(20, 'tags accepts at most 20 tags')
  .transform((list) => [...new Set(list)]);

export const maxClicks = z
  .number({ error: 'maxClicks must be a number' })
  .int('maxClicks must be a whole number')
  .min(1, 'maxClicks must be at least 1')
  .max(1_000_000_000, 'maxClicks is too large');

const MATCH_WINDOW_RULE = 'matchWindowMinutes must be an integer from 1 to 1440';

/** Minutes a fingerprint match may follow the click (bounds in projects/match-window.ts). */
export const matchWindowMinutes = z
  .number({ error: MATCH_WINDOW_RULE })
  .int(MATCH_WINDOW_RULE)
  .min(MIN_MATCH_WINDOW_MINUTES, MATCH_WINDOW_RULE)
  .max(MAX_MATCH_WINDOW_MINUTES, MATCH_WINDOW_RULE);

const RETENTION_RULE = 'clickRetentionDays must be an integer from 1 to 3650';

/** Days raw clicks are kept (bounds in clicks/retention.ts). */
export const clickRetentionDays = z
  .number({ error: RETENTION_RULE })
  .int(RETENTION_RULE)
  .min(MIN_CLICK_RETENTION_DAYS, RETENTION_RULE)
  .max(MAX_CLICK_RETENTION_DAYS, RETENTION_RULE);

export const password = z
  .string({ error: 'password must be a string' })
  .min(1, 'password must not be empty')
  .max(128, 'password must be at most 128 characters');
