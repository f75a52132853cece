// POST /api/match: after install, the app asks which link brought it (decisions §6). Install
// referrer, then clipboard (both exact, single use), then fingerprint (hashed IP, OS family,
// compatible version, the deepview's signals). Consumption is atomic; the same device asking
// again within 5 minutes gets the same answer.

import { installData } from '../../domain/webhooks/payloads';
import { raiseEvent } from '../webhooks/emit';
import { createHash } from 'node:crypto';
import type { StoredMatch } from '../../domain/clicks/types';
import { invalid } from '../../domain/errors';
import { parseAppAgent } from '../../domain/match/app-agent';
import { CROWD_LIMIT, decideFingerprint } from '../../domain/match/choose';
import { clipboardToken, referrerToken, type MatchRequest } from '../../domain/match/schema';
import type { DeviceFacts } from '../../domain/match/score';
import { MAX_MATCH_WINDOW_MINUTES } from '../../domain/projects/match-window';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';
import { hashIp } from '../link-host/record-visit';
import { projectForHost, projectForSubdomain } from '../link-host/project-for-host';
import { matchAnswer, NO_MATCH, type MatchAnswer, type MatchType } from './match-answer';

// Candidates are read as far back as the longest match window a project or link may set.
export const MATCH_WINDOW_MS = MAX_MATCH_WINDOW_MINUTES * 60_000;
export const GRACE_MS = 5 * 60 * 1000;

export async function matchInstall(deps: ServiceDeps, req: { host?: string; ip: string | null; headerUserAgent: string; body: MatchRequest }): Promise<MatchAnswer> {
  const project = await targetProject(deps, req.host, req.body.subdomain);
  const info = req.body.deviceInfo ?? {};
  const userAgent = info.userAgent ?? req.body.userAgent ?? req.headerUserAgent;
  const ipHash = hashIp(deps.ipHashPepper, req.ip);
  const deviceKey = deviceKeyOf(ipHash, userAgent, info);
  const now = deps.now();
  const claim = async (match: StoredMatch | null, matchType: MatchType, confidence: number) => {
    if (!match || match.projectId !== project.id || Date.parse(match.expiresAt) <= now.getTime()) return null;
    const outcome = await deps.store.matches.consume(match.clickId, deviceKey, now.toISOString(), GRACE_MS);
    if (outcome === 'taken') return NO_MATCH;
    const answer = await matchAnswer(deps, project, match, matchType, confidence, outcome === 'consumed');
    // Once per install: a retry within the grace window answers the same, raising nothing.
    if (outcome === 'consumed') await raiseEvent(deps, project.id, 'install.matched', installData(match, matchType, confidence, now.toISOString()));
    return answer;
  };

  const referrer = req.body.installReferrer ? referrerToken(req.body.installReferrer) : null;
  if (referrer) {
    const answer = await claim(await deps.store.matches.byReferrerToken(referrer), 'referrer', 1);
    if (answer) return answer;
  }
  const clipboard = req.body.clipboard ? clipboardToken(req.body.clipboard) : null;
  if (clipboard) {
    const answer = await claim(await deps.store.matches.byClipboardToken(clipboard), 'clipboard', 1);
    if (answer) return answer;
  }

  const { osFamily, device } = deviceFactsOf(userAgent, info);
  if (!osFamily) return NO_MATCH;
  const since = new Date(now.getTime() - MATCH_WINDOW_MS).toISOString();
  // One more than the crowd limit: enough to know the IP is crowded (choose.ts).
  const candidates = await deps.store.matches.candidates(project.id, ipHash, osFamily, since, CROWD_LIMIT + 1);
  const decision = decideFingerprint(candidates, { device, deviceKey, now, graceMs: GRACE_MS, projectWindowMinutes: project.matchWindowMinutes });
  if (decision.outcome !== 'answer') return NO_MATCH;
  return (await claim(decision.match, 'fingerprint', round(decision.confidence))) ?? NO_MATCH;
}

/** What the app tells of itself: its user agent, then the client library's deviceInfo. */
export function deviceFactsOf(userAgent: string, info: NonNullable<MatchRequest['deviceInfo']>): { osFamily: 'ios' | 'android' | null; device: DeviceFacts } {
  const agent = parseAppAgent(userAgent);
  return {
    osFamily: agent.osFamily ?? osFamilyOf(info.os),
    device: { osVersion: info.osVersion ?? agent.osVersion, deviceModel: info.model ?? agent.deviceModel, signals: { screen: info.screen, timezone: info.timezone, language: info.language } },
  };
}

/**
 * "The same device" for the grace window: IP and user agent, plus what the client library says
 * of the device, since every phone on one release behind a NAT shares the first two.
 */
export function deviceKeyOf(ipHash: string, userAgent: string, info: NonNullable<MatchRequest['deviceInfo']>): string {
  const facts = [ipHash, userAgent, info.model, info.screen && `${info.screen.width}x${info.screen.height}`, info.timezone, info.language];
  return createHash('sha256').update(facts.map((f) => f ?? '').join('|')).digest('hex');
}

async function targetProject(deps: ServiceDeps, host: string | undefined, subdomain: string | undefined): Promise<ProjectRecord> {
  const fromHost = await projectForHost(deps, host);
  if (fromHost) return fromHost;
  if (!subdomain) throw invalid('subdomain', 'subdomain is required when not calling the project host');
  const project = await projectForSubdomain(deps, subdomain);
  if (!project) throw invalid('subdomain', 'No project has this subdomain');
  return project;
}

function osFamilyOf(os: string | undefined): 'ios' | 'android' | null {
  const name = os?.toLowerCase() ?? '';
  if (name.includes('ios') || name.includes('iphone') || name.includes('ipad')) return 'ios';
  return name.includes('android') ? 'android' : null;
}

const round = (n: number) => Math.round(n * 100) / 100;
