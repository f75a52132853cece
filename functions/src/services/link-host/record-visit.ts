// Records a counted visit: the click and, for mobile, the pending deferred match (tokens,
// keyed IP hash, user-agent features). One store call; it reports 'capped' when the link's
// maxClicks was reached by racing visits.

import { randomBytes, randomUUID } from 'node:crypto';
import { retentionDaysOf } from '../../domain/clicks/retention';
import type { ClickEvent, PendingMatch, RecordOutcome } from '../../domain/clicks/types';
import type { LinkRecord } from '../../domain/links/types';
import { usageMonth } from '../../domain/plans/plans';
import { MAX_MATCH_WINDOW_MS } from '../../domain/projects/match-window';
import type { ProjectRecord } from '../../domain/projects/types';
import { inviteOf } from '../../domain/referrals/invite';
import type { ParsedAgent } from '../../platform/user-agent';
import type { ServiceDeps } from '../deps';
import { hashIp, visitorHash } from '../visitors/visitor-hash';

/**
 * Random bytes drawn from the CSPRNG a page at a time: one getrandom call per 128 mobile clicks
 * instead of one each (it was 7 % of the redirect path's CPU). As Node's own randomUUID cache,
 * the bytes are never handed out twice.
 */
const POOL_SIZE = 32 * 128;
let pool = Buffer.alloc(0);
let offset = POOL_SIZE;
function random32(): Buffer {
  if (offset + 32 > pool.length) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  offset += 32;
  return pool.subarray(offset - 32, offset);
}

/** Both match tokens of a mobile click: 16 random bytes each. */
export function matchTokens(): { clipboardToken: string; referrerToken: string } {
  const bytes = random32();
  return { clipboardToken: bytes.subarray(0, 16).toString('base64url'), referrerToken: bytes.subarray(16).toString('base64url') };
}

export interface VisitFacts {
  agent: ParsedAgent;
  country: string;
  ip: string | null;
  /** The raw user agent: only its keyed hash with the IP is kept, on influencer links. */
  userAgent?: string;
  referer: string | null;
  chain: string[];
  clipboardToken: string;
  referrerToken: string;
}

export async function recordVisit(deps: ServiceDeps, project: ProjectRecord, link: LinkRecord, facts: VisitFacts): Promise<RecordOutcome> {
  const now = deps.now();
  const click: ClickEvent = {
    id: randomUUID(),
    projectId: link.projectId,
    slug: link.slug,
    clickedAt: now.toISOString(),
    country: facts.country,
    platform: facts.agent.platform,
    redirectChain: facts.chain,
    referrerHost: referrerHost(facts.referer),
    uaFamily: facts.agent.browser,
    ...(facts.agent.os ? { os: facts.agent.os } : {}),
    ...(facts.agent.osVersion ? { osVersion: facts.agent.osVersion } : {}),
    ...(link.influencerId ? { influencerId: link.influencerId } : {}),
    ...(link.campaignId ? { campaignId: link.campaignId } : {}),
    // Report counters (docs/analytics.md, docs/referrals.md): distinct visitors for influencer
    // links, the referrer of invite links.
    ...(link.influencerId ? { visitorHash: visitorHash(deps.ipHashPepper, facts.ip, facts.userAgent ?? '') } : {}),
    ...inviteOf(link.params),
  };
  const { platform } = facts.agent;
  const pending: PendingMatch | undefined =
    platform === 'web'
      ? undefined
      : {
          clickId: click.id,
          projectId: link.projectId,
          slug: link.slug,
          clickedAt: click.clickedAt,
          expiresAt: new Date(now.getTime() + MAX_MATCH_WINDOW_MS).toISOString(),
          ipHash: hashIp(deps.ipHashPepper, facts.ip),
          osFamily: platform,
          osVersion: facts.agent.osVersion,
          deviceModel: facts.agent.deviceModel,
          browser: facts.agent.browser,
          clipboardToken: facts.clipboardToken,
          referrerToken: facts.referrerToken,
          // The link's override as it is now: a later edit does not move this click's window.
          ...(link.matchWindowMinutes !== undefined ? { matchWindowMinutes: link.matchWindowMinutes } : {}),
        };
  return deps.store.clicks.record(click, { maxClicks: link.maxClicks, month: usageMonth(now), pending, retentionDays: retentionDaysOf(project) });
}

function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname || null;
  } catch {
    return null;
  }
}
