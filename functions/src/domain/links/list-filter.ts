// Filters of the links list (GET /api/links?q=&tag=&campaignId=): parsed once here, applied by
// each store (SQL on SQLite, an index plus a bounded scan on Firestore) with the same meaning.

import { z } from 'zod';
import { parseInput } from '../validation';
import { text } from './fields';

export interface LinkListFilter {
  /** Case-insensitive substring of the slug, title, deep link or desktop URL (lower-cased here). */
  q?: string;
  /** Links carrying this tag (exact, as stored). */
  tag?: string;
  /** Links of this campaign (exact id). */
  campaignId?: string;
}

export const SEARCH_MAX = 100;

const optional = (schema: z.ZodType<string>) => schema.optional().transform((v) => (v ? v : undefined));

export const linkListFilterSchema = z.strictObject({
  q: optional(text('q', SEARCH_MAX)),
  tag: optional(text('tag', 50)),
  campaignId: optional(text('campaignId', 128)),
});

/** Empty parameters mean "no filter", as an empty search box does. */
export function parseLinkListFilter(query: Record<string, string | undefined>): LinkListFilter {
  const { q, tag, campaignId } = parseInput(linkListFilterSchema, query);
  const filter: LinkListFilter = {};
  if (q) filter.q = q.toLowerCase();
  if (tag) filter.tag = tag;
  if (campaignId) filter.campaignId = campaignId;
  return filter;
}

type Searchable = { slug: string; title: string; deepLink?: string; desktopUrl?: string };

/** The search's meaning, shared by both stores: `q` is already lower-cased. */
export function matchesSearch(link: Searchable, q: string): boolean {
  return [link.slug, link.title, link.deepLink, link.desktopUrl].some((value) => value !== undefined && value.toLowerCase().includes(q));
}
