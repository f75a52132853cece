// POST /api/links/bulk-csv: multipart/form-data with `file` (CSV) and `projectId` (required
// for ID tokens; a secret key implies its project). Thin: read the form, resolve the project,
// hand the file to the CSV import service (decisions §4).

import { Hono, type Context } from 'hono';
import { projectFor } from '../../services/access';
import { checkCsvFile } from '../../services/csv-file';
import { importCsvLinks } from '../../services/csv-links';
import { readUpload } from '../../services/csv-upload';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

async function bulkCsv(c: Context<AppEnv>) {
  const upload = await readUpload(c.req.header('content-type'), c.req.raw.body);
  // Who may write where comes before anything about the file.
  const target = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, upload.fields), 'write');
  checkCsvFile(upload.file);
  return c.json(await importCsvLinks(c.var.deps, target, upload.file));
}

export function bulkCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/links/bulk-csv', requireAuth, bulkCsv);
  return app;
}
