// QR codes of a link: GET /api/links/:slug/qr (a data URL in JSON) and /qr/png (the image
// itself), with the project-scoped aliases under /api/projects/:projectId/links.

import { type Context, Hono } from 'hono';
import { qrQuery } from '../../domain/qr/qr-options';
import { projectFor } from '../../services/access/access';
import { dataUrl, linkQrCode } from '../../services/qr/qr-code';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { parseQuery } from '../query';

type Ctx = Context<AppEnv>;

async function qrFor(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const options = parseQuery(c, qrQuery);
  return linkQrCode(c.var.deps, project, c.req.param('slug') ?? '', options);
}

export function qrRoutes() {
  const app = new Hono<AppEnv>();
  for (const base of ['/api/links', '/api/projects/:projectId/links']) {
    app.get(`${base}/:slug/qr`, requireAuth, async (c) => {
      const { shortUrl, image } = await qrFor(c);
      return c.json({ qrCode: dataUrl(image), shortUrl });
    });
    app.get(`${base}/:slug/qr/png`, requireAuth, async (c) => {
      const { slug, image } = await qrFor(c);
      return c.body(new Uint8Array(image.bytes), 200, {
        'Content-Type': image.contentType,
        // Slugs are [A-Za-z0-9_-], so the name needs no quoting beyond the quotes.
        'Content-Disposition': `attachment; filename="${slug}.${image.extension}"`,
      });
    });
  }
  return app;
}
