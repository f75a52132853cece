// GET /api/pixel/:projectId (also on the project host): a 1x1 transparent GIF that records a
// hashed fingerprint of the visiting browser, so analytics can tell which link clickers had
// visited the site before. No cookies; nothing personal is stored.

import { Hono } from 'hono';
import { recordPixelVisit } from '../../services/visitors/pixel-visit';
import { clientIp, clientLimitKey } from '../client';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function pixelRoutes() {
  return new Hono<AppEnv>().get('/api/pixel/:projectId', rateLimit({ name: 'pixel', limit: 120, windowMs: 60_000, key: clientLimitKey }), async (c) => {
    await recordPixelVisit(c.var.deps, c.req.param('projectId'), clientIp(c), c.req.header('user-agent') ?? '');
    // The same GIF for unknown projects: the pixel never tells which ids exist.
    return c.body(new Uint8Array(GIF), 200, {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store, no-cache, must-revalidate, private, max-age=0',
      Pragma: 'no-cache',
      Expires: '0',
    });
  });
}
