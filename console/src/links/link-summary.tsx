// What a link does, at a glance: where it opens the app, where web visitors go, whether it
// works right now (scheduled, expired, capped, behind a password), its clicks and age. People
// open a link's page for this, the QR code and the clicks; the form is one click away.

import { Instant } from '../ui/instant';
import type { Link } from './link-form-model';

const at = (iso: string) => <Instant iso={iso} />;

interface Status {
  text: preact.ComponentChildren;
  tone: 'ok' | 'off' | 'info';
}

/** Every reason the link answers differently from a plain redirect, as the server decides it. */
export function statusOf(link: Link, clicks: number | undefined, now = Date.now()): Status[] {
  const found: Status[] = [];
  const scheduled = link.scheduledAt && Date.parse(link.scheduledAt) > now;
  const expired = link.expiresAt && Date.parse(link.expiresAt) <= now;
  const capped = link.maxClicks !== undefined && clicks !== undefined && clicks >= link.maxClicks;
  if (scheduled) found.push({ text: <>Scheduled from {at(link.scheduledAt!)}</>, tone: 'off' });
  if (expired) found.push({ text: <>Expired {at(link.expiresAt!)}</>, tone: 'off' });
  else if (link.expiresAt) found.push({ text: <>Expires {at(link.expiresAt)}</>, tone: 'info' });
  if (capped) found.push({ text: `Click limit reached (${link.maxClicks})`, tone: 'off' });
  else if (link.maxClicks !== undefined) found.push({ text: `Up to ${link.maxClicks} clicks`, tone: 'info' });
  if (link.hasPassword) found.push({ text: 'Password', tone: 'info' });
  if (!scheduled && !expired && !capped) found.unshift({ text: 'Active', tone: 'ok' });
  return found;
}

/** Web visitors: the desktop URL, else the first live URL of the fallback chain, else the desktop deepview page. */
function destination(link: Link) {
  if (link.desktopUrl)
    return (
      <a href={link.desktopUrl} target="_blank" rel="noopener noreferrer">
        {link.desktopUrl}
      </a>
    );
  if (link.fallbackChain.length)
    return (
      <>
        {link.fallbackChain[0]}
        {link.fallbackChain.length > 1 && ` (+${link.fallbackChain.length - 1} fallbacks)`}
      </>
    );
  return <span class="muted">The app’s page (no desktop URL)</span>;
}

export function LinkSummary({ link, clicks }: { link: Link; clicks: number | undefined }) {
  const rules = link.geoRouting.length;
  return (
    <section class="card link-summary" aria-label="Summary">
      <dl>
        <div>
          <dt>Status</dt>
          <dd class="statuses">
            {statusOf(link, clicks).map((s, i) => (
              <span key={i} class={`status ${s.tone}`}>
                {s.text}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Clicks</dt>
          <dd class="clicks">{clicks ?? '–'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{at(link.createdAt)}</dd>
        </div>
        {link.updatedAt !== link.createdAt && (
          <div>
            <dt>Updated</dt>
            <dd>{at(link.updatedAt)}</dd>
          </div>
        )}
        <div class="code">
          <dt>Deep link</dt>
          <dd>
            <code>{link.deepLink ?? 'The app’s home (none set)'}</code>
          </dd>
        </div>
        <div class="url">
          <dt>Web destination</dt>
          <dd>
            {destination(link)}
            {rules > 0 && (
              <>
                {' '}
                · <span class="muted rules">{rules === 1 ? '1 geo rule' : `${rules} geo rules`}</span>
              </>
            )}
          </dd>
        </div>
        {link.tags.length > 0 && (
          <div>
            <dt>Tags</dt>
            <dd class="tags">
              {link.tags.map((t) => (
                <span key={t} class="tag">
                  {t}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
