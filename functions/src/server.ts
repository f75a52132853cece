// Self-hosted entry: one Node process, every route group, SQLite by default. First start on
// an empty store creates project `demo` and prints its host and keys once.

import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { buildDeps } from './deps';
import { createApp } from './http/app';
import { answerClientError, answerRequestError } from './http/malformed-http';
import { startJobTimers } from './jobs/timers';
import { seedDemoProject } from './services/demo-project';

export async function startServer(config: Config, log: (line: string) => void = console.log) {
  const deps = buildDeps(config);
  const demo = await seedDemoProject(deps);
  const app = createApp(() => deps);
  // What serve() does, plus JSON answers for requests that never reach the app.
  const listener = getRequestListener(app.fetch, { hostname: config.host, errorHandler: answerRequestError });
  const server = createServer(listener).on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  log(`Ferry listening on http://${config.host}:${port} (store: ${deps.store.kind})`);
  if (demo) {
    log('Created project "demo" on first start. These keys are shown once; keep them:');
    log(`  host:            ${demo.host}`);
    log(`  secret key:      ${demo.secretKey}`);
    log(`  publishable key: ${demo.publishableKey}`);
  }
  const stopJobs = startJobTimers(deps, log);
  const close = async () => {
    stopJobs();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.store.close();
  };
  return { port, close, demo };
}

if (require.main === module) {
  startServer(loadConfig(process.env, 'self-hosted'))
    .then(({ close }) => {
      const stop = () => void close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
