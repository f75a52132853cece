// Password-protected links (decisions §5 step 3): scrypt check, at most 5 wrong tries per IP
// and link in 15 minutes; the sixth try is refused before any hashing work is done.

import type { LinkRecord } from '../../domain/links/types';
import { verifyPassword } from '../../security/password-hash';
import type { ServiceDeps } from '../deps';

const MAX_WRONG = 5;
const WINDOW_MS = 15 * 60 * 1000;

export async function checkPassword(deps: ServiceDeps, link: LinkRecord, ip: string | null, password: string): Promise<'ok' | 'wrong' | 'locked'> {
  const key = `password:${link.projectId}:${link.slug}:${ip ?? 'unknown'}`;
  if (!(await deps.limiter.peek(key, MAX_WRONG, WINDOW_MS)).allowed) return 'locked';
  if (await verifyPassword(password, link.passwordHash!)) return 'ok';
  await deps.limiter.hit(key, MAX_WRONG, WINDOW_MS);
  return 'wrong';
}
