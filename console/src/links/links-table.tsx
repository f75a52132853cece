// The links table: short URL (with copy), title and tags (and "Destination down" when the daily
// health check found the web destination dead), all-time clicks, and "Open".

import { ShortUrl } from '../ui/short-url';
import type { Link } from './link-form-model';

export function LinksTable({ links, onOpen }: { links: Link[]; onOpen: (link: Link) => void }) {
  return (
    <table class="links">
      <thead>
        <tr>
          <th scope="col">Short URL</th>
          <th scope="col">Title</th>
          <th scope="col" class="num">
            Clicks
          </th>
          <th scope="col">
            <span class="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.slug}>
            <td class="short-url">
              <ShortUrl url={link.shortUrl} />
            </td>
            <td class="title-cell">
              {link.title}
              {(link.tags.length > 0 || link.health?.status === 'dead') && (
                <span class="tags">
                  {link.health?.status === 'dead' && (
                    <span class="tag broken" title={link.health.lastError ?? undefined}>
                      Destination down
                    </span>
                  )}
                  {link.tags.map((t) => (
                    <span key={t} class="tag">
                      {t}
                    </span>
                  ))}
                </span>
              )}
            </td>
            <td class="num">{link.clicks ?? '–'}</td>
            <td class="row-actions">
              <button type="button" class="quiet small" aria-label={`Open ${link.slug}`} onClick={() => onOpen(link)}>
                Open
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
