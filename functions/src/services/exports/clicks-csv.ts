// The clicks export (GET /api/projects/:projectId/clicks.csv): the click log of a
// range of days, newest first, read in batches (ClickRepo.scan), so memory stays flat however
// many clicks there are. What a click keeps and nothing more: never an IP (only keyed hashes
// exist, and none is exported), never the user agent (only its browser and OS), no password
// or key. UTM fields are the link's as it is now (a click does not copy them).

import type { ClickEvent } from '../../domain/clicks/types';
import { type Cell, csvRow } from '../../domain/csv/write';
import type { ClickExportRange } from '../../domain/exports/click-range';
import type { LinkRecord } from '../../domain/links/types';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

export const CLICK_COLUMNS = [
  'clicked_at',
  'slug',
  'platform',
  'os',
  'os_version',
  'browser',
  'country',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'influencer_id',
  'campaign_id',
  'referrer_id',
  'install_matched',
] as const;

const BATCH = 500;
type Utm = Pick<LinkRecord, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmContent' | 'utmTerm'>;

function rowOf(click: ClickEvent, utm: Utm): string {
  const cells: Cell[] = [
    click.clickedAt,
    click.slug,
    click.platform,
    click.os,
    click.osVersion,
    click.uaFamily,
    click.country,
    click.referrerHost,
    utm.utmSource,
    utm.utmMedium,
    utm.utmCampaign,
    utm.utmContent,
    utm.utmTerm,
    click.influencerId,
    click.campaignId,
    click.referrerId,
    click.installMatched === true,
  ];
  return csvRow(cells);
}

export async function* clicksCsv(deps: ServiceDeps, project: ProjectRecord, range: ClickExportRange, slug?: string): AsyncGenerator<string> {
  // One read per distinct link, only its UTM fields kept.
  const utms = new Map<string, Utm>();
  const utmOf = async (linkSlug: string): Promise<Utm> => {
    let utm = utms.get(linkSlug);
    if (!utm) {
      const { utmSource, utmMedium, utmCampaign, utmContent, utmTerm } = (await deps.store.links.get(project.id, linkSlug)) ?? {};
      utms.set(linkSlug, (utm = { utmSource, utmMedium, utmCampaign, utmContent, utmTerm }));
    }
    return utm;
  };
  let header = csvRow(CLICK_COLUMNS);
  for await (const batch of deps.store.clicks.scan(project.id, { from: range.since, to: range.until, ...(slug ? { slug } : {}) }, BATCH)) {
    let rows = header;
    for (const click of batch) rows += rowOf(click, await utmOf(click.slug));
    header = '';
    yield rows;
  }
  if (header) yield header;
}
