// One route group as a Node request listener, for its Cloud Function (index.ts requires the
// group's module on the instance's first request). Deps (store, config, the pepper secret) are
// built on that request too: Cloud Functions put a bound secret in process.env (IP_HASH_PEPPER)
// only for the functions it is bound to, at run time.

import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { baseApp } from '../http/base-app';
import type { AppEnv } from '../http/env';
import type { ServiceDeps } from '../services/deps';

let deps: ServiceDeps | undefined;
/** One per instance, shared by the scheduled jobs when they run in the same process. */
export function functionDeps(): ServiceDeps {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { loadConfig } = require('../config') as typeof import('../config');
  const { buildDeps } = require('../build-deps') as typeof import('../build-deps');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return (deps ??= buildDeps(loadConfig(process.env, 'functions')));
}

export type Listener = ReturnType<typeof getRequestListener>;

export function groupListener(mount: (app: Hono<AppEnv>) => void): Listener {
  const app = baseApp(functionDeps);
  mount(app);
  return getRequestListener(app.fetch);
}
