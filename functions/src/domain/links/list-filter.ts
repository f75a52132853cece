// The links list's query (GET /api/links?limit=&cursor=&q=&tag=&campaignId=) and its filters:
// parsed once here, applied by each store (SQL on SQLite, an index plus a bounded scan on
// Firestore) with the same meaning. The exports take the same filters.

import { z } from 'zod';
import { blankAsMissing, wholeNumberParam } from '../query-params';
import { parseInput } from '../validation';
import { MAX_CAMPAIGN_ID_LENGTH, MAX_TAG_LENGTH, text } from './fields';

export interface LinkListFilter {
  /** Case-insensitive substring of the slug, title, deep link or desktop URL (lower-cased here). */
  q?: string;
  /** Links carrying this tag (exact, as stored). */
  tag?: string;
  /** Links of this campaign (exact id). */
  campaignId?: string;
}

export const SEARCH_MAX = 100;
/** Links per page of GET /api/links, and when `limit` is left out. */
export const LINK_PAGE = { max: 100, default: 50 } as const;

/** Empty parameters mean "no filter", as an empty search box does. */
export const linkListFilterSchema = z.strictObject({
  q: blankAsMissing(text('q', SEARCH_MAX)),
  tag: blankAsMissing(text('tag', MAX_TAG_LENGTH)),
  campaignId: blankAsMissing(text('campaignId', MAX_CAMPAIGN_ID_LENGTH)),
});

/** GET /api/links's query: the page, then the filters (the order a bad request's errors are named in). */
export const linkPageQuery = z.object({
  limit: wholeNumberParam('limit', { min: 1, max: LINK_PAGE.max, fallback: LINK_PAGE.default }),
  cursor: blankAsMissing(z.string()),
  ...linkListFilterSchema.shape,
});

/** The filters as the stores apply them: `q` lower-cased, the ones left out absent. */
export function linkListFilterOf({ q, tag, campaignId }: z.output<typeof linkListFilterSchema>): LinkListFilter {
  const filter: LinkListFilter = {};
  if (q) filter.q = q.toLowerCase();
  if (tag) filter.tag = tag;
  if (campaignId) filter.campaignId = campaignId;
  return filter;
}

/** The filters from text (the CLI's flags). */
export const parseLinkListFilter = (query: Record<string, string | undefined>): LinkListFilter => linkListFilterOf(parseInput(linkListFilterSchema, query));

type Searchable = { slug: string; title: string; deepLink?: string; desktopUrl?: string };

/** The search's meaning, shared by both stores: `q` is already lower-cased. */
export function matchesSearch(link: Searchable, q: string): boolean {
  return [link.slug, link.title, link.deepLink, link.desktopUrl].some((value) => value !== undefined && value.toLowerCase().includes(q));
}
