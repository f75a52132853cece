// ferry link export --csv, ferry clicks export and ferry analytics export: the files of
// GET /api/links/export.csv, /clicks.csv and /analytics.csv (docs/exports.md), from the same
// services and the same query parsing, so a file is byte for byte the API's for the same data
// and a refusal carries the API's message (exit 1, as the other verbs' refusals).

import { z } from 'zod';
import { invalid } from '../domain/errors';
import { parseClickExportRange } from '../domain/exports/click-range';
import { REPORTS, reportSchema } from '../domain/exports/export-query';
import { parseLinkListFilter } from '../domain/links/list-filter';
import type { ProjectRecord } from '../domain/projects/types';
import { funnelRangeSchema } from '../domain/referrals/schema';
import { parseInput } from '../domain/validation';
import { analyticsCsv } from '../services/exports/analytics-csv';
import { clicksCsv } from '../services/exports/clicks-csv';
import { linksCsv } from '../services/exports/links-csv';
import { type CliContext, type Noun, stringFlag, type Values, type Verb } from './command';
import { CSV_OUT_HELP, CSV_OUT_OPTIONS, CSV_OUT_USAGE, csvTarget, writeCsv } from './csv-out';
import { usageError } from './errors';

const RANGE_OPTIONS = { project: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } } as const;

/** An empty flag means "not given", as an empty query parameter does for the API. */
const given = (values: Values, name: string) => stringFlag(values, name) || undefined;

/** Clicks and reports name their project, as their API paths do: no "the only project" guess. */
async function namedProject(ctx: CliContext, values: Values): Promise<ProjectRecord> {
  const requested = given(values, 'project');
  if (requested === undefined) throw usageError('--project <id|subdomain> is required');
  return ctx.project(requested);
}

/** The API's `report` and `range` rules (domain/exports/export-query.ts), with its messages. */
const reportFlags = z.strictObject({
  report: reportSchema,
  range: funnelRangeSchema,
});

const today = (ctx: CliContext) => ctx.deps().now().toISOString().slice(0, 10);

export const LINK_EXPORT_HELP = `export --csv: the links as GET /api/links/export.csv writes them (the columns link import reads, then
  shortUrl, createdAt, clicks), newest first; --q (search), --tag and --campaign-id filter as the links list does.
${CSV_OUT_HELP}`;

export const linkExportVerb: Verb = {
  usage: `export --csv [--q <text>] [--tag <tag>] [--campaign-id <id>] [--project <id>] ${CSV_OUT_USAGE}`,
  options: {
    csv: { type: 'boolean' },
    project: { type: 'string' },
    q: { type: 'string' },
    tag: { type: 'string' },
    'campaign-id': { type: 'string' },
    ...CSV_OUT_OPTIONS,
  },
  async run(ctx, values) {
    // The only format today; asked for by name so that `ferry export` (NDJSON) is not mistaken for it.
    if (!values.csv) throw usageError('--csv is required (the one format link export writes)');
    const target = csvTarget(ctx, values);
    const project = await ctx.project(stringFlag(values, 'project'));
    const filter = parseLinkListFilter({ q: stringFlag(values, 'q'), tag: stringFlag(values, 'tag'), campaignId: stringFlag(values, 'campaign-id') });
    return writeCsv(ctx, linksCsv(ctx.deps(), project, filter), target, values.bom === true);
  },
};

export const clicksNoun: Noun = {
  summary: 'the click log as CSV',
  notes: `--from and --to are UTC days (YYYY-MM-DD, both included; default the last 30 days). At most 92 days
are exported at once: a longer range keeps its newest 92 days and says so on stderr (ask again with
--to set to the day before the first day exported). --slug: one link's clicks only.
${CSV_OUT_HELP}`,
  verbs: {
    export: {
      usage: `export --project <id> [--from <YYYY-MM-DD>] [--to <YYYY-MM-DD>] [--slug <slug>] ${CSV_OUT_USAGE}`,
      options: { ...RANGE_OPTIONS, slug: { type: 'string' }, ...CSV_OUT_OPTIONS },
      async run(ctx, values) {
        const target = csvTarget(ctx, values);
        const project = await namedProject(ctx, values);
        const range = parseClickExportRange({ from: given(values, 'from'), to: given(values, 'to') }, today(ctx));
        const slug = given(values, 'slug');
        if (slug !== undefined && slug.length > 128) throw invalid('slug', 'slug must be at most 128 characters');
        const output = await writeCsv(ctx, clicksCsv(ctx.deps(), project, range, slug), target, values.bom === true, {
          from: range.from,
          to: range.to,
          cut: range.cut,
        });
        if (range.cut && !ctx.json) {
          ctx.stderr.write(
            `ferry: only the newest 92 days were exported (${range.from} to ${range.to}); for earlier clicks, ask again with --to set to the day before ${range.from}\n`,
          );
        }
        return output;
      },
    },
  },
};

export const analyticsNoun: Noun = {
  summary: 'analytics reports as CSV',
  notes: `--report: ${REPORTS.join(', ')} (default days); each is the table of its JSON
  report (docs/exports.md). --from and --to (UTC days, YYYY-MM-DD; default the last 30 days) bound days,
  countries, platforms, referrers and links; --range 7d|30d|all (default 30d) bounds referrals;
  campaigns and influencers are all time.
${CSV_OUT_HELP}`,
  verbs: {
    export: {
      usage: `export --project <id> [--report <name>] [--from <YYYY-MM-DD>] [--to <YYYY-MM-DD>] [--range 7d|30d|all] ${CSV_OUT_USAGE}`,
      options: { ...RANGE_OPTIONS, report: { type: 'string' }, range: { type: 'string' }, ...CSV_OUT_OPTIONS },
      async run(ctx, values) {
        const target = csvTarget(ctx, values);
        const project = await namedProject(ctx, values);
        const { report, range } = parseInput(reportFlags, { report: given(values, 'report'), range: given(values, 'range') });
        const query = { from: given(values, 'from'), to: given(values, 'to'), range };
        return writeCsv(ctx, analyticsCsv(ctx.deps(), project, report, query), target, values.bom === true, { report });
      },
    },
  },
};
