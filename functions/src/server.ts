// Self-hosted entry: one Node process, every route group, SQLite by default. First start on
// an empty store creates project `demo` and prints its host and keys once.

import { createServer, type RequestListener, type Server } from 'node:http';
import { type AddressInfo, Server as NetServer } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { buildDeps } from './build-deps';
import { type Config, loadConfig, withListenPort } from './config';
import { checkConfig } from './config-coherence';
import { type AppOptions, createApp } from './http/app';
import { createInternalApp } from './http/internal/internal-app';
import { answerClientError, answerRequestError } from './http/malformed-http';
import { startJobTimers } from './jobs/timers';
import { ListenError, listenError } from './platform/listen-error';
import { holdServerLock } from './platform/server-lock';
import { isPrimaryOf, runPrimary, speaksForStart } from './platform/workers';
import { prepareStandInHash } from './services/accounts/passwords';
import type { ServiceDeps } from './services/deps';
import { seedDemoProject } from './services/projects/demo-project';
import { ConfigError, startLines } from './start-lines';

/** How long a stop waits for busy connections before cutting them (systemd and Cloud Run allow 10 s). */
export const STOP_GRACE_MS = 8_000;

/** How long a request that arrives while the server starts waits for it before a 503. */
export const START_HOLD_MS = 10_000;

/** The internal listener (the TLS proxy's question) is on loopback only: it is never proxied. */
export const INTERNAL_HOST = '127.0.0.1';

/** The console's build (npm run build -w console), two levels up from src/ and from lib/. */
export const CONSOLE_DIR = join(__dirname, '..', '..', 'hosting', 'console');

export async function startServer(initial: Config, log: (line: string) => void = console.log) {
  const problems = checkConfig(initial);
  if (problems.errors.length) throw new ConfigError(problems.errors);
  // Requests are handed on once the deps exist and the store is open; they are built as soon as
  // the port is known (PORT=0 is resolved by listening). A request that arrives meanwhile (a
  // worker is handed connections as soon as it listens, before PostgreSQL is connected) waits for
  // that, up to START_HOLD_MS, rather than getting a 503; a start that fails answers it 503.
  const handle: { public?: RequestListener; internal?: RequestListener } = {};
  let settle: (ok: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => {
    settle = resolve;
    setTimeout(() => resolve(false), START_HOLD_MS).unref();
  });
  let stopping = false;
  // While stopping, every answer closes its connection, so keep-alive clients stop sending on
  // it and their next request finds the port closed instead of a connection reset mid-request.
  const server = createServer((req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
    if (handle.public) void handle.public(req, res);
    else void ready.then(() => (handle.public ? handle.public(req, res) : res.writeHead(503, { 'Retry-After': '1' }).end()));
  }).on('clientError', answerClientError);
  keepConnectionsFor(server, initial.keepAliveTimeoutMs);
  const internal = createServer((req, res) => void handle.internal?.(req, res)).on('clientError', answerClientError);
  try {
    await listenOn(server, initial.port, initial.host);
  } catch (error) {
    throw listenError(error, initial.host, initial.port);
  }
  const port = (server.address() as AddressInfo).port;
  const config = withListenPort(initial, port);
  const deps = buildDeps(config);
  try {
    // PostgreSQL connects and migrates here: a database that cannot be used stops the start.
    await deps.store.opened;
  } catch (error) {
    settle(false);
    await new Promise((resolve) => server.close(resolve));
    await deps.store.close();
    throw error;
  }
  // In the background: the first sign-in for an unknown email must not be the one slower answer.
  if (deps.accounts) void prepareStandInHash();
  // Likewise the provider's discovery: a failure is logged and tried again at the first sign-in.
  deps.accounts?.oidc?.warm();
  const app = createApp(() => deps, undefined, {
    console: { dir: CONSOLE_DIR, baseUrl: config.baseUrl, auth: config.consoleAuth },
    ...withMetrics(config, deps),
  });
  // What serve() does, plus JSON answers for requests that never reach the app.
  handle.public = getRequestListener(app.fetch, { hostname: config.host, errorHandler: answerRequestError });
  handle.internal = getRequestListener(createInternalApp(() => deps, { apiHost: new URL(config.baseUrl).host }).fetch, { errorHandler: answerRequestError });
  settle(true);
  try {
    if (config.internalPort !== null) await listenOn(internal, config.internalPort, INTERNAL_HOST);
  } catch (error) {
    settle(false);
    await new Promise((resolve) => server.close(resolve));
    await deps.store.close();
    throw listenError(error, INTERNAL_HOST, config.internalPort!, 'INTERNAL_PORT');
  }
  const internalPort = internal.listening ? (internal.address() as AddressInfo).port : null;
  // Seeded only once the ports are ours: keys printed by a start that then failed would be lost.
  const demo = await seedDemoProject(deps);
  // `ferry restore` must not swap the database under a running server (platform/server-lock.ts).
  const releaseLock = config.store === 'sqlite' ? holdServerLock(config.dataDir, port, config.baseUrl) : () => undefined;
  // With WORKERS, the first worker speaks for all: the others would print the same lines again.
  const speaks = speaksForStart();
  if (speaks) for (const line of startLines(config, port, internalPort, deps.store.kind, problems.warnings)) log(line);
  if (demo) {
    log('Created project "demo" on first start. These keys are shown once; keep them:');
    log(`  host:            ${demo.host}`);
    log(`  secret key:      ${demo.secretKey}`);
    log(`  publishable key: ${demo.publishableKey}`);
  }
  const stopJobs = startJobTimers(deps, log);
  /**
   * Graceful stop (SIGTERM from systemd or Cloud Run): stop accepting, let in-flight requests
   * finish, then commit and fold the last clicks and close the store. Keep-alive connections
   * end after their next answer (`Connection: close`) or when idle for KEEP_ALIVE_TIMEOUT_S (5 s by default).
   * They are not closed at once, as http.Server#close would: a client may be sending on one
   * at that very moment and would see a reset. Still busy after STOP_GRACE_MS: cut, so the
   * process always ends within its 10 s.
   */
  let closed: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    stopJobs();
    const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
    await Promise.all([
      new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())),
      new Promise<void>((resolve) => (internal.listening ? internal.close(() => resolve()) : resolve())),
    ]);
    internal.closeAllConnections();
    clearTimeout(cut);
    await deps.store.close();
    releaseLock();
  };
  // A second SIGTERM, or a test's cleanup after a stop, waits for the same stop.
  const close = () => (closed ??= stop());
  // deps: for a process that embeds the server (and tests) to run a job or read the store now.
  return { port, internalPort, close, demo, deps, config };
}

