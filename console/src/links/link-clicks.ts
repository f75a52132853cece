// All-time clicks of the links on screen. The list answer carries no clicks (on Firestore they
// are a sum over count shards, paid per link), so each visible row asks GET /api/links/{slug},
// a few at a time. A failed count shows as "–" rather than failing the table.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useEffect, useState } from 'preact/hooks';

const AT_ONCE = 4;

export type ClickCounts = Record<string, number | null>;

export function useClickCounts(admin: FerryAdmin, slugs: string[], refresh: number): ClickCounts {
  const [counts, setCounts] = useState<ClickCounts>({});
  const wanted = slugs.join('\n');

  useEffect(() => {
    let live = true;
    const queue = wanted ? wanted.split('\n') : [];
    const worker = async () => {
      for (let slug = queue.shift(); slug !== undefined && live; slug = queue.shift()) {
        const clicks = await admin
          .GET('/api/links/{slug}', { params: { path: { slug } } })
          .then(({ data }) => data?.clicks ?? null, () => null);
        if (live) setCounts((known) => ({ ...known, [slug]: clicks }));
      }
    };
    void Promise.all(Array.from({ length: AT_ONCE }, worker));
    return () => {
      live = false;
    };
  }, [admin, wanted, refresh]);

  return counts;
}
