// `debug: true` on POST /api/match: the answer adds why it is what it is, but only for a caller
// holding the project's own secret key. Anything else (no key, a publishable key, another
// project's key, an ID token, a wrong key) gets the ordinary answer and no error: an app that
// shipped with debug on keeps matching, and a stranger learns nothing of the matcher.

import type { MatchReason } from '../../domain/match/reasons';
import type { ProjectRecord } from '../../domain/projects/types';
import { keyTypeOf } from '../../security/api-keys';
import { authenticate } from '../access/authenticate';
import type { ServiceDeps } from '../deps';
import type { MatchAnswer } from './match-answer';

export async function mayDebug(deps: ServiceDeps, project: ProjectRecord, authorization: string | undefined): Promise<boolean> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  // Checked first so that no ID token is ever sent off for verification from this public route.
  if (!token || keyTypeOf(token) !== 'secret') return false;
  try {
    const principal = await authenticate(deps, authorization);
    return principal.kind === 'key' && principal.keyType === 'secret' && principal.projectId === project.id;
  } catch {
    return false;
  }
}

/** The answer with its reasons: the last check decided it. */
export function withReasons(answer: MatchAnswer, checks: MatchReason[]): MatchAnswer {
  const reason = checks[checks.length - 1];
  return reason ? { ...answer, reason, checks } : answer;
}
