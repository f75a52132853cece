// A real self-hosted Ferry for the docs examples: startServer on a free port with a temp
// DATA_DIR, so the first start creates project `demo` and prints its keys, which are read from
// the printed lines exactly as the README tells a reader to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { freePort } from '../support/free-port';
import { idToken } from '../support/id-token';
import type { DocsFerry } from './substitutions';

/** The signed-in user of the docs' ID-token examples (the fake Auth emulator accepts any uid). */
export const DOCS_USER = 'docs-owner';

export interface RunningDocsFerry extends DocsFerry {
  /** The server's DATA_DIR, where a documented `ferry` command must act too. */
  dataDir: string;
  close: () => Promise<void>;
}

/** `env`: settings on top of the docs' (the OpenAPI examples' webhook receiver, the fuzz runs' store and limits). */
export async function startDocsFerry(env: NodeJS.ProcessEnv = {}): Promise<RunningDocsFerry> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-docs-'));
  // The port must be known before the start: SHORT_DOMAIN carries it into every shortUrl.
  const port = await freePort();
  const config = loadConfig(
    {
      PORT: String(port),
      INTERNAL_PORT: '0', // jest runs files side by side: the default 8081 would collide
      HOST: '127.0.0.1',
      SHORT_DOMAIN: `localhost:${port}`,
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn', // a quiet test run: request lines are info
      // No network: an app icon lookup would ask this server and get a 404.
      APP_STORE_LOOKUP_URL: `http://127.0.0.1:${port}/__no-app-store-lookup`,
      ...env,
    },
    'self-hosted',
  );
  const lines: string[] = [];
  const server = await startServer(config, (line) => lines.push(line));
  const printed = lines.join('\n');
  const secretKey = /secret key:\s+(sk_live_\w+)/.exec(printed)?.[1];
  const publishableKey = /publishable key:\s+(pk_live_\w+)/.exec(printed)?.[1];
  if (!secretKey || !publishableKey) {
    await server.close();
    throw new Error(`the first start printed no demo keys:\n${printed}`);
  }
  // Two links made before any example, so a documented list page has a next page.
  for (const n of [1, 2]) {
    const created = await fetch(`http://127.0.0.1:${port}/api/links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Docs fixture ${n}`, deepLink: `demo://fixture/${n}` }),
    });
    if (created.status !== 200) throw new Error(`fixture link: ${created.status} ${await created.text()}`);
  }
  return {
    port,
    dataDir,
    secretKey,
    publishableKey,
    idToken: idToken(DOCS_USER),
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
