// Password-protected links (decisions §5 step 3): scrypt check, at most 5 wrong tries per IP
// and link in 15 minutes; the sixth try is refused before any hashing work is done. On top of
// that, a link takes at most 100 wrong tries in 15 minutes from everyone together: guesses
// spread over many IPs (a botnet) would otherwise have no bound. Past it the link refuses
// every try, the right one too, until the window ends (telling them apart needs the check).

import * as net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { LinkRecord } from '../../domain/links/types';
import { verifyPassword } from '../../security/password-hash';
import type { ServiceDeps } from '../deps';

const MAX_WRONG = 5;
const MAX_WRONG_PER_LINK = 100;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Whose budget a try spends. One IPv6 client is handed a whole /64 and picks any address in it
 * per request, so its tries count against the /64; an IPv4-mapped address counts as its IPv4.
 */
export function guesserOf(ip: string | null): string {
  if (!ip || net.isIP(ip) !== 6) return ip ?? 'unknown';
  try {
    const addr = ipaddr.IPv6.parse(ip);
    if (addr.isIPv4MappedAddress()) return addr.toIPv4Address().toString();
    return `${addr.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
  } catch {
    return ip;
  }
}

export async function checkPassword(deps: ServiceDeps, link: LinkRecord, ip: string | null, password: string): Promise<'ok' | 'wrong' | 'locked'> {
  const perGuesser = `password:${link.projectId}:${link.slug}:${guesserOf(ip)}`;
  const perLink = `password-link:${link.projectId}:${link.slug}`;
  // The try is counted before the slow hash: checking first and counting after let parallel
  // guesses all pass the check while the first ones were still hashing.
  if (!(await deps.limiter.hit(perGuesser, MAX_WRONG, WINDOW_MS)).allowed) return 'locked';
  if (!(await deps.limiter.hit(perLink, MAX_WRONG_PER_LINK, WINDOW_MS)).allowed) {
    // Not checked, so not one of this guesser's tries.
    await deps.limiter.add(perGuesser, -1, MAX_WRONG, WINDOW_MS);
    return 'locked';
  }
  if (await verifyPassword(password, link.passwordHash!)) {
    // Only wrong tries use up the budgets: the right one gives its units back.
    await Promise.all([deps.limiter.add(perGuesser, -1, MAX_WRONG, WINDOW_MS), deps.limiter.add(perLink, -1, MAX_WRONG_PER_LINK, WINDOW_MS)]);
    return 'ok';
  }
  return 'wrong';
}
