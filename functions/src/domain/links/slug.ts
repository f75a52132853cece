// Slug rules (docs/adr/0003-slugs-case-sensitive-and-generated.md) and slugs made from titles.

/** The longest slug a link made here may have; SLUG_PATTERN and withSuffix follow it. */
export const MAX_SLUG_LENGTH = 64;
export const SLUG_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${MAX_SLUG_LENGTH - 1}}$`);
/**
 * The longest slug a stored link can have: links made here have 1 to MAX_SLUG_LENGTH characters, links brought
 * by `ferry import` up to this many. A longer path names no link, so the redirect answers 404
 * without looking anything up (its Firestore document id alone could be up to 4 bytes a character).
 */
export const MAX_STORED_SLUG_LENGTH = 100;
export const couldBeStoredSlug = (slug: string) => slug.length >= 1 && slug.length <= MAX_STORED_SLUG_LENGTH;
// `console`: on Firebase, Hosting serves the console's static files at /console on every host.
// `resolve`, `bulk`, `batch`, `bulk-csv`: routes under /api/links/ that take the place of a
// slug there (GET /api/links/resolve is the public resolve, not the link `resolve`), now or
// should they gain a method. `export.csv` is one too, but no slug can hold a dot.
export const RESERVED_SLUGS = [
  'api',
  'health',
  '.well-known',
  'favicon.ico',
  'robots.txt',
  'static',
  'assets',
  'console',
  'resolve',
  'bulk',
  'batch',
  'bulk-csv',
];
const RESERVED = new Set(RESERVED_SLUGS);

/** The reserved words a slug could otherwise be, for the message that refuses one. */
export const RESERVED_SLUG_WORDS = RESERVED_SLUGS.filter((word) => SLUG_PATTERN.test(word));

/** Reserved words are refused whatever their case: `/API` would shadow `/api` on some proxies. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.toLowerCase());
}

const MAX_BASE = 48;
// Letters that Unicode does not decompose into a base letter plus accents.
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/** "Summer Sale 50% — Ünïcode!" -> "summer-sale-50-unicode"; '' when nothing usable is left. */
export function slugFromTitle(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[ßæøœđłþð]/g, (ch) => LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = words.length <= MAX_BASE ? words : cutAtWord(words.slice(0, MAX_BASE + 1));
  return isReservedSlug(base) ? '' : base;
}

/** Cuts a too-long slug at its last word break when that keeps at least half of it. */
function cutAtWord(slug: string): string {
  const lastBreak = slug.lastIndexOf('-');
  return lastBreak >= MAX_BASE / 2 ? slug.slice(0, lastBreak) : slug.slice(0, MAX_BASE).replace(/-+$/, '');
}

/** Adds a random suffix to a taken slug, keeping the result within the slug pattern. */
export function withSuffix(base: string, suffix: string): string {
  // The hyphen takes one character of the maximum.
  return base ? `${base.slice(0, MAX_SLUG_LENGTH - 1 - suffix.length)}-${suffix}` : suffix;
}
