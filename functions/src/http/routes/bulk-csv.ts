// GET /api/links/bulk-csv/template: the header an import accepts.
// POST /api/links/bulk-csv: multipart/form-data with `file` (CSV) and `projectId` (required
// for ID tokens; a secret key implies its project). Thin: read the form, resolve the project,
// hand the file to the CSV import service (services/bulk/csv-links.ts).

import { type Context, Hono } from 'hono';
import { projectFor } from '../../services/access/access';
import { checkCsvFile } from '../../services/bulk/csv-file';
import { CSV_COLUMNS, importCsvLinks } from '../../services/bulk/csv-links';
import { readUpload } from '../../services/bulk/csv-upload';
import { unsupportedEncoding } from '../content-encoding';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

async function bulkCsv(c: Context<AppEnv>) {
  const encoded = unsupportedEncoding(c);
  if (encoded) {
    // Read and dropped first, so the connection stays clean for the client's next request.
    await c.req.arrayBuffer();
    throw encoded;
  }
  const upload = await readUpload(c.req.header('content-type'), c.req.raw.body);
  // Who may write where comes before anything about the file.
  const target = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, upload.fields), 'write');
  checkCsvFile(upload.file);
  return c.json(await importCsvLinks(c.var.deps, target, upload.file));
}

/** The header line of an importable file: public, it names columns only (no project data). */
function template(c: Context<AppEnv>) {
  c.header('Content-Disposition', 'attachment; filename="ferry-links-template.csv"');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(`${CSV_COLUMNS.join(',')}\r\n`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}

export function bulkCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/links/bulk-csv', requireAuth, bulkCsv);
  app.get('/api/links/bulk-csv/template', template);
  return app;
}
