// The match answer: the link, how it was found (matchType) and how sure (confidence). The first
// return of a match also counts an install for its link, influencer and campaign.

import type { StoredMatch } from '../../domain/clicks/types';
import type { MatchReason } from '../../domain/match/reasons';
import type { ProjectRecord } from '../../domain/projects/types';
import { fillVariables } from '../../domain/redirect/variables';
import { inviteOf } from '../../domain/referrals/invite';
import type { ServiceDeps } from '../deps';

/** Added only for a debug call with the project's secret key (match-debug.ts). */
export interface MatchDebug {
  reason?: MatchReason;
  checks?: MatchReason[];
}

export type MatchAnswer = (
  | { matched: false }
  | {
      matched: true;
      deepLink: string;
      params: Record<string, unknown>;
      slug: string;
      subdomain: string;
      title: string;
      projectId: string;
      clickedAt: string;
      matchType: 'referrer' | 'clipboard' | 'fingerprint';
      confidence: number;
    }
) &
  MatchDebug;

export type MatchType = 'referrer' | 'clipboard' | 'fingerprint';

export const NO_MATCH: MatchAnswer = { matched: false };

export async function matchAnswer(
  deps: ServiceDeps,
  project: ProjectRecord,
  match: StoredMatch,
  matchType: 'referrer' | 'clipboard' | 'fingerprint',
  confidence: number,
  firstReturn: boolean,
): Promise<MatchAnswer | null> {
  const link = await deps.store.links.get(project.id, match.slug);
  if (!link) return null; // deleted since the click: nothing to open, no install to count
  if (firstReturn) {
    await deps.store.matches.countInstall({
      projectId: project.id,
      slug: link.slug,
      influencerId: link.influencerId,
      campaignId: link.campaignId,
      at: deps.now().toISOString(),
      ...inviteOf(link.params),
    });
  }
  const deepLink = link.deepLink ? fillVariables(link.deepLink, { slug: link.slug, platform: match.osFamily, now: new Date(match.clickedAt), query: {} }) : ''; // a string, as for resolve: "" when the link has none (see services/links/resolve-link.ts)
  return {
    matched: true,
    deepLink,
    params: link.params,
    slug: link.slug,
    subdomain: project.subdomain,
    title: link.title,
    projectId: project.id,
    clickedAt: match.clickedAt,
    matchType,
    confidence,
  };
}
