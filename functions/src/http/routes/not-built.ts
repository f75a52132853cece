// Routes of the interface whose capability has not landed yet answer 501 with a clear JSON
// error, so clients can tell "coming" from "wrong URL". Each entry goes when its issue lands.

import { Hono } from 'hono';
import type { AppEnv } from '../env';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const NOT_BUILT: Record<'api' | 'redirect' | 'match' | 'wellKnown' | 'pixel', [Method, string, string][]> = {
  api: [],
  match: [],
  pixel: [],
  wellKnown: [],
  redirect: [],
};

export function notBuiltRoutes(group: keyof typeof NOT_BUILT) {
  const app = new Hono<AppEnv>();
  for (const [method, path, feature] of NOT_BUILT[group]) {
    app[method](path, (c) => c.json({ error: `Not implemented yet: ${feature}`, code: 'NOT_IMPLEMENTED' }, 501));
  }
  return app;
}
