// Links: the project's links as a table, a page at a time through the X-Next-Cursor header,
// filtered by the list API itself (search, tag, campaign: every link, not only those loaded),
// sorted among those loaded; "New link" above it, and one link's panel (edit, clone, delete,
// QR, history) in place of the table.

import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { roleOf, type Session } from '../session';
import { Empty, ErrorState, Loading, ViewerNote } from '../ui/states';
import { describeError, UNREACHABLE } from './api-error';
import { LinkForm } from './link-form';
import type { Link } from './link-form-model';
import { LinkPanel } from './link-panel';
import { isFiltered, LinksFilters, NO_FILTERS, SORTS, type Filters, type Sort } from './links-filters';
import { LinksTable } from './links-table';
import { ExportButton } from '../exports/export-button';
import './links.css';

const PAGE = 20;
/** Typing waits this long before asking the API again. */
const TYPING_MS = 300;

interface Listing {
  links: Link[];
  next: string | null;
}

/** The list API's filters; the export takes the same ones. */
const queryOf = (f: Filters) => ({ q: f.q.trim() || undefined, tag: f.tag.trim() || undefined, campaignId: f.campaignId || undefined });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function countText(listing: Listing, filtered: boolean, sort: Sort): string {
  const n = listing.links.length;
  const base = filtered
    ? `${plural(n, 'matching link', 'matching links')}${listing.next ? ' so far, more below' : ''}.`
    : `${plural(n, 'link', 'links')}${listing.next ? ' loaded, more below' : ''}.`;
  return sort === 'newest' ? base : `${base} Sorted among those loaded.`;
}

export function LinksScreen({ session, route = {} }: { session: Session; route?: { slug?: string; campaignId?: string } }) {
  const { admin } = session;
  // A viewer reads links only: no "New link", and the panel's controls that change a link are off.
  const viewer = roleOf(session, session.project) === 'viewer';
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ link: Link; notice: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const initial = route.campaignId ? { ...NO_FILTERS, campaignId: route.campaignId } : NO_FILTERS;
  const [filters, setFilters] = useState<Filters>(initial);
  const [applied, setApplied] = useState<Filters>(initial);
  const [sort, setSort] = useState<Sort>('newest');
  const [knownTags, setKnownTags] = useState<string[]>([]);
  // Only the newest request's answer is shown: a slower earlier one must not overwrite it.
  const latest = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setApplied(filters), TYPING_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  const load = useCallback(async (cursor?: string) => {
    const ticket = ++latest.current;
    setError(null);
    if (cursor) setLoadingMore(true);
    const query = { limit: PAGE, cursor, ...queryOf(applied) };
    try {
      const { data, error, response } = await admin.GET('/api/links', { params: { query } });
      if (ticket !== latest.current) return;
      if (error) setError(describeError(error, 'read'));
      else {
        const next = response.headers.get('X-Next-Cursor');
        setListing((known) => ({ links: cursor && known ? [...known.links, ...data] : data, next }));
        setKnownTags((seen) => [...new Set([...seen, ...data.flatMap((l) => l.tags)])].sort());
      }
    } catch {
      if (ticket === latest.current) setError(UNREACHABLE);
    }
    setLoadingMore(false);
  }, [admin, applied]);

  useEffect(() => void load(), [load]);

  // Opened from elsewhere (`#/links/<slug>`, Analytics' top links): show that link's panel.
  useEffect(() => {
    if (!route.slug) return;
    void admin.GET('/api/links/{slug}', { params: { path: { slug: route.slug } } }).then(({ data, error }) => {
      if (data) setOpen({ link: data, notice: null });
      else if (error) setNotice(describeError(error, 'read'));
    }, () => setNotice(UNREACHABLE));
  }, [admin, route.slug]);
  const leavePanel = () => {
    setOpen(null);
    // Back from a link opened by its address: the address becomes the table's again.
    if (location.hash.startsWith('#/links/')) location.hash = '#/links';
  };

  const filtered = isFiltered(applied);
  const shown = useMemo(() => {
    const list = listing?.links ?? [];
    return sort === 'newest' ? list : [...list].sort(SORTS[sort].compare);
  }, [listing, sort]);

  const reload = (message: string | null) => {
    setNotice(message);
    setListing(null);
    void load();
  };

  if (open) {
    return (
      <LinkPanel admin={admin} link={open.link} readOnly={viewer} notice={open.notice}
        onBack={() => { leavePanel(); reload(null); }}
        onChanged={(link, message) => setOpen({ link, notice: message })}
        onDeleted={(slug) => { leavePanel(); reload(`Deleted ${slug}.`); }} />
    );
  }

  const noLinksAtAll = listing && !filtered && listing.links.length === 0 && !listing.next;
  return (
    <section aria-labelledby="links-title">
      <div class="screen-head">
        <h1 id="links-title">Links</h1>
        <div class="head-actions">
          <ExportButton label="Export CSV" fallbackName="ferry-links.csv"
            request={() => admin.GET('/api/links/export.csv', { params: { query: queryOf(applied) }, parseAs: 'blob' })} />
          {!creating && !viewer && <button type="button" onClick={() => setCreating(true)}>New link</button>}
        </div>
      </div>
      {viewer && <ViewerNote />}
      {notice && <p class="notice" role="status">{notice}</p>}
      {creating && !viewer && (
        <LinkForm admin={admin}
          onSaved={(link) => { setCreating(false); setNotice(null); reload(`Created ${link.shortUrl}.`); }}
          onCancel={() => setCreating(false)} />
      )}
      {!noLinksAtAll && (
        <LinksFilters admin={admin} filters={filters} onFilters={setFilters} sort={sort} onSort={setSort} knownTags={knownTags} />
      )}
      {error ? (
        <ErrorState message={error} onRetry={() => void load()} />
      ) : !listing ? (
        <Loading what="links" />
      ) : noLinksAtAll ? (
        <Empty>
          <p>No links yet.</p>
          {!viewer && <p>Create your first one with “New link”.</p>}
        </Empty>
      ) : (
        <>
          <p class="help count" aria-live="polite">{countText(listing, filtered, sort)}</p>
          <div class="table-wrap">
            {shown.length === 0 ? (
              <Empty>
                <p>{listing.next ? 'No match among the links searched so far.' : 'No link matches these filters.'}</p>
                <button type="button" class="quiet" onClick={() => setFilters(NO_FILTERS)}>Clear filters</button>
              </Empty>
            ) : (
              <LinksTable links={shown} onOpen={(link) => setOpen({ link, notice: null })} />
            )}
            {listing.next && (
              <button type="button" class="quiet more" disabled={loadingMore} onClick={() => void load(listing.next!)}>
                {loadingMore ? 'Loading…' : filtered ? 'Search older links' : 'More links'}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
