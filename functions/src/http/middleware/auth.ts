// Puts the authenticated caller in the context; public routes never mount this.

import type { MiddlewareHandler } from 'hono';
import { authenticate } from '../../services/authenticate';
import type { AppEnv } from '../env';

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('principal', await authenticate(c.var.deps, c.req.header('authorization')));
  await next();
};
