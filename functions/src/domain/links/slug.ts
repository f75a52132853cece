// Slug rules (decisions §1) and slugs made from titles.

export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const RESERVED_SLUGS = ['api', 'health', '.well-known', 'favicon.ico', 'robots.txt', 'static', 'assets'];
const RESERVED = new Set(RESERVED_SLUGS);

/** Reserved words are refused whatever their case: `/API` would shadow `/api` on some proxies. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug.toLowerCase());
}

const MAX_BASE = 48;

/** "Summer Sale 50% — Ünïcode!" -> "summer-sale-50-unicode"; '' when nothing usable is left. */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/, '');
  return isReservedSlug(base) ? '' : base;
}

/** Adds a random suffix to a taken slug, keeping the result within the slug pattern. */
export function withSuffix(base: string, suffix: string): string {
  return base ? `${base.slice(0, 63 - suffix.length)}-${suffix}` : suffix;
}
