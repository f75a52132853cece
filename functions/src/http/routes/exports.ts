// CSV exports: GET /api/links/export.csv (and the project-scoped alias) with the
// list's filters, GET /api/projects/:projectId/clicks.csv?from=&to=&slug=, and
// GET /api/projects/:projectId/analytics.csv?report=&from=&to=&range= (one report a file). Read access as
// the JSON routes (members, viewers included, and secret keys; publishable keys refused);
// `bom=1` prefixes the UTF-8 BOM Excel needs. Thin: parse, resolve the project, stream.

import { type Context, Hono } from 'hono';
import { parseDayRange } from '../../domain/analytics/date-range';
import { parseClickExportRange } from '../../domain/exports/click-range';
import { analyticsExportQuery, clicksExportQuery, linksExportQuery } from '../../domain/exports/export-query';
import { linkListFilterOf } from '../../domain/links/list-filter';
import { projectFor } from '../../services/access/access';
import { analyticsCsv } from '../../services/exports/analytics-csv';
import { clicksCsv } from '../../services/exports/clicks-csv';
import { linksCsv } from '../../services/exports/links-csv';
import { csvResponse } from '../csv-response';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { parseQuery } from '../query';

type Ctx = Context<AppEnv>;

const today = (c: Ctx) => c.var.deps.now().toISOString().slice(0, 10);

async function exportLinks(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const { bom, ...filters } = parseQuery(c, linksExportQuery);
  return csvResponse(c, linksCsv(c.var.deps, project, linkListFilterOf(filters)), { projectId: project.id, what: 'links', bom: bom === '1' });
}

async function exportClicks(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const { from, to, slug, bom } = parseQuery(c, clicksExportQuery);
  const range = parseClickExportRange({ from, to }, today(c));
  const headers = { 'X-Export-From': range.from, 'X-Export-To': range.to, ...(range.cut ? { 'X-Export-Cut': 'true' } : {}) };
  return csvResponse(c, clicksCsv(c.var.deps, project, range, slug), { projectId: project.id, what: 'clicks', bom: bom === '1', headers });
}

async function exportReport(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const { report, bom, ...query } = parseQuery(c, analyticsExportQuery);
  // Read for every report, those that show no days too: a range that is none is a 400 everywhere.
  parseDayRange(query, today(c));
  return csvResponse(c, analyticsCsv(c.var.deps, project, report, query), { projectId: project.id, what: `analytics-${report}`, bom: bom === '1' });
}

export function exportRoutes() {
  const app = new Hono<AppEnv>();
  // Before the link routes: `/api/links/:slug` would take `export.csv` for a slug.
  app.get('/api/links/export.csv', requireAuth, exportLinks);
  app.get('/api/projects/:projectId/links/export.csv', requireAuth, exportLinks);
  app.get('/api/projects/:projectId/clicks.csv', requireAuth, exportClicks);
  app.get('/api/projects/:projectId/analytics.csv', requireAuth, exportReport);
  return app;
}
