// referrals.track and referrals.qualify with the publishable key. The server takes the project
// from the key, so no projectId is sent (one naming another project would get a 403).

import { FerryError } from './errors.js';
import type { LinkHost } from './link-host.js';
import { requestJson, type Transport } from './request.js';
import type { QualifyAnswer, TrackAnswer } from './types.js';

export interface TrackInput {
  /** The inviting user (the invite link's params.referrerId). */
  referrerId: string;
  /** The user who just signed up in this install. */
  newUserId: string;
  /** How to show the referrer in reports (params.referrerLabel). */
  referrerLabel?: string;
  /** The invite link's slug. */
  linkId?: string;
}

export interface QualifyInput {
  newUserId: string;
  /** The action being rewarded; the server's default is "default". */
  event?: string;
}

export interface Referrals {
  /** Null without a publishable key: client-side referral tracking then does nothing. */
  track(input: TrackInput): Promise<TrackAnswer | null>;
  /** Rejects with a 404 FerryError when the user was never tracked. Null without a publishable key. */
  qualify(input: QualifyInput): Promise<QualifyAnswer | null>;
}

export interface ReferralContext {
  transport: Transport;
  host: LinkHost;
  publishableKey: string | undefined;
}

export function referralsClient(ctx: ReferralContext): Referrals {
  const post = async <T>(path: string, body: object, isAnswer: (value: Record<string, unknown>) => boolean): Promise<T | null> => {
    if (!ctx.publishableKey) return null;
    const headers = { authorization: `Bearer ${ctx.publishableKey}` };
    const answer = await requestJson(ctx.transport, { url: `${ctx.host.apiOrigin}${path}`, method: 'POST', body: withoutUndefined(body), headers });
    const value = answer.body as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || !isAnswer(value))
      throw new FerryError(answer.status, 'BAD_RESPONSE', `Ferry answered ${path} with an unexpected body`);
    return value as T;
  };
  return {
    track: ({ referrerId, newUserId, referrerLabel, linkId }) =>
      post<TrackAnswer>('/api/referrals/track', { referrerId, newUserId, referrerLabel, linkId }, (v) => typeof v.status === 'string'),
    qualify: ({ newUserId, event }) => post<QualifyAnswer>('/api/referrals/qualify', { newUserId, event }, (v) => typeof v.status === 'string'),
  };
}

/** Only the fields the app gave: the server refuses unknown fields and checks the known ones. */
function withoutUndefined(body: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (value !== undefined) out[key] = value;
  return out;
}
