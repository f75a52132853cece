#!/usr/bin/env node
// A fresh self-hosted Ferry for the fuzz tests (test/fuzz): the built server (lib/, as `npm start`
// runs it) on a free port with a temporary DATA_DIR, so its first start creates project `demo`.
// With FERRY_FUZZ_OWNER_EMAIL and FERRY_FUZZ_OWNER_PASSWORD it also makes that console account.
// Prints one line, `FUZZ_SERVER {"port":…,"baseUrl":…,"secretKey":…,"publishableKey":…}`, and runs until
// SIGTERM. The store is the caller's: STORE=firestore with FIRESTORE_EMULATOR_HOST in the
// environment, else SQLite in the temporary directory.
// Run out of jest on purpose: inside jest's module sandbox some of the server's work (QR codes)
// is tens of times slower, and the fuzzer would measure that instead of the API.

'use strict';

const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { loadConfig } = require('../lib/config');
const { startServer } = require('../lib/server');

/** Every limit off, so the requests reach the routes (a 429 is documented: it would pass and test nothing). */
const NO_LIMITS = {
  RATE_LIMIT_API_PER_MINUTE: '0',
  RATE_LIMIT_MATCH_PER_MINUTE: '0',
  RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
  RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0',
  RATE_LIMIT_LINK_CREATIONS_PER_HOUR: '0',
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-fuzz-'));
  const env = {
    ...process.env,
    ...NO_LIMITS,
    // PORT 0: a free port, which SHORT_DOMAIN and BASE_URL (left unset) then follow.
    PORT: '0',
    INTERNAL_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The fuzzer keeps idle connections in its pool while it generates, as a proxy does: the
    // server must not close one just as a request goes out on it (docs/production.md).
    KEEP_ALIVE_TIMEOUT_S: '240',
    // Webhooks to loopback addresses may be set, so the fuzzer reaches the webhook routes.
    WEBHOOKS_PRIVATE_NETWORK: '1',
    APP_STORE_LOOKUP_URL: 'http://127.0.0.1:9/no-app-store-lookup',
  };
  delete env.SHORT_DOMAIN;
  delete env.BASE_URL;
  const server = await startServer(loadConfig(env, 'self-hosted'), () => undefined);
  if (!server.demo) throw new Error('the store was not empty: no demo project was created');
  const { port, demo } = server;
  // The owner's console account, for the run that fuzzes the owner's routes with its session.
  if (process.env.FERRY_FUZZ_OWNER_EMAIL) {
    const { createAccount } = require('../lib/services/accounts/accounts');
    await createAccount(server.deps, { email: process.env.FERRY_FUZZ_OWNER_EMAIL, password: process.env.FERRY_FUZZ_OWNER_PASSWORD });
  }
  const started = { port, baseUrl: server.config.baseUrl, secretKey: demo.secretKey, publishableKey: demo.publishableKey };
  console.log(`FUZZ_SERVER ${JSON.stringify(started)}`);
  const stop = () =>
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
