// GET /api/pixel/:projectId (also on the project host): a 1x1 transparent GIF that records a
// hashed fingerprint of the visiting browser, so analytics can tell which link clickers had
// visited the site before. No cookies; nothing personal is stored.

import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { clientIp, clientLimitKey } from '../client';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function pixelRoutes() {
  return new Hono<AppEnv>().get(
    '/api/pixel/:projectId',
    rateLimit({ name: 'pixel', limit: 120, windowMs: 60_000, key: clientLimitKey }),
    async (c) => {
      const { deps } = c.var;
      const project = await deps.store.projects.get(c.req.param('projectId'));
      if (project) {
        const visitor = createHmac('sha256', deps.ipHashPepper).update(`${clientIp(c) ?? 'unknown'}|${c.req.header('user-agent') ?? ''}`).digest('hex');
        await deps.store.pixel.recordVisit(project.id, visitor, deps.now().toISOString());
      }
      // The same GIF for unknown projects: the pixel never tells which ids exist.
      return c.body(new Uint8Array(GIF), 200, {
        'Content-Type': 'image/gif',
        'Cache-Control': 'no-store, no-cache, must-revalidate, private, max-age=0',
        Pragma: 'no-cache',
        Expires: '0',
      });
    },
  );
}
