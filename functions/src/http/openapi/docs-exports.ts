// Route docs of the CSV exports (routes/exports.ts; docs/exports.md).

import { analyticsExportQuery, clicksExportQuery, linksExportQuery } from '../../domain/exports/export-query';
import { projectQuery, READ, SCOPED } from './docs-links';
import { DAY_RANGE_RULES } from './docs-reports';
import type { RouteDoc } from './route-doc';

const csv = { 'text/csv': { type: 'string', contentMediaType: 'text/csv' } };
// The schemas the routes parse their queries with (domain/exports/export-query.ts), so their rules are the document's.
const bom = { bom: linksExportQuery.shape.bom.describe('1: start with the UTF-8 byte order mark (for Excel)') };
const { q, tag, campaignId } = linksExportQuery.shape;
const filters = {
  q: q.describe('As the links list: a part of the slug, title, deep link or desktop URL'),
  tag: tag.describe('Only links carrying this tag'),
  campaignId: campaignId.describe('Only links of this campaign'),
};
const clicks = clicksExportQuery.shape;
const report = analyticsExportQuery.shape;
const common = { group: 'api', tag: 'Exports', auth: READ } as const;
const LINKS_TEXT =
  'Every link the filters select, newest first, streamed. The columns are those POST /api/links/bulk-csv imports, then shortUrl, createdAt and clicks (read-only, ignored by an import): an exported file imports into another project unchanged. Passwords are never exported.';

export const EXPORT_DOCS: RouteDoc[] = [
  {
    ...common,
    method: 'get',
    path: '/api/links/export.csv',
    operationId: 'exportLinksCsv',
    summary: 'Export links as CSV',
    description: LINKS_TEXT,
    query: { ...projectQuery, ...filters, ...bom },
    replies: { 200: { description: 'The links as CSV', media: csv, headers: ['Content-Disposition'] } },
    errors: SCOPED,
  },
  {
    ...common,
    method: 'get',
    path: '/api/projects/{projectId}/links/export.csv',
    operationId: 'exportProjectLinksCsv',
    summary: 'Export links as CSV',
    description: `${LINKS_TEXT} Same as GET /api/links/export.csv.`,
    query: { ...filters, ...bom },
    replies: { 200: { description: 'The links as CSV', media: csv, headers: ['Content-Disposition'] } },
    errors: SCOPED,
  },
  {
    ...common,
    method: 'get',
    path: '/api/projects/{projectId}/clicks.csv',
    operationId: 'exportClicksCsv',
    summary: 'Export clicks as CSV',
    description:
      "The click log of whole UTC days, newest first, streamed: time, slug, platform, OS and version, browser, country, referrer host, the link's UTM fields, influencer, campaign, invite referrer and whether it led to a matched install. Never an IP or a user agent. At most 92 days a request: a longer range keeps its newest 92 days and says so in X-Export-Cut. " +
      DAY_RANGE_RULES,
    query: {
      from: clicks.from.describe('First day, YYYY-MM-DD (default: 29 days before `to`)'),
      to: clicks.to.describe('Last day, YYYY-MM-DD, included (default: today, UTC)'),
      slug: clicks.slug.describe("Only this link's clicks"),
      ...bom,
    },
    replies: { 200: { description: 'The clicks as CSV', media: csv, headers: ['Content-Disposition', 'X-Export-From', 'X-Export-To', 'X-Export-Cut'] } },
    errors: SCOPED,
  },
  {
    ...common,
    method: 'get',
    path: '/api/projects/{projectId}/analytics.csv',
    operationId: 'exportAnalyticsCsv',
    summary: 'Export an analytics report as CSV',
    description:
      'One report a file, with the numbers of its JSON route: `days` (day, clicks, installs), `countries`, `platforms`, `referrers` (referrer_host) and `links` (slug, clicks, installs) over `from`..`to` as GET /api/projects/{projectId}/analytics; `campaigns` and `influencers` all time as GET /api/campaigns and GET /api/analytics/influencers; `referrals` (per referrer: label, clicks, installs, referrals, qualified, flagged) over `range` as GET /api/referrals. ' +
      DAY_RANGE_RULES,
    query: {
      report: report.report,
      from: report.from.describe('First UTC day, YYYY-MM-DD (range reports)'),
      to: report.to.describe('Last UTC day, YYYY-MM-DD, included (range reports)'),
      range: report.range.describe("The referrals report's range"),
      ...bom,
    },
    replies: { 200: { description: 'The report as CSV', media: csv, headers: ['Content-Disposition'] } },
    errors: SCOPED,
  },
];
