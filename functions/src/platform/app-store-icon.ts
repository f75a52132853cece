// The app icon for deepviews when the project sets none: the public App Store lookup by
// bundle ID, fetched once per bundle and cached. A slow or failed lookup answers null (the
// page shows the app's initial instead) and is retried later, never breaking the page.

import { TtlCache } from './ttl-cache';

const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
const MISSING_TTL_MS = 10 * 60 * 1000;
const TIMEOUT_MS = 1500;

export function createAppStoreIconLookup(baseUrl: string, fetchFn: typeof fetch = fetch) {
  const cache = new TtlCache<string | null>(1000, FOUND_TTL_MS);
  const inFlight = new Map<string, Promise<string | null>>();

  async function lookup(bundleId: string): Promise<string | null> {
    try {
      const url = `${baseUrl}?bundleId=${encodeURIComponent(bundleId)}`;
      const response = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) return null;
      const body = (await response.json()) as { results?: { artworkUrl512?: unknown; artworkUrl100?: unknown }[] };
      const art = body.results?.[0]?.artworkUrl512 ?? body.results?.[0]?.artworkUrl100;
      return typeof art === 'string' && art.startsWith('https://') ? art : null;
    } catch {
      return null;
    }
  }

  return async function appStoreIcon(bundleId: string): Promise<string | null> {
    const cached = cache.get(bundleId);
    if (cached !== undefined) return cached;
    // Concurrent first visits share one lookup.
    let pending = inFlight.get(bundleId);
    if (!pending) {
      pending = lookup(bundleId).then((icon) => {
        cache.set(bundleId, icon, icon ? FOUND_TTL_MS : MISSING_TTL_MS);
        inFlight.delete(bundleId);
        return icon;
      });
      inFlight.set(bundleId, pending);
    }
    return pending;
  };
}
