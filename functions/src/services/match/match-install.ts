// POST /api/match: after install, the app asks which link brought it. Install referrer, then
// clipboard (both exact, single use), then fingerprint (hashed IP, OS family, compatible
// version, the deepview's signals). Consumption is atomic; the same device asking again within
// 5 minutes gets the same answer. Every signal tried leaves its reason; only a debug call with
// the project's secret key gets to see them (match-debug.ts).

import type { StoredMatch } from '../../domain/clicks/types';
import { invalid } from '../../domain/errors';
import { CROWD_LIMIT, decideFingerprint, type FingerprintContext, ruledOut } from '../../domain/match/choose';
import * as why from '../../domain/match/reasons';
import { clipboardToken, type MatchRequest, referrerToken } from '../../domain/match/schema';
import { MAX_MATCH_WINDOW_MS } from '../../domain/projects/match-window';
import type { ProjectRecord } from '../../domain/projects/types';
import { installData } from '../../domain/webhooks/payloads';
import type { ServiceDeps } from '../deps';
import { projectForHost, projectForSubdomain } from '../project-hosts/project-for-host';
import { hashIp } from '../visitors/visitor-hash';
import { raiseEvent } from '../webhooks/emit';
import { deviceFactsOf, deviceKeyOf } from './device-facts';
import { type MatchAnswer, type MatchType, matchAnswer, NO_MATCH } from './match-answer';
import { mayDebug, withReasons } from './match-debug';

export { deviceFactsOf, deviceKeyOf } from './device-facts';

export const GRACE_MS = 5 * 60 * 1000;

export interface MatchCall {
  host?: string;
  ip: string | null;
  headerUserAgent: string;
  body: MatchRequest;
  /** The Authorization header: only a debug call reads it. */
  authorization?: string;
}

type Found = { answer: MatchAnswer; checks: why.MatchReason[] };
type Claimed = { answer: MatchAnswer | null; reason: why.MatchReason };

export async function matchInstall(deps: ServiceDeps, req: MatchCall): Promise<MatchAnswer> {
  const project = await targetProject(deps, req.host, req.body.subdomain);
  const { answer, checks } = await findMatch(deps, project, req);
  if (req.body.debug === true && (await mayDebug(deps, project, req.authorization))) return withReasons(answer, checks);
  return answer;
}

async function findMatch(deps: ServiceDeps, project: ProjectRecord, req: MatchCall): Promise<Found> {
  const info = req.body.deviceInfo ?? {};
  const userAgent = info.userAgent ?? req.body.userAgent ?? req.headerUserAgent;
  const ipHash = hashIp(deps.ipHashPepper, req.ip);
  const deviceKey = deviceKeyOf(ipHash, userAgent, info);
  const now = deps.now();
  const checks: why.MatchReason[] = [];
  const done = (answer: MatchAnswer, reason: why.MatchReason): Found => ({ answer, checks: [...checks, reason] });

  /** Null answer: nothing to claim here, try the next signal; NO_MATCH: the click is gone, stop. */
  const claim = async (signal: MatchType, match: StoredMatch | null, confidence: number): Promise<Claimed> => {
    if (!match || match.projectId !== project.id) return { answer: null, reason: why.claimReason(signal, 'token_unknown') };
    const click = { slug: match.slug, ageMs: now.getTime() - Date.parse(match.clickedAt), confidence };
    if (Date.parse(match.expiresAt) <= now.getTime()) return { answer: null, reason: why.claimReason(signal, 'expired', click) };
    const outcome = await deps.store.matches.consume(match.clickId, deviceKey, now.toISOString(), GRACE_MS);
    if (outcome === 'taken') return { answer: NO_MATCH, reason: why.claimReason(signal, 'consumed', click) };
    const answer = await matchAnswer(deps, project, match, signal, confidence, outcome === 'consumed');
    if (!answer) return { answer: NO_MATCH, reason: why.claimReason(signal, 'link_deleted') };
    // Once per install: a retry within the grace window answers the same, raising nothing.
    if (outcome === 'consumed') await raiseEvent(deps, project.id, 'install.matched', installData(match, signal, confidence, now.toISOString()));
    return { answer, reason: why.claimReason(signal, outcome === 'consumed' ? 'matched' : 'matched_again', click) };
  };

  const tokens = [
    { signal: 'referrer', given: req.body.installReferrer, token: referrerToken, lookup: (t: string) => deps.store.matches.byReferrerToken(t) },
    { signal: 'clipboard', given: req.body.clipboard, token: clipboardToken, lookup: (t: string) => deps.store.matches.byClipboardToken(t) },
  ] as const;
  for (const { signal, given, token, lookup } of tokens) {
    if (!given) continue;
    const found = token(given);
    if (!found) {
      checks.push(why.noTokenReason(signal));
      continue;
    }
    const { answer, reason } = await claim(signal, await lookup(found), 1);
    if (answer) return done(answer, reason);
    checks.push(reason);
  }

  const { osFamily, device } = deviceFactsOf(userAgent, info);
  if (!osFamily) return done(NO_MATCH, why.noOsReason(userAgent));
  // Candidates are read as far back as the longest match window a project or link may set.
  const since = new Date(now.getTime() - MAX_MATCH_WINDOW_MS).toISOString();
  // One more than the crowd limit: enough to know the IP is crowded (choose.ts).
  const candidates = await deps.store.matches.candidates(project.id, ipHash, osFamily, since, CROWD_LIMIT + 1);
  const ctx: FingerprintContext = { device, deviceKey, now, graceMs: GRACE_MS, projectWindowMinutes: project.matchWindowMinutes };
  const decision = decideFingerprint(candidates, ctx);
  const facts = { os: osFamily, ip: req.ip, candidates: candidates.length };
  switch (decision.outcome) {
    case 'crowd':
      return done(NO_MATCH, why.crowdedReason(facts));
    case 'no-candidate':
      return done(NO_MATCH, why.noCandidateReason(facts, ruledOut(candidates, ctx)));
    case 'ambiguous':
      return done(NO_MATCH, why.ambiguousReason(decision.confidence));
    case 'below-minimum':
      return done(NO_MATCH, why.lowConfidenceReason(decision.confidence, facts));
  }
  const { answer, reason } = await claim('fingerprint', decision.match, round(decision.confidence));
  return done(answer ?? NO_MATCH, reason);
}

async function targetProject(deps: ServiceDeps, host: string | undefined, subdomain: string | undefined): Promise<ProjectRecord> {
  const fromHost = await projectForHost(deps, host);
  if (fromHost) return fromHost;
  if (!subdomain) throw invalid('subdomain', 'subdomain is required when not calling the project host');
  const project = await projectForSubdomain(deps, subdomain);
  if (!project) throw invalid('subdomain', 'No project has this subdomain');
  return project;
}

const round = (n: number) => Math.round(n * 100) / 100;
