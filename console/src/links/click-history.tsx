// The link's last 20 clicks (GET /api/links/{slug}/history), newest first, at the viewer's
// local time with the zone named.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useEffect, useRef } from 'preact/hooks';
import { Instant } from '../ui/instant';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';

const PLATFORM = { ios: 'iOS', android: 'Android', web: 'Web' } as const;

interface Props {
  admin: FerryAdmin;
  slug: string;
  /** Called after each load, so the panel can refresh the link's click count too. */
  onLoaded?: () => void;
}

export function ClickHistory({ admin, slug, onLoaded }: Props) {
  const history = useLoad(() => admin.GET('/api/links/{slug}/history', { params: { path: { slug } } }), [admin, slug], 'viewer');
  const { data: clicks, error, reload } = history;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  // Each answer is a new list: the panel refreshes the link's click count with it.
  useEffect(() => {
    if (clicks) loaded.current?.();
  }, [clicks]);

  return (
    <section class="card history" aria-labelledby="history-title">
      <div class="screen-head">
        <h2 id="history-title">Click history</h2>
        <button
          type="button"
          class="quiet small"
          onClick={() => {
            history.setData(null);
            void reload();
          }}
        >
          Refresh
        </button>
      </div>
      {error ? (
        <ErrorState message={error} onRetry={() => void reload()} />
      ) : !clicks ? (
        <Loading what="click history" />
      ) : clicks.length === 0 ? (
        <Empty>
          <p>No clicks yet.</p>
          <p>The last 20 appear here.</p>
        </Empty>
      ) : (
        <div class="table-scroll">
          <table class="history-table">
            <caption class="help">The last {clicks.length} clicks, newest first, in your time zone.</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Country</th>
                <th scope="col">Platform</th>
                <th scope="col">Referrer</th>
                <th scope="col">Browser</th>
              </tr>
            </thead>
            <tbody>
              {clicks.map((c, i) => (
                <tr key={`${c.clickedAt}-${i}`}>
                  <td>
                    <Instant iso={c.clickedAt} seconds />
                  </td>
                  <td data-label="Country">{c.country === 'XX' ? 'Unknown' : c.country}</td>
                  <td data-label="Platform">{PLATFORM[c.platform]}</td>
                  <td data-label="Referrer">{c.referrerHost ?? 'Direct'}</td>
                  <td data-label="Browser">{c.userAgentFamily}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
