// Links: the project's links as a table (short URL, title, clicks), a page at a time through
// the X-Next-Cursor header, and the "New link" form above it.

import type { components } from '@ferry/sdk/admin';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Session } from '../session';
import { Empty, ErrorState, Loading } from '../ui/states';
import { CopyButton } from './copy-button';
import { NewLinkForm } from './new-link-form';

type Link = components['schemas']['Link'];
const PAGE = 20;

interface Listing {
  links: Link[];
  next: string | null;
}

export function LinksScreen({ session }: { session: Session }) {
  const { admin } = session;
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [refresh, setRefresh] = useState(0);

  const load = useCallback(async (cursor?: string) => {
    setError(null);
    try {
      const { data, error, response } = await admin.GET('/api/links', { params: { query: { limit: PAGE, cursor } } });
      if (error) return setError(error.error);
      const next = response.headers.get('X-Next-Cursor');
      setListing((known) => ({ links: cursor && known ? [...known.links, ...data] : data, next }));
    } catch {
      setError('Ferry could not be reached.');
    }
  }, [admin]);

  useEffect(() => void load(), [load, refresh]);

  const created = () => {
    setCreating(false);
    setRefresh((n) => n + 1);
  };

  return (
    <section aria-labelledby="links-title">
      <div class="screen-head">
        <h1 id="links-title">Links</h1>
        {!creating && <button type="button" onClick={() => setCreating(true)}>New link</button>}
      </div>
      {creating && <NewLinkForm admin={admin} onCreated={created} onCancel={() => setCreating(false)} />}
      {error ? (
        <ErrorState message={error} onRetry={() => void load()} />
      ) : !listing ? (
        <Loading what="links" />
      ) : listing.links.length === 0 ? (
        <Empty>
          <p>No links yet.</p>
          <p>Create your first one with “New link”.</p>
        </Empty>
      ) : (
        <div class="table-wrap">
          <table class="links">
            <thead>
              <tr><th scope="col">Short URL</th><th scope="col">Title</th><th scope="col" class="num">Clicks</th></tr>
            </thead>
            <tbody>
              {listing.links.map((link) => (
                <tr key={link.slug}>
                  <td class="short-url">
                    <a href={link.shortUrl} target="_blank" rel="noopener noreferrer">{link.shortUrl}</a>
                    <CopyButton text={link.shortUrl} label={`Copy ${link.shortUrl}`} />
                  </td>
                  <td>{link.title}</td>
                  <td class="num">{link.clicks ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {listing.next && (
            <button type="button" class="quiet more" onClick={() => void load(listing.next!)}>More links</button>
          )}
        </div>
      )}
    </section>
  );
}
