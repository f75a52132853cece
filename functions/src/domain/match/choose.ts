// The ambiguity rule (decisions §6, documented in docs/deferred-deep-linking.md): a wrong
// match (someone else's link) is worse than none. Among scored fingerprint candidates, if two
// or more from different links come within TIE_MARGIN of the best, no deterministic signal
// separates them: the most recent is answered only when its confidence clears
// AMBIGUOUS_MINIMUM, else nothing is answered.

import type { StoredMatch } from '../clicks/types';
import { FINGERPRINT } from './score';

export const TIE_MARGIN = 0.1;
export const AMBIGUOUS_MINIMUM = 0.85;

export interface Scored {
  match: StoredMatch;
  confidence: number;
}

/** Candidates come newest first. */
export function chooseCandidate(scored: Scored[]): Scored | null {
  const viable = scored.filter((s) => s.confidence >= FINGERPRINT.minimum);
  if (viable.length === 0) return null;
  const best = viable.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  const contenders = viable.filter((s) => best.confidence - s.confidence <= TIE_MARGIN);
  const links = new Set(contenders.map((s) => `${s.match.projectId}/${s.match.slug}`));
  if (links.size <= 1) return contenders[0]!;
  const mostRecent = contenders[0]!;
  return mostRecent.confidence >= AMBIGUOUS_MINIMUM ? mostRecent : null;
}
