// The Links toolbar: search, tag and campaign filters that the list API applies to every link
// (GET /api/links?q=&tag=&campaignId=), and a sort of the links loaded so far (the API pages
// newest first only: docs/console.md).

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useLoad } from '../ui/use-request';
import type { Link } from './link-form-model';

export interface Filters {
  q: string;
  tag: string;
  campaignId: string;
}
export const NO_FILTERS: Filters = { q: '', tag: '', campaignId: '' };
export const isFiltered = (f: Filters): boolean => !!(f.q.trim() || f.tag.trim() || f.campaignId);

export type Sort = 'newest' | 'oldest' | 'title' | 'clicks';
export const SORTS: Record<Sort, { label: string; compare: (a: Link, b: Link) => number }> = {
  newest: { label: 'Newest first', compare: () => 0 },
  oldest: { label: 'Oldest first', compare: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.slug.localeCompare(b.slug) },
  title: { label: 'Title A–Z', compare: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) },
  clicks: { label: 'Most clicks', compare: (a, b) => (b.clicks ?? 0) - (a.clicks ?? 0) },
};

/** The links loaded so far, and the cursor of the next page (null: none). */
export interface Listing {
  links: Link[];
  next: string | null;
}

/** The list API's filters; the export takes the same ones. */
export const queryOf = (f: Filters) => ({ q: f.q.trim() || undefined, tag: f.tag.trim() || undefined, campaignId: f.campaignId || undefined });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 links.", "1 matching link so far, more below." and how they are sorted. */
export function countText(listing: Listing, filtered: boolean, sort: Sort): string {
  const n = listing.links.length;
  const base = filtered
    ? `${plural(n, 'matching link', 'matching links')}${listing.next ? ' so far, more below' : ''}.`
    : `${plural(n, 'link', 'links')}${listing.next ? ' loaded, more below' : ''}.`;
  return sort === 'newest' ? base : `${base} Sorted among those loaded.`;
}

interface Props {
  admin: FerryAdmin;
  filters: Filters;
  onFilters: (next: Filters) => void;
  sort: Sort;
  onSort: (next: Sort) => void;
  /** Tags seen on the links loaded so far: suggestions, any tag may be typed. */
  knownTags: string[];
}

export function LinksFilters({ admin, filters, onFilters, sort, onSort, knownTags }: Props) {
  // Names for the campaign filter; without them (an error is not shown) it still offers "All campaigns".
  const campaigns = useLoad(() => admin.GET('/api/campaigns'), [admin]).data ?? [];
  const set = (field: keyof Filters) => (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) =>
    onFilters({ ...filters, [field]: e.currentTarget.value });

  return (
    <div class="toolbar" role="search" aria-label="Filter links">
      <div class="field grow">
        <label for="links-search">Search</label>
        <input id="links-search" type="search" value={filters.q} maxLength={100} placeholder="Title, slug or URL" onInput={set('q')} />
      </div>
      <div class="field">
        <label for="links-tag">Tag</label>
        <input id="links-tag" type="search" list="links-tag-list" value={filters.tag} maxLength={50} placeholder="Any tag" onInput={set('tag')} />
        <datalist id="links-tag-list">
          {knownTags.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </div>
      <div class="field">
        <label for="links-campaign">Campaign</label>
        <select id="links-campaign" value={filters.campaignId} onChange={set('campaignId')}>
          <option value="">All campaigns</option>
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="links-sort">Sort by</label>
        <select id="links-sort" value={sort} onChange={(e) => onSort(e.currentTarget.value as Sort)}>
          {(Object.keys(SORTS) as Sort[]).map((s) => (
            <option key={s} value={s}>
              {SORTS[s].label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
