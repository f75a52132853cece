// Referral use cases (docs/referrals.md): track an attribution with its fraud flags, qualify it,
// and the reports (funnel with a range, stats, leaderboard) from per-referrer counters.

import { utcDay } from '../../domain/analytics/date-range';
import { notFound } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import { funnelDays, funnelReport, leaderboard, statsReport } from '../../domain/referrals/reports';
import { DEFAULT_QUALIFY_EVENT, type QualifyInput, type TrackInput } from '../../domain/referrals/schema';
import { type FlagReason, type FunnelRange, type ReferralRecord, type ReferralStatus, VELOCITY_LIMIT, VELOCITY_WINDOW_MS } from '../../domain/referrals/types';
import { referralData } from '../../domain/webhooks/payloads';
import type { ServiceDeps } from '../deps';
import { raiseEvent } from '../webhooks/emit';

export interface Target {
  project: ProjectRecord;
  newUserId: string;
}

export async function trackReferral(
  deps: ServiceDeps,
  { project, newUserId }: Target,
  input: TrackInput,
): Promise<{ status: ReferralStatus; flagReason: FlagReason | null }> {
  const now = deps.now();
  const record: ReferralRecord = {
    projectId: project.id,
    newUserId,
    referrerId: input.referrerId,
    ...(input.referrerLabel ? { referrerLabel: input.referrerLabel } : {}),
    ...(input.linkId ? { linkId: input.linkId } : {}),
    status: 'attributed',
    flagReason: input.referrerId === newUserId ? 'self_referral' : null,
    attributedAt: now.toISOString(),
  };
  const since = new Date(now.getTime() - VELOCITY_WINDOW_MS).toISOString();
  const { outcome, record: stored } = await deps.store.referrals.track(record, { since, limit: VELOCITY_LIMIT });
  if (outcome === 'attributed') await raiseEvent(deps, project.id, 'referral.tracked', referralData(stored));
  // The first attribution stands; the answer says why this attempt changed nothing.
  return { status: stored.status, flagReason: outcome === 'duplicate' ? 'duplicate_user' : stored.flagReason };
}

export async function qualifyReferral(deps: ServiceDeps, { project, newUserId }: Target, input: QualifyInput) {
  const event = input.event || DEFAULT_QUALIFY_EVENT;
  const now = deps.now().toISOString();
  const record = await deps.store.referrals.qualify(project.id, newUserId, event, now);
  if (!record) throw notFound('No referral is attributed to this user');
  // Only the call that qualified it raises the event; a repeated call answers it unchanged.
  if (record.qualifiedAt === now) await raiseEvent(deps, project.id, 'referral.qualified', referralData(record));
  return { status: record.status, flagReason: record.flagReason, qualifyEvent: record.qualifyEvent ?? event };
}

export async function referralFunnel(deps: ServiceDeps, project: ProjectRecord, range: FunnelRange) {
  const counts = await deps.store.referrals.counts(project.id, funnelDays(range, utcDay(deps.now())));
  return funnelReport(range, counts);
}

export async function referralStats(deps: ServiceDeps, project: ProjectRecord) {
  return statsReport(await deps.store.referrals.counts(project.id, null));
}

export async function referralLeaderboard(deps: ServiceDeps, project: ProjectRecord, limit: number) {
  return leaderboard(await deps.store.referrals.counts(project.id, null), limit);
}
