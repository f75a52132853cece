// The built CLI beside a running server (SQLite): a busy port is one line, a key revoked by
// the CLI stops authenticating at once, `ferry backup` is consistent while the server writes,
// and `ferry restore` refuses while the server holds the store or when the file is not Ferry's.

import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildCli, cliEnv, ferry, functionsDir, type Served, serve, tempDir } from './built-cli';

beforeAll(buildCli, 120_000);

it('when the port is taken, then serve and npm start say so in one line and exit 3', async () => {
  const blocker = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => blocker.once('listening', resolve));
  const port = String((blocker.address() as AddressInfo).port);
  const env = cliEnv(tempDir(), { PORT: port });
  const line = `Port ${port} is in use: set PORT or stop the other server`;
  const [cli, json, server] = await Promise.all([
    ferry(env, 'serve'),
    ferry(env, 'serve', '--json'),
    new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(process.execPath, [join(functionsDir, 'lib', 'server.js')], { env }, (error, _out, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stderr }),
      ),
    ),
  ]);
  blocker.close();
  expect(cli).toMatchObject({ status: 3, stdout: '', stderr: `ferry: ${line}\n` });
  expect(json.json()).toEqual({ error: line, code: 'PORT_IN_USE' });
  expect(server).toEqual({ code: 3, stderr: `${line}\n` });
});

describe('with a server running', () => {
  const dir = tempDir();
  const env = cliEnv(dir);
  let server: Served;
  let secretKey: string;
  const api = (path: string, key: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    secretKey = (await ferry(env, 'project', 'create', '--subdomain', 'acme', '--plan', 'studio', '--json')).json().secretKey;
    server = await serve(env);
  }, 30_000);
  afterAll(() => server?.stop());

  it('when the CLI revokes a key, then the server refuses it at once', async () => {
    const made = (await ferry(env, 'key', 'create', '--type', 'secret', '--json')).json();
    expect((await api('/api/links', made.key)).status).toBe(200);
    expect((await ferry(env, 'key', 'revoke', made.keyId)).status).toBe(0);
    const refused = await api('/api/links', made.key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid API key', code: 'UNAUTHENTICATED' });
  });

  it('when a backup is taken while the server writes, then restoring it elsewhere gives the same links; restore is refused meanwhile', async () => {
    let writing = true;
    let written = 0;
    const writer = async () => {
      for (; writing; written++) expect((await api('/api/links', secretKey, { title: `L${written}`, deepLink: `acme://l/${written}` })).status).toBe(200);
    };
    const writers = [writer(), writer()];
    while (written < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupFile = join(tempDir(), 'ferry-backup.db');
    const writtenBefore = written;
    const backup = await ferry(env, 'backup', backupFile, '--json');
    const writtenDuringBackup = written;
    expect(writtenDuringBackup).toBeGreaterThan(writtenBefore);
    while (written < writtenDuringBackup + 20) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await Promise.all(writers);
    expect(backup.status).toBe(0);
    const copied = backup.json();
    expect(copied).toMatchObject({ file: backupFile, schemaVersion: expect.any(Number), projects: 1 });
    expect(copied.links).toBeGreaterThanOrEqual(40);

    const refused = await ferry(env, 'restore', backupFile, '--json');
    expect(refused.status).toBe(3);
    expect(refused.json()).toEqual({
      code: 'STORE_LOCKED',
      error: expect.stringMatching(new RegExp(`^A Ferry server \\(pid \\d+ on port ${server.port}\\) is using`)),
    });

    const fresh = cliEnv(tempDir());
    const restored = await ferry(fresh, 'restore', backupFile, '--json');
    expect(restored.json()).toMatchObject({ previous: null, links: copied.links, projects: 1 });
    const [after, live] = await Promise.all([ferry(fresh, 'link', 'list', '--all', '--json'), ferry(env, 'link', 'list', '--all', '--json')]);
    const liveBySlug = new Map(live.json().links.map((l: { slug: string }) => [l.slug, l]));
    expect(after.json().links).toHaveLength(copied.links);
    for (const link of after.json().links) expect(link).toEqual(liveBySlug.get(link.slug));
    expect(live.json().links.length).toBeGreaterThan(copied.links);
  }, 60_000);

  it('when the file is not a Ferry database, then restore refuses it and leaves the store as it was', async () => {
    const other = tempDir();
    const text = join(other, 'notes.txt');
    writeFileSync(text, 'not a database');
    const foreign = join(other, 'foreign.db');
    new Database(foreign).exec('CREATE TABLE notes (body TEXT)').close();
    const newer = join(other, 'newer.db');
    await ferry(env, 'backup', newer);
    new Database(newer).pragma('user_version = 999');
    const fresh = cliEnv(tempDir());
    const runs = await Promise.all([text, foreign, newer].map((file) => ferry(fresh, 'restore', file, '--json')));
    expect(runs.map((r) => [r.status, r.json().code, r.json().error.replace(/^\S+ /, '')])).toEqual([
      [1, 'INVALID_ARGUMENT', 'is not a SQLite database: nothing was restored'],
      [1, 'INVALID_ARGUMENT', "is a SQLite database without Ferry's schema: nothing was restored"],
      [1, 'INVALID_ARGUMENT', expect.stringMatching(/^was made by a newer Ferry \(schema version 999; this one knows up to \d+\)/)],
    ]);
    expect(existsSync(join(fresh.DATA_DIR!, 'ferry.db'))).toBe(false);
  });

  it('when the server has stopped, then restore replaces the store and keeps the previous one aside', async () => {
    const file = join(tempDir(), 'again.db');
    await ferry(env, 'backup', file);
    expect(await server.stop()).toBe(0);
    const restored = await ferry(env, 'restore', file, '--json');
    expect(restored.status).toBe(0);
    expect(restored.json().previous).toBe(join(dir, 'ferry.db.pre-restore'));
    expect(existsSync(join(dir, 'ferry.db-wal'))).toBe(false);
    expect((await ferry(env, 'project', 'list', '--json')).json()).toHaveLength(1);
  });
});
