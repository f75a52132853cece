// `ferry doctor` in process, beside a real server in the same process on the same DATA_DIR:
// a healthy install, a pending custom domain, a pepper others may read, a stopped server, and
// settings that contradict each other.
import { chmodSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli';
import { asCliFailure } from '../../src/cli/errors';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import type { DoctorCheck } from '../../src/services/doctor/check';

const tempDir = () => mkdtempSync(join(tmpdir(), 'ferry-doctor-'));

interface Outcome {
  exitCode: number;
  json: { ok: boolean; checks: DoctorCheck[]; error?: string; code?: string };
  text?: string;
}

/** `ferry doctor --json` as main.ts prints it: the output on success, the error body on failure. */
async function doctor(env: NodeJS.ProcessEnv): Promise<Outcome> {
  try {
    return { exitCode: 0, json: JSON.parse((await runCli(['doctor', '--json'], env))!) };
  } catch (error) {
    const failure = asCliFailure(error);
    return { exitCode: failure.exitCode, json: JSON.parse(JSON.stringify(failure.body)), text: failure.text };
  }
}

const row = (outcome: Outcome, check: string) => outcome.json.checks.find((c) => c.check === check);

describe('ferry doctor with a server running', () => {
  const dir = tempDir();
  let server: Awaited<ReturnType<typeof startServer>>;
  let env: NodeJS.ProcessEnv;
  let stopped = false;

  beforeAll(async () => {
    server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'warn' }, 'self-hosted'), () => undefined);
    env = { DATA_DIR: dir, INTERNAL_PORT: String(server.internalPort), LOG_LEVEL: 'warn' };
    // The pepper is made on first use (a click): as on an install that has served one.
    expect(server.deps.ipHashPepper.length).toBeGreaterThanOrEqual(16);
  });
  afterAll(async () => {
    if (!stopped) await server.close();
  });

  it('when the install is healthy, then every row is ok, the demo host is allowed, and it exits 0', async () => {
    const outcome = await doctor(env);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.json.ok).toBe(true);
    expect(outcome.json.checks.filter((c) => c.status !== 'ok')).toEqual([]);
    expect(outcome.json.checks.map((c) => c.check)).toEqual([
      'config',
      'store',
      'store',
      'store',
      'disk',
      'pepper',
      'internal listener',
      'tls localhost',
      'tls demo.localhost',
    ]);
    expect(row(outcome, 'tls demo.localhost')).toEqual({ check: 'tls demo.localhost', status: 'ok', detail: 'allowed' });
    const text = (await runCli(['doctor'], env))!.split('\n');
    expect(text[0]).toMatch(/^CHECK +STATUS +DETAIL$/);
    expect(text[text.length - 1]).toBe('ferry doctor: 9 checks, 0 warnings, 0 failures');
  });

  it('when a custom domain is pending, then its row is ok: the endpoint refuses it until verified', async () => {
    const shop = JSON.parse((await runCli(['project', 'create', '--subdomain', 'shop', '--plan', 'indie', '--json'], env))!);
    const put = await fetch(`http://127.0.0.1:${server.port}/api/projects/${shop.projectId}/domain`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${shop.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hostname: 'go.shop.example' }),
    });
    expect(put.status).toBe(200);
    const outcome = await doctor(env);
    expect(outcome.exitCode).toBe(0);
    expect(row(outcome, 'tls shop.localhost')).toMatchObject({ status: 'ok', detail: 'allowed' });
    expect(row(outcome, 'tls go.shop.example')).toEqual({ check: 'tls go.shop.example', status: 'ok', detail: 'pending: no certificate until verified' });
  });

  it('when others may read the pepper file, then the pepper row warns, never shows it, and the exit code stays 0', async () => {
    const pepper = join(dir, 'ip-hash-pepper');
    chmodSync(pepper, 0o644);
    try {
      const outcome = await doctor(env);
      expect(outcome.exitCode).toBe(0);
      expect(row(outcome, 'pepper')).toEqual({ check: 'pepper', status: 'warn', detail: `${pepper} is mode 644: others may read it; chmod 600 it` });
      expect(JSON.stringify(outcome.json)).not.toContain(server.deps.ipHashPepper);
    } finally {
      chmodSync(pepper, 0o600);
    }
  });

  it('when the server is stopped, then the listener row fails, TLS rows come from the store, and --json names the failure', async () => {
    // Waits for the keep-alive connection of the PUT above to go idle and close (a few seconds).
    await server.close();
    stopped = true;
    const outcome = await doctor(env);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.json).toMatchObject({ ok: false, code: 'DOCTOR_FAILED', error: '1 check failed: internal listener' });
    expect(row(outcome, 'internal listener')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining(`nothing answers on 127.0.0.1:${server.internalPort}`),
    });
    expect(row(outcome, 'tls demo.localhost')).toEqual({
      check: 'tls demo.localhost',
      status: 'warn',
      detail: 'listener down; the store says it would be allowed',
    });
    expect(row(outcome, 'tls go.shop.example')).toMatchObject({ status: 'warn', detail: 'listener down; the store says it would be refused' });
    expect(outcome.text).toMatch(/\nferry doctor: 11 checks, 4 warnings, 1 failure$/);
  });
});

describe('ferry doctor with settings that contradict each other', () => {
  it('when SHORT_DOMAIN names a port the server does not listen on, then a config row fails naming it, and nothing is created', async () => {
    const dir = tempDir();
    const outcome = await doctor({ DATA_DIR: dir, PORT: '41999', SHORT_DOMAIN: 'localhost:8080', INTERNAL_PORT: '0' });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.json.checks[0]).toMatchObject({ check: 'config', status: 'fail', detail: expect.stringContaining('SHORT_DOMAIN localhost:8080') });
    expect(outcome.json.checks.filter((c) => c.status === 'fail')).toContainEqual({
      check: 'store',
      status: 'fail',
      detail: `no store at ${join(dir, 'ferry.db')}: start the server once`,
    });
    expect(readdirSync(dir)).toEqual([]);
  });
});