if (require.main === module) {
  // loadConfig inside the chain: a bad variable is one line too, never a stack trace.
  Promise.resolve()
    .then(async () => {
      const config = loadConfig(process.env, 'self-hosted');
      if (isPrimaryOf(config.workers)) return process.exit(await runWorkers(config, console.log));
      const { close } = await startServer(config);
      const stop = () => void close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      // One line, no stack: a busy port or a bad setting is the operator's to fix.
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof ListenError ? 3 : 1);
    });
}

/**
 * WORKERS > 1, in the primary: the settings checked once, then the workers forked; each runs
 * this module (or the CLI's serve) again as a worker and so reaches startServer. Answers the
 * exit code.
 */
export function runWorkers(config: Config, log: (line: string) => void): Promise<number> {
  const problems = checkConfig(config);
  if (problems.errors.length) throw new ConfigError(problems.errors);
  return runPrimary(config.workers, log);
}

/**
 * Idle keep-alive connections close after `ms`. A proxy in front must close its idle upstream
 * connections first (KEEP_ALIVE_TIMEOUT_S above its idle timeout), or it now and then sends a
 * request on a connection the server is closing and answers 502 (nginx does not retry a POST).
 * The headers timeout stays above it, as Node advises, so an idle connection is never cut by
 * the wrong timer.
 */
export function keepConnectionsFor(server: Server, ms: number): void {
  server.keepAliveTimeout = ms;
  server.headersTimeout = Math.max(server.headersTimeout, ms + 1_000);
}

/**
 * With METRICS_TOKEN set: counters in the deps, the request observer and GET /metrics. prom-client
 * is loaded only then, so a server without metrics pays nothing for them.
 */
function withMetrics(config: Config, deps: ServiceDeps): Pick<AppOptions, 'metrics' | 'observe'> {
  if (!config.metricsToken) return {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createMetrics } = require('./platform/metrics') as typeof import('./platform/metrics');
  const metrics = createMetrics(deps.store);
  deps.metrics = metrics;
  return {
    observe: (group, method, status, seconds) => metrics.observeRequest(group, method, status, seconds),
    metrics: {
      token: config.metricsToken,
      baseUrl: config.baseUrl,
      render: async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
    },
  };
}

function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
