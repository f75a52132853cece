// GET /health on every host: liveness for load balancers and the README's curl check.

import { Hono } from 'hono';
import type { AppEnv } from '../env';

const startedAt = Date.now();

export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', (c) => c.json({ status: 'ok', timestamp: Date.now(), uptime: Math.round((Date.now() - startedAt) / 1000) }));
}
