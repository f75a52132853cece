// CSV exports: GET /api/links/export.csv (and the project-scoped alias) with the
// list's filters, GET /api/projects/:projectId/clicks.csv?from=&to=&slug=, and
// GET /api/projects/:projectId/analytics.csv?report=&from=&to=&range= (one report a file). Read access as
// the JSON routes (members, viewers included, and secret keys; publishable keys refused);
// `bom=1` prefixes the UTF-8 BOM Excel needs. Thin: parse, resolve the project, stream.

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { parseDayRange } from '../../domain/analytics/date-range';
import { funnelRangeSchema } from '../../domain/referrals/schema';
import { parseInput } from '../../domain/validation';
import { analyticsCsv, REPORTS } from '../../services/exports/analytics-csv';
import { parseClickExportRange } from '../../domain/exports/click-range';
import { invalid } from '../../domain/errors';
import { parseLinkListFilter } from '../../domain/links/list-filter';
import { projectFor } from '../../services/access/access';
import { clicksCsv } from '../../services/exports/clicks-csv';
import { linksCsv } from '../../services/exports/links-csv';
import { csvResponse } from '../csv-response';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { typedQuery } from '../query';

type Ctx = Context<AppEnv>;

const reportQuery = z.strictObject({
  report: z.enum(REPORTS, { error: `report must be one of ${REPORTS.join(', ')}` }).default('days'),
  range: funnelRangeSchema,
});

function bomOf(c: Ctx): boolean {
  const bom = typedQuery(c, 'bom');
  if (bom === undefined || bom === '0') return false;
  if (bom === '1') return true;
  throw invalid('bom', 'bom must be 1 or 0');
}

async function exportLinks(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const filter = parseLinkListFilter({ q: c.req.query('q'), tag: c.req.query('tag'), campaignId: c.req.query('campaignId') });
  return csvResponse(c, linksCsv(c.var.deps, project, filter), { projectId: project.id, what: 'links', bom: bomOf(c) });
}

async function exportClicks(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const optional = (name: string) => c.req.query(name) || undefined;
  const range = parseClickExportRange({ from: typedQuery(c, 'from'), to: typedQuery(c, 'to') }, c.var.deps.now().toISOString().slice(0, 10));
  const slug = optional('slug');
  if (slug !== undefined && slug.length > 128) throw invalid('slug', 'slug must be at most 128 characters');
  const bom = bomOf(c);
  const headers = { 'X-Export-From': range.from, 'X-Export-To': range.to, ...(range.cut ? { 'X-Export-Cut': 'true' } : {}) };
  return csvResponse(c, clicksCsv(c.var.deps, project, range, slug), { projectId: project.id, what: 'clicks', bom, headers });
}

async function exportReport(c: Ctx) {
  const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
  const { report, range } = parseInput(reportQuery, { report: typedQuery(c, 'report'), range: typedQuery(c, 'range') });
  const query = { from: typedQuery(c, 'from'), to: typedQuery(c, 'to'), range };
  // Read for every report, those that show no days too: a date that is none is a 400 everywhere.
  parseDayRange(query, c.var.deps.now().toISOString().slice(0, 10));
  return csvResponse(c, analyticsCsv(c.var.deps, project, report, query), { projectId: project.id, what: `analytics-${report}`, bom: bomOf(c) });
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
