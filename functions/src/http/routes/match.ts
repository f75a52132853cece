// POST /api/match (public, 10 a minute per IP by default: RATE_LIMIT_MATCH_PER_MINUTE; with
// `debug: true` and the project's secret key it also says why) and the deepview's signal beacon.

import { Hono } from 'hono';
import { matchRequestSchema, signalsQuery, signalsSchema } from '../../domain/match/schema';
import { parseInput } from '../../domain/validation';
import { matchInstall } from '../../services/match/match-install';
import { clientHost, clientIp, clientLimitKey } from '../client';
import type { AppEnv } from '../env';
import { readJson } from '../json-body';
import { rateLimit } from '../middleware/rate-limit';
import { parseQuery } from '../query';

export function matchRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/match', rateLimit({ name: 'match', limit: (limits) => limits.matchPerMinute, windowMs: 60_000, key: clientLimitKey }), async (c) => {
    const body = parseInput(matchRequestSchema, await readJson(c));
    const answer = await matchInstall(c.var.deps, {
      host: clientHost(c),
      ip: clientIp(c),
      headerUserAgent: c.req.header('user-agent') ?? '',
      body,
      authorization: c.req.header('authorization'),
    });
    c.header('Cache-Control', 'no-store');
    c.var.deps.metrics?.matchAnswered(answer.matched ? answer.matchType : 'none');
    return c.json(answer);
  });
  return app;
}

/** Clipboard tokens are 16 random bytes in base64url (22 characters); older imports may differ. */
const CLIPBOARD_TOKEN = /^[\w-]{1,64}$/;

/** POST /api/match/signals?t=<clipboard token>: screen, time zone and language from the deepview. */
export function signalRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/match/signals', rateLimit({ name: 'signals', limit: 30, windowMs: 60_000, key: clientLimitKey }), async (c) => {
    // sendBeacon posts text/plain (readJson takes it here); the body is checked like any other,
    // though the page never reads the answer.
    const signals = parseInput(signalsSchema, await readJson(c));
    // A token of another shape was never handed out: nothing to look up (no 8 KB query value).
    const { t: token } = parseQuery(c, signalsQuery);
    if (token && CLIPBOARD_TOKEN.test(token)) await c.var.deps.store.matches.enrich(token, signals);
    return c.body(null, 204);
  });
  return app;
}
