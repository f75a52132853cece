// Link health: whether a web visitor's destination answers. Checked daily by a job
// (services/link-health/check-links.ts) with the fallback probe (HEAD, 200 only, public addresses
// only). A web visitor goes to desktopUrl when set, else to the first live fallback: so the link
// is dead when its desktopUrl is, or when it has no desktopUrl and none of its fallbacks lives.

import type { LinkHealth, LinkRecord } from './types';

export interface ProbeResult {
  live: boolean;
  error: string | null;
}

/**
 * The URLs to probe, in order; empty when there is nothing to check: no web destination, or
 * only URLs with #{…} variables (filled per visit, so no single URL stands for them).
 */
export function healthTargets(link: Pick<LinkRecord, 'desktopUrl' | 'fallbackChain'>): string[] {
  const fixed = (url: string) => !url.includes('#{');
  if (link.desktopUrl) return fixed(link.desktopUrl) ? [link.desktopUrl] : [];
  return link.fallbackChain.filter(fixed);
}

/** A link is checked when it may still send visitors somewhere: not expired at `now`. */
export function isCheckable(link: Pick<LinkRecord, 'expiresAt' | 'desktopUrl' | 'fallbackChain'>, now: Date): boolean {
  const expired = link.expiresAt !== undefined && Date.parse(link.expiresAt) <= now.getTime();
  return !expired && healthTargets(link).length > 0;
}

/** The health from the probes of healthTargets (same order): live when any answered 200. */
export function healthOf(targets: readonly string[], results: readonly ProbeResult[], checkedAt: string): LinkHealth {
  if (results.some((r) => r.live)) return { status: 'live', checkedAt, lastError: null };
  const last = results.length - 1;
  return { status: 'dead', checkedAt, lastError: `${targets[last]}: ${results[last]?.error ?? 'no answer'}` };
}

/** link.broken is raised when a link that was not dead (live, or never checked) is found dead. */
export const turnedDead = (before: LinkHealth | undefined, after: LinkHealth): boolean => after.status === 'dead' && before?.status !== 'dead';
