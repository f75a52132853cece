// Analytics reports as CSV: each report is one table built from the very answer its
// JSON route gives (the same service call), so the numbers cannot differ. Reports are small
// (bounded by their range or by the project's campaigns, influencers and referrers).

import { type Cell, csvRow } from '../../domain/csv/write';
import type { Report } from '../../domain/exports/export-query';
import type { ProjectRecord } from '../../domain/projects/types';
import type { FunnelRange } from '../../domain/referrals/types';
import { analyticsFor, influencerStats } from '../analytics/analytics';
import { listCampaigns } from '../campaigns/campaigns';
import type { ServiceDeps } from '../deps';
import { referralFunnel } from '../referrals/referrals';

export interface ReportQuery {
  from?: string;
  to?: string;
  /** The referral funnel's own range (as GET /api/referrals). */
  range: FunnelRange;
}

type Table = { header: string[]; rows: Cell[][] };

async function table(deps: ServiceDeps, project: ProjectRecord, report: Report, query: ReportQuery): Promise<Table> {
  switch (report) {
    case 'campaigns': {
      const campaigns = await listCampaigns(deps, project);
      return {
        header: ['campaign_id', 'name', 'clicks', 'installs', 'created_at'],
        rows: campaigns.map((c) => [c.id, c.name, c.clicks, c.installs, c.createdAt]),
      };
    }
    case 'influencers': {
      const stats = await influencerStats(deps, project);
      return { header: ['influencer_id', 'clicks', 'installs', 'unique_users'], rows: stats.map((s) => [s.influencerId, s.clicks, s.installs, s.uniqueUsers]) };
    }
    case 'referrals': {
      const { referrers } = await referralFunnel(deps, project, query.range);
      return {
        header: ['referrer_id', 'referrer_label', 'clicks', 'installs', 'referrals', 'qualified', 'flagged'],
        rows: referrers.map((r) => [r.referrerId, r.referrerLabel, r.clicks, r.installs, r.referrals, r.qualified, r.flagged]),
      };
    }
    default: {
      const data = await analyticsFor(deps, project, { from: query.from, to: query.to });
      if (report === 'days') return { header: ['day', 'clicks', 'installs'], rows: data.clicksByDay.map((d) => [d.date, d.clicks, d.installs]) };
      if (report === 'countries') return { header: ['country', 'clicks'], rows: data.byCountry.map((r) => [r.country, r.clicks]) };
      if (report === 'platforms') return { header: ['platform', 'clicks'], rows: data.byPlatform.map((r) => [r.platform, r.clicks]) };
      if (report === 'referrers') return { header: ['referrer_host', 'clicks'], rows: data.byReferrer.map((r) => [r.referrerHost, r.clicks]) };
      return { header: ['slug', 'clicks', 'installs'], rows: data.topLinks.map((l) => [l.slug, l.clicks, l.installs]) };
    }
  }
}

/** The report as one chunk: small enough to build whole. */
export async function* analyticsCsv(deps: ServiceDeps, project: ProjectRecord, report: Report, query: ReportQuery): AsyncGenerator<string> {
  const { header, rows } = await table(deps, project, report, query);
  yield csvRow(header) + rows.map(csvRow).join('');
}
