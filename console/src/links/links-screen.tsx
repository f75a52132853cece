// Links: the project's links as a table (short URL, title and tags, all-time clicks from the
// list answer), a page at a time through the X-Next-Cursor header; search, tag and campaign
// filters and sorting over the links loaded so far (the list API pages newest first and has no
// filters: docs/console.md); "New link" above it, and one link's panel (edit, clone, delete,
// QR, history) in place of the table.

import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { roleOf, type Session } from '../session';
import { Empty, ErrorState, Loading, ViewerNote } from '../ui/states';
import { describeError, UNREACHABLE } from './api-error';
import { CopyButton } from './copy-button';
import { LinkForm } from './link-form';
import type { Link } from './link-form-model';
import { LinkPanel } from './link-panel';
import './links.css';

const PAGE = 20;

interface Listing {
  links: Link[];
  next: string | null;
}

type Sort = 'newest' | 'oldest' | 'title' | 'clicks';
const SORTS: Record<Sort, { label: string; compare: (a: Link, b: Link) => number }> = {
  newest: { label: 'Newest first', compare: () => 0 },
  oldest: { label: 'Oldest first', compare: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.slug.localeCompare(b.slug) },
  title: { label: 'Title A–Z', compare: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) },
  clicks: { label: 'Most clicks', compare: (a, b) => (b.clicks ?? 0) - (a.clicks ?? 0) },
};

const matches = (link: Link, q: string) =>
  [link.title, link.slug, link.shortUrl, link.deepLink ?? '', link.desktopUrl ?? '', ...link.tags]
    .some((v) => v.toLowerCase().includes(q));

export function LinksScreen({ session }: { session: Session }) {
  const { admin } = session;
  // A viewer reads links only: no "New link", and the panel's controls that change a link are off.
  const viewer = roleOf(session, session.project) === 'viewer';
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ link: Link; notice: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState('');
  const [campaign, setCampaign] = useState('');
  const [sort, setSort] = useState<Sort>('newest');

  const load = useCallback(async (cursor?: string) => {
    setError(null);
    if (cursor) setLoadingMore(true);
    try {
      const { data, error, response } = await admin.GET('/api/links', { params: { query: { limit: PAGE, cursor } } });
      if (error) setError(describeError(error, 'read'));
      else {
        const next = response.headers.get('X-Next-Cursor');
        setListing((known) => ({ links: cursor && known ? [...known.links, ...data] : data, next }));
      }
    } catch {
      setError(UNREACHABLE);
    }
    setLoadingMore(false);
  }, [admin]);

  useEffect(() => void load(), [load]);

  const all = listing?.links ?? [];
  const tags = useMemo(() => [...new Set(all.flatMap((l) => l.tags))].sort(), [all]);
  const campaigns = useMemo(() => [...new Set(all.map((l) => l.campaignId).filter((c): c is string => !!c))].sort(), [all]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = all.filter((l) => (!q || matches(l, q)) && (!tag || l.tags.includes(tag)) && (!campaign || l.campaignId === campaign));
    return sort === 'newest' ? list : [...list].sort(SORTS[sort].compare);
  }, [all, query, tag, campaign, sort]);
  const filtering = !!(query.trim() || tag || campaign);

  const reload = (message: string | null) => {
    setNotice(message);
    setListing(null);
    void load();
  };

  if (open) {
    return (
      <LinkPanel admin={admin} link={open.link} readOnly={viewer} notice={open.notice}
        onBack={() => { setOpen(null); reload(null); }}
        onChanged={(link, message) => setOpen({ link, notice: message })}
        onDeleted={(slug) => { setOpen(null); reload(`Deleted ${slug}.`); }} />
    );
  }

  return (
    <section aria-labelledby="links-title">
      <div class="screen-head">
        <h1 id="links-title">Links</h1>
        {!creating && !viewer && <button type="button" onClick={() => setCreating(true)}>New link</button>}
      </div>
      {viewer && <ViewerNote />}
      {notice && <p class="notice" role="status">{notice}</p>}
      {creating && !viewer && (
        <LinkForm admin={admin}
          onSaved={(link) => { setCreating(false); setNotice(null); reload(`Created ${link.shortUrl}.`); }}
          onCancel={() => setCreating(false)} />
      )}
      {error ? (
        <ErrorState message={error} onRetry={() => void load()} />
      ) : !listing ? (
        <Loading what="links" />
      ) : all.length === 0 ? (
        <Empty>
          <p>No links yet.</p>
          {!viewer && <p>Create your first one with “New link”.</p>}
        </Empty>
      ) : (
        <>
          <div class="toolbar" role="search" aria-label="Filter links">
            <div class="field grow">
              <label for="links-search">Search</label>
              <input id="links-search" type="search" value={query} placeholder="Title, slug, URL or tag"
                onInput={(e) => setQuery(e.currentTarget.value)} />
            </div>
            <div class="field">
              <label for="links-tag">Tag</label>
              <select id="links-tag" value={tag} onChange={(e) => setTag(e.currentTarget.value)}>
                <option value="">All tags</option>
                {tags.map((t) => <option key={t} value={t}>{t}</option>)}
              </select>
            </div>
            <div class="field">
              <label for="links-campaign">Campaign</label>
              <select id="links-campaign" value={campaign} onChange={(e) => setCampaign(e.currentTarget.value)}>
                <option value="">All campaigns</option>
                {campaigns.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            </div>
            <div class="field">
              <label for="links-sort">Sort by</label>
              <select id="links-sort" value={sort} onChange={(e) => setSort(e.currentTarget.value as Sort)}>
                {(Object.keys(SORTS) as Sort[]).map((s) => <option key={s} value={s}>{SORTS[s].label}</option>)}
              </select>
            </div>
          </div>
          <p class="help count" aria-live="polite">
            {filtering || sort !== 'newest'
              ? `${shown.length} of the ${all.length} links loaded${listing.next ? ' (load more to search further)' : ''}.`
              : `${all.length} links${listing.next ? ' loaded, more below' : ''}.`}
          </p>
          <div class="table-wrap">
            {shown.length === 0 ? (
              <Empty><p>No loaded link matches.</p></Empty>
            ) : (
              <table class="links">
                <thead>
                  <tr><th scope="col">Short URL</th><th scope="col">Title</th><th scope="col" class="num">Clicks</th><th scope="col"><span class="sr-only">Actions</span></th></tr>
                </thead>
                <tbody>
                  {shown.map((link) => (
                    <tr key={link.slug}>
                      <td class="short-url">
                        <a href={link.shortUrl} target="_blank" rel="noopener noreferrer">{link.shortUrl}</a>
                        <CopyButton text={link.shortUrl} label={`Copy ${link.shortUrl}`} />
                      </td>
                      <td class="title-cell">
                        {link.title}
                        {link.tags.length > 0 && (
                          <span class="tags">{link.tags.map((t) => <span key={t} class="tag">{t}</span>)}</span>
                        )}
                      </td>
                      <td class="num">{link.clicks ?? '–'}</td>
                      <td class="row-actions">
                        <button type="button" class="quiet small" aria-label={`Open ${link.slug}`}
                          onClick={() => setOpen({ link, notice: null })}>Open</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {listing.next && (
              <button type="button" class="quiet more" disabled={loadingMore} onClick={() => void load(listing.next!)}>
                {loadingMore ? 'Loading…' : 'More links'}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
