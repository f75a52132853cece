// QR codes of a link: GET /api/links/:id/qr (a data URL in JSON) and /qr/png (the image
// itself), with the project-scoped aliases under /api/projects/:projectId/links.

import { Hono, type Context } from 'hono';
import { invalid } from '../../domain/errors';
import { projectFor } from '../../services/access/access';
import { dataUrl, linkQrCode, QR_FORMATS, QR_SIZE, type QrFormat, type QrOptions } from '../../services/qr/qr-code';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

type Ctx = Context<AppEnv>;

function qrOptions(c: Ctx): QrOptions {
  const rawSize = c.req.query('size');
  const size = rawSize === undefined ? QR_SIZE.default : /^[0-9]{1,5}$/.test(rawSize) ? Number(rawSize) : NaN;
  if (!(size >= QR_SIZE.min && size <= QR_SIZE.max)) {
    throw invalid('size', `size must be a whole number from ${QR_SIZE.min} to ${QR_SIZE.max}`);
  }
  const format = c.req.query('format') ?? 'png';
  if (!(QR_FORMATS as readonly string[]).includes(format)) throw invalid('format', 'format must be png or svg');
  return { size, format: format as QrFormat };
}

async function qrFor(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const options = qrOptions(c);
  return linkQrCode(c.var.deps, project, c.req.param('id') ?? '', options);
}

export function qrRoutes() {
  const app = new Hono<AppEnv>();
  for (const base of ['/api/links', '/api/projects/:projectId/links']) {
    app.get(`${base}/:id/qr`, requireAuth, async (c) => {
      const { shortUrl, image } = await qrFor(c);
      return c.json({ qrCode: dataUrl(image), shortUrl });
    });
    app.get(`${base}/:id/qr/png`, requireAuth, async (c) => {
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
