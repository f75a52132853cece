// Which pending click, if any, a fingerprint names (docs/deferred-deep-linking.md).
// Every candidate on the IP gets a weight (score.ts: agreeing facts times how recent it is);
// an unrelated install weighs in too, more so on busy IPs. A link's confidence is its share of
// the whole: a lone fresh click is strong, the same click 20 hours old is weak, two links on
// one router share the evidence. A wrong match (someone else's link) is worse than none.

import type { StoredMatch } from '../clicks/types';
import { matchWindowMinutes } from '../projects/match-window';
import { type Contradiction, type DeviceFacts, FINGERPRINT, timeWeight, weighEvidence } from './score';

/**
 * The crowd rule: an IP that carried more than this many pending clicks of one OS family in
 * 24 hours (carrier NAT, a big office) cannot tell its devices apart by fingerprint, so no
 * fingerprint answer is given there; exact tokens still work. bench/match: organic installs
 * behind NAT were the main source of wrong answers without it.
 */
export const CROWD_LIMIT = 5;
/**
 * The ambiguity rule: when another link comes within TIE_MARGIN of the best one, nothing
 * separates them and nothing is answered. (It used to answer the most recent at 0.85 or more;
 * now that confidences are shares of one whole, two links that close never reach 0.55.)
 */
export const TIE_MARGIN = 0.1;
/** Never answered as 1: only the exact tokens are certain. */
export const MAXIMUM_CONFIDENCE = 0.99;

export interface FingerprintContext {
  device: DeviceFacts;
  /** Who is asking (match-install.ts): their own consumed click stays theirs within the grace. */
  deviceKey: string;
  now: Date;
  graceMs: number;
  /** The project's window; a candidate's own `matchWindowMinutes` (its link's, taken at the click) wins. */
  projectWindowMinutes?: number;
}

export interface Weighed {
  match: StoredMatch;
  weight: number;
}

export type FingerprintDecision =
  | { outcome: 'answer'; match: StoredMatch; confidence: number }
  | { outcome: 'crowd' | 'no-candidate' | 'ambiguous' | 'below-minimum'; confidence: number };

/** `candidates`: every pending click of the IP hash and OS family from the last 24 hours, newest first. */
export function decideFingerprint(candidates: StoredMatch[], ctx: FingerprintContext): FingerprintDecision {
  if (candidates.length > CROWD_LIMIT) return { outcome: 'crowd', confidence: 0 };
  const weighed = weigh(candidates, ctx);
  if (weighed.length === 0) return { outcome: 'no-candidate', confidence: 0 };
  const unrelated = FINGERPRINT.organicPerClick * Math.max(1, candidates.length);
  const total = weighed.reduce((sum, w) => sum + w.weight, unrelated);
  const links = byLink(weighed).map((l) => ({ ...l, confidence: Math.min(MAXIMUM_CONFIDENCE, l.weight / total) }));
  links.sort((a, b) => b.confidence - a.confidence);
  const best = links[0]!;
  const contenders = links.filter((l) => best.confidence - l.confidence <= TIE_MARGIN);
  if (contenders.length > 1) return { outcome: 'ambiguous', confidence: best.confidence };
  if (best.confidence < FINGERPRINT.minimum) return { outcome: 'below-minimum', confidence: best.confidence };
  return { outcome: 'answer', match: best.pick.match, confidence: best.confidence };
}

/** Why a candidate cannot be this device: answered already, past its window, or a fact differs. */
export type RuledOut = 'consumed' | 'window' | Contradiction;

/** The candidates this device could have made, each with its weight; the rest dropped. */
export function weigh(candidates: StoredMatch[], ctx: FingerprintContext): Weighed[] {
  const out: Weighed[] = [];
  for (const match of candidates) {
    const weight = judge(match, ctx);
    if (typeof weight === 'number') out.push({ match, weight });
  }
  return out;
}

/** How many candidates were dropped for each cause: what a 'no-candidate' decision rests on. */
export function ruledOut(candidates: StoredMatch[], ctx: FingerprintContext): Partial<Record<RuledOut, number>> {
  const counts: Partial<Record<RuledOut, number>> = {};
  for (const match of candidates) {
    const found = judge(match, ctx);
    if (typeof found !== 'number') counts[found] = (counts[found] ?? 0) + 1;
  }
  return counts;
}

/** One candidate's weight, or why it is dropped. */
function judge(match: StoredMatch, ctx: FingerprintContext): number | RuledOut {
  const now = ctx.now.getTime();
  // Someone else's consumed click is never offered again; our own is, within the grace window.
  if (match.consumedAt && (match.consumedBy !== ctx.deviceKey || now - Date.parse(match.consumedAt) > ctx.graceMs)) return 'consumed';
  const age = Math.max(0, now - Date.parse(match.clickedAt));
  if (age > matchWindowMinutes(match, { matchWindowMinutes: ctx.projectWindowMinutes }) * 60_000) return 'window';
  const evidence = weighEvidence(match, ctx.device);
  return typeof evidence === 'number' ? evidence * timeWeight(age) : evidence;
}

/** One entry per link: the sum of its weights, answered with its weightiest (then newest) click. */
function byLink(weighed: Weighed[]): { weight: number; pick: Weighed }[] {
  const links = new Map<string, { weight: number; pick: Weighed }>();
  for (const w of weighed) {
    const key = `${w.match.projectId}/${w.match.slug}`;
    const link = links.get(key);
    if (!link) links.set(key, { weight: w.weight, pick: w });
    else {
      link.weight += w.weight;
      if (w.weight > link.pick.weight) link.pick = w;
    }
  }
  return [...links.values()];
}
