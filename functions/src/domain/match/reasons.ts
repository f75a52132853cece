// Why POST /api/match answered what it did, told to a developer who asks with `debug: true` and
// the project's secret key. Each reason is one signal the matcher tried, in order, built from
// the decision that signal got (the token look-ups, choose.ts), never guessed afterwards. They
// name no other visitor's facts: counts, confidences and the caller's own IP and user agent.

import { CROWD_LIMIT, type RuledOut, TIE_MARGIN } from './choose';
import { FINGERPRINT } from './score';

export const MATCH_SIGNALS = ['referrer', 'clipboard', 'fingerprint'] as const;
export type MatchSignal = (typeof MATCH_SIGNALS)[number];

export const REASON_CODES = [
  'matched',
  'matched_again',
  'no_token',
  'token_unknown',
  'expired',
  'consumed',
  'link_deleted',
  'no_os',
  'no_clicks',
  'crowded',
  'ruled_out',
  'ambiguous',
  'low_confidence',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface MatchReason {
  signal: MatchSignal;
  code: ReasonCode;
  message: string;
}

/** What became of a click a signal named, once the store was asked for it. */
export type ClaimOutcome = 'token_unknown' | 'expired' | 'consumed' | 'link_deleted' | 'matched' | 'matched_again';

const SOURCE = { referrer: 'The install referrer', clipboard: 'The clipboard token', fingerprint: 'The fingerprint' } as const;
const OS_NAME = { ios: 'iOS', android: 'Android' } as const;
const RULED_OUT: Record<RuledOut, string> = {
  consumed: 'already answered (a click is answered once)',
  window: 'older than its match window',
  version: 'another OS major version',
  model: 'another device model',
  screen: 'another screen size',
  timezone: 'another time zone',
  language: 'another language',
};

export function noTokenReason(signal: 'referrer' | 'clipboard'): MatchReason {
  const message = signal === 'referrer' ? 'installReferrer holds no ferry_click token' : 'The clipboard holds no 22-character Ferry token';
  return { signal, code: 'no_token', message };
}

/** A click named by a token (or chosen by the fingerprint), and what claiming it gave. */
export function claimReason(signal: MatchSignal, outcome: ClaimOutcome, click?: { slug: string; ageMs: number; confidence: number }): MatchReason {
  return { signal, code: outcome, message: claimMessage(SOURCE[signal], outcome, click) };
}

function claimMessage(source: string, outcome: ClaimOutcome, click?: { slug: string; ageMs: number; confidence: number }): string {
  const about = click ? ` (link ${click.slug}, clicked ${minutes(click.ageMs)} ago)` : '';
  switch (outcome) {
    case 'token_unknown':
      return `${source} names no pending click of this project: never issued, another project's, or deleted 24 hours after its click`;
    case 'expired':
      return `${source} names a click more than 24 hours old${about}`;
    case 'consumed':
      return `${source} names a click already answered${about}: to another device, or to this one more than 5 minutes ago`;
    case 'link_deleted':
      return `${source} names a click whose link was deleted since`;
    case 'matched_again':
      return `${source} names a click this device got less than 5 minutes ago${about}: the same answer again, no second install`;
    case 'matched':
      return click && click.confidence < 1
        ? `${source} names a click${about} with confidence ${click.confidence.toFixed(2)} (at least ${FINGERPRINT.minimum} is needed)`
        : `${source} names a pending click${about}`;
  }
}

/** The caller's user agent and deviceInfo.os named neither iOS nor Android. */
export function noOsReason(userAgent: string): MatchReason {
  const agent = userAgent ? `"${userAgent.slice(0, 80)}"` : 'none';
  return {
    signal: 'fingerprint',
    code: 'no_os',
    message: `Neither the user agent (${agent}) nor deviceInfo.os names iOS or Android: the fingerprint needs the OS family`,
  };
}

export interface FingerprintFacts {
  os: 'ios' | 'android';
  /** The address this call came from, as the server sees it. */
  ip: string | null;
  candidates: number;
}

export function crowdedReason(facts: FingerprintFacts): MatchReason {
  const message = `More than ${CROWD_LIMIT} pending ${OS_NAME[facts.os]} clicks of this project came from this IP in 24 hours (carrier NAT, an office): no fingerprint answer there; the install referrer and clipboard token still work`;
  return { signal: 'fingerprint', code: 'crowded', message };
}

/** No candidate was left: none on this IP at all, or every one ruled out (counted by cause). */
export function noCandidateReason(facts: FingerprintFacts, dropped: Partial<Record<RuledOut, number>>): MatchReason {
  const os = OS_NAME[facts.os];
  if (facts.candidates === 0) {
    const message = `No pending ${os} click of this project came from ${facts.ip ?? 'this IP'} (the address this call came from) in the last 24 hours; only iOS and Android visits of a link leave one`;
    return { signal: 'fingerprint', code: 'no_clicks', message };
  }
  const causes = Object.entries(dropped)
    .map(([cause, n]) => `${n} ${RULED_OUT[cause as RuledOut]}`)
    .join(', ');
  const message = `${facts.candidates} pending ${os} click(s) came from this IP, none could be this device: ${causes}`;
  return { signal: 'fingerprint', code: 'ruled_out', message };
}

export function ambiguousReason(confidence: number): MatchReason {
  const message = `Another link comes within ${TIE_MARGIN} of the best one's confidence ${confidence.toFixed(2)}: nothing tells them apart, and a wrong link is worse than none`;
  return { signal: 'fingerprint', code: 'ambiguous', message };
}

export function lowConfidenceReason(confidence: number, facts: FingerprintFacts): MatchReason {
  const message = `The best link's confidence is ${confidence.toFixed(2)}, below the ${FINGERPRINT.minimum} a fingerprint answer needs (${facts.candidates} candidate click(s); older clicks and busier IPs weigh less)`;
  return { signal: 'fingerprint', code: 'low_confidence', message };
}

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  return m < 120 ? `${m} min` : `${Math.round(m / 60)} h`;
}
