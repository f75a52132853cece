// Links: the project's links as a table, a page at a time through the X-Next-Cursor header,
// filtered by the list API itself (search, tag, campaign: every link, not only those loaded),
// sorted among those loaded; "New link" above it, and one link's panel (edit, clone, delete,
// QR, history) in place of the table.

import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { ExportButton } from '../exports/export-button';
import { roleOf, type Session } from '../session';
import { Empty, ErrorState, Loading, ViewerNote } from '../ui/states';
import { useRequest } from '../ui/use-request';
import { LinkForm } from './link-form';
import type { Link } from './link-form-model';
import { LinkPanel } from './link-panel';
import { countText, type Filters, isFiltered, LinksFilters, type Listing, NO_FILTERS, queryOf, SORTS, type Sort } from './links-filters';
import { LinksTable } from './links-table';
import './links.css';

const PAGE = 20;
/** Typing waits this long before asking the API again. */
const TYPING_MS = 300;

export function LinksScreen({ session, route = {} }: { session: Session; route?: { slug?: string; campaignId?: string } }) {
  const { admin } = session;
  // A viewer reads links only: no "New link", and the panel's controls that change a link are off.
  const viewer = roleOf(session, session.project) === 'viewer';
  const [listing, setListing] = useState<Listing | null>(null);
  // Only the newest request's answer is shown (useRequest): a slower earlier one must not overwrite it.
  const list = useRequest('viewer');
  const [paging, setPaging] = useState(false);
  const loadingMore = list.busy && paging;
  // A link opened by its address; what went wrong is said in the notice above the table.
  const { run: openLink } = useRequest('viewer');
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ link: Link; notice: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const initial = route.campaignId ? { ...NO_FILTERS, campaignId: route.campaignId } : NO_FILTERS;
  const [filters, setFilters] = useState<Filters>(initial);
  const [applied, setApplied] = useState<Filters>(initial);
  const [sort, setSort] = useState<Sort>('newest');
  const [knownTags, setKnownTags] = useState<string[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setApplied(filters), TYPING_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  const { run } = list;
  const load = useCallback(
    (cursor?: string) => {
      setPaging(!!cursor);
      const query = { limit: PAGE, cursor, ...queryOf(applied) };
      return run(
        () => admin.GET('/api/links', { params: { query } }),
        (links, { response }) => {
          const next = response.headers.get('X-Next-Cursor');
          setListing((known) => ({ links: cursor && known ? [...known.links, ...links] : links, next }));
          setKnownTags((seen) => [...new Set([...seen, ...links.flatMap((l) => l.tags)])].sort());
        },
      );
    },
    [admin, applied, run],
  );

  useEffect(() => void load(), [load]);

  // Opened from elsewhere (`#/links/<slug>`, Analytics' top links): show that link's panel.
  useEffect(() => {
    const slug = route.slug;
    if (!slug) return;
    void openLink(
      () => admin.GET('/api/links/{slug}', { params: { path: { slug } } }),
      (link) => setOpen({ link, notice: null }),
    ).then((failure) => failure && setNotice(failure.message));
  }, [admin, route.slug, openLink]);
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
      <LinkPanel
        admin={admin}
        link={open.link}
        readOnly={viewer}
        notice={open.notice}
        onBack={() => {
          leavePanel();
          reload(null);
        }}
        onChanged={(link, message) => setOpen({ link, notice: message })}
        onDeleted={(slug) => {
          leavePanel();
          reload(`Deleted ${slug}.`);
        }}
      />
    );
  }

  const noLinksAtAll = listing && !filtered && listing.links.length === 0 && !listing.next;
  return (
    <section aria-labelledby="links-title">
      <div class="screen-head">
        <h1 id="links-title">Links</h1>
        <div class="head-actions">
          <ExportButton
            label="Export CSV"
            fallbackName="ferry-links.csv"
            request={() => admin.GET('/api/links/export.csv', { params: { query: queryOf(applied) }, parseAs: 'blob' })}
          />
          {!creating && !viewer && (
            <button type="button" onClick={() => setCreating(true)}>
              New link
            </button>
          )}
        </div>
      </div>
      {viewer && <ViewerNote />}
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      {creating && !viewer && (
        <LinkForm
          admin={admin}
          onSaved={(link) => {
            setCreating(false);
            setNotice(null);
            reload(`Created ${link.shortUrl}.`);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {!noLinksAtAll && <LinksFilters admin={admin} filters={filters} onFilters={setFilters} sort={sort} onSort={setSort} knownTags={knownTags} />}
      {list.error ? (
        <ErrorState message={list.error} onRetry={() => void load()} />
      ) : !listing ? (
        <Loading what="links" />
      ) : noLinksAtAll ? (
        <Empty>
          <p>No links yet.</p>
          {!viewer && <p>Create your first one with “New link”.</p>}
        </Empty>
      ) : (
        <>
          <p class="help count" aria-live="polite">
            {countText(listing, filtered, sort)}
          </p>
          <div class="table-wrap">
            {shown.length === 0 ? (
              <Empty>
                <p>{listing.next ? 'No match among the links searched so far.' : 'No link matches these filters.'}</p>
                <button type="button" class="quiet" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </button>
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
