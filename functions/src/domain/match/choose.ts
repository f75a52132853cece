// The ambiguity rule (decisions §6, documented in docs/deferred-deep-linking.md): a wrong
// match (someone else's link) is worse than none. Among scored fingerprint candidates, if two
// or more from different links come within TIE_MARGIN of the best, no deterministic signal
// separates them: the most recent is answered only when its confidence clears
// AMBIGUOUS_MINIMUM, else nothing is answered.

import type { StoredMatch } from '../clicks/types';
import { FINGERPRINT } from './score';

export const TIE_MARGIN = 0.1;
/**
 * The crowd rule: an IP that carried more than this many pending clicks of one OS family in
 * the window (carrier NAT, a big office) cannot tell its devices apart by fingerprint, so no
 * fingerprint answer is given there; exact tokens still work. bench/match: organic installs
 * behind NAT were the main source of wrong answers without it.
 */
export const CROWD_LIMIT = 5;
export const AMBIGUOUS_MINIMUM = 0.85;

export interface Scored {
  match: StoredMatch;
  confidence: number;
}

/** Candidates come newest first; `pendingOnIp` counts every pending click the IP carried for the OS family. */
export function chooseCandidate(scored: Scored[], pendingOnIp = scored.length): Scored | null {
  if (pendingOnIp > CROWD_LIMIT) return null;
  const viable = scored.filter((s) => s.confidence >= FINGERPRINT.minimum);
  if (viable.length === 0) return null;
  const best = viable.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  const contenders = viable.filter((s) => best.confidence - s.confidence <= TIE_MARGIN);
  const links = new Set(contenders.map((s) => `${s.match.projectId}/${s.match.slug}`));
  if (links.size <= 1) return contenders[0]!;
  const mostRecent = contenders[0]!;
  return mostRecent.confidence >= AMBIGUOUS_MINIMUM ? mostRecent : null;
}
