// Puts the authenticated caller in the context; public routes never mount this. The session
// cookie counts only when no Authorization header is sent (services/access/authenticate.ts).

import type { MiddlewareHandler } from 'hono';
import { authenticate } from '../../services/access/authenticate';
import type { AppEnv } from '../env';
import { readSession } from '../session-cookie';

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('principal', await authenticate(c.var.deps, c.req.header('authorization'), readSession(c)));
  await next();
};
