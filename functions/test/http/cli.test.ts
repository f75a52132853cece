// runCli in process: what the built-CLI tests (test/e2e/cli-*.test.ts) cannot see from outside:
// the store behind a command, the progress bar on a terminal, the in-process server lock.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli';
import { asCliFailure } from '../../src/cli/errors';
import { loadConfig } from '../../src/config';
import { hashKey } from '../../src/security/api-keys';
import { startServer } from '../../src/server';
import { openSqliteStore } from '../../src/store/sqlite';

const tempEnv = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-cli-')), RATE_LIMIT_API_PER_MINUTE: '0' });

describe('ferry CLI in process', () => {
  const env = tempEnv();

  it('when a project is created with --json, then the store holds it and its hashed keys', async () => {
    const out = JSON.parse((await runCli(['project', 'create', '--subdomain', 'acme', '--plan', 'indie', '--owner', 'u1', '--json'], env))!);
    expect(out).toEqual({
      projectId: expect.stringMatching(/^prj_/),
      subdomain: 'acme',
      secretKey: expect.stringMatching(/^sk_live_/),
      publishableKey: expect.stringMatching(/^pk_live_/),
    });
    const store = openSqliteStore(join(env.DATA_DIR, 'ferry.db'));
    expect(await store.projects.get(out.projectId)).toMatchObject({ plan: 'indie', ownerUid: 'u1', name: 'acme' });
    expect((await store.keys.findByHash(hashKey(out.secretKey)))?.projectId).toBe(out.projectId);
    await store.close();
  });

  it.each([
    [['project', 'create', '--subdomain', 'acme'], 1, 'ALREADY_EXISTS'],
    [['key', 'create', 'prj_missing', '--type', 'secret'], 1, 'NOT_FOUND'],
    [['launch'], 2, 'USAGE'],
    [['link', 'list', '--limit', '500'], 1, 'INVALID_ARGUMENT'],
  ])('when %j fails, then the failure maps to exit code %i and code %s', async (argv, exitCode, code) => {
    const failure = asCliFailure(await runCli(argv, env).catch((error: unknown) => error));
    expect(failure).toMatchObject({ exitCode, body: { code } });
  });

  it('when stderr is a terminal, then import draws a progress bar there and clears it', async () => {
    const file = join(env.DATA_DIR, 'links.csv');
    writeFileSync(file, ['title,deepLink', ...Array.from({ length: 40 }, (_, i) => `T${i},acme://t/${i}`)].join('\n'));
    const drawn: string[] = [];
    const terminal = { isTTY: true, write: (chunk: string) => drawn.push(chunk) > 0 };
    const out = JSON.parse((await runCli(['link', 'import', file, '--json'], env, terminal))!);
    expect(out).toMatchObject({ created: 40, skipped: 0 });
    expect(drawn[0]).toMatch(/^\rChecking rows \[-+\] 1\/40$/);
    expect(drawn).toContain(`\rChecking rows [${'#'.repeat(30)}] 40/40`);
    expect(drawn[drawn.length - 1]).toBe('\r\x1b[K');
    const piped: string[] = [];
    await runCli(['link', 'import', file, '--json'], env, { write: (chunk: string) => piped.push(chunk) > 0 });
    expect(piped).toEqual([]);
  });

  it('when a server in this process holds the store, then restore is refused; once it closes, the lock is gone', async () => {
    const own = tempEnv();
    const server = await startServer(loadConfig({ ...own, PORT: '0', LOG_LEVEL: 'warn' }, 'self-hosted'), () => undefined);
    const backup = join(own.DATA_DIR, 'copy.db');
    await runCli(['backup', backup], own);
    const refused = asCliFailure(await runCli(['restore', backup], own).catch((error: unknown) => error));
    expect(refused).toMatchObject({ exitCode: 3, body: { code: 'STORE_LOCKED' } });
    await server.close();
    expect(JSON.parse((await runCli(['restore', backup, '--json'], own))!)).toMatchObject({ projects: 1 });
  });
});
