// GET /api/projects/:projectId/journey.js: the public web-banner script (no credential; only
// public project settings are in it). Browsers and the CDN keep it for a few minutes and then
// revalidate with its ETag, so a settings change shows up within CACHE_SECONDS.

import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { journeyBanner } from '../../services/banner/journey-banner';
import type { AppEnv } from '../env';
import { journeyScript } from '../pages/journey-script';

export const JOURNEY_CACHE_SECONDS = 300;

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds a list of tags, possibly weak (W/"…"), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export function journeyRoutes() {
  return new Hono<AppEnv>().get('/api/projects/:projectId/journey.js', async (c) => {
    const settings = await journeyBanner(c.var.deps, c.req.param('projectId'));
    const body = journeyScript(settings);
    const etag = etagOf(body);
    const headers = {
      ETag: etag,
      'Cache-Control': `public, max-age=${JOURNEY_CACHE_SECONDS}`,
      // Embedded by other sites: readable cross-origin (also with crossorigin="anonymous"),
      // loadable under Cross-Origin-Embedder-Policy, and never sniffed as anything else.
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/javascript; charset=utf-8' });
  });
}
