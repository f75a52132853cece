// The queries of the CSV exports (docs/exports.md): the links export takes the links list's
// filters, the clicks export a range of days and a slug, the analytics export one report.
// The routes (http/routes/exports.ts) parse with these and the OpenAPI document shows them.

import { z } from 'zod';
import { linkListFilterSchema } from '../links/list-filter';
import { blankAsMissing, dayParam, flagParam, typedParam } from '../query-params';
import { funnelRangeSchema } from '../referrals/schema';

export const REPORTS = ['days', 'countries', 'platforms', 'referrers', 'links', 'campaigns', 'influencers', 'referrals'] as const;
export type Report = (typeof REPORTS)[number];

/** The report named, days when none is (the CLI's `--report` too). */
export const reportSchema = z.enum(REPORTS, { error: `report must be one of ${REPORTS.join(', ')}` }).default('days');

/** The longest `slug` the clicks export takes as its filter. */
export const MAX_SLUG_FILTER_LENGTH = 128;

/** `bom=1`: start the file with the UTF-8 byte order mark Excel needs. */
const bom = flagParam('bom');

export const linksExportQuery = z.object({ ...linkListFilterSchema.shape, bom });

export const clicksExportQuery = z.object({
  from: dayParam('from'),
  to: dayParam('to'),
  slug: blankAsMissing(z.string().max(MAX_SLUG_FILTER_LENGTH, `slug must be at most ${MAX_SLUG_FILTER_LENGTH} characters`)),
  bom,
});

export const analyticsExportQuery = z.object({
  report: typedParam('report', reportSchema),
  from: dayParam('from'),
  to: dayParam('to'),
  range: typedParam('range', funnelRangeSchema),
  bom,
});
