// Two Ferry processes on one PostgreSQL database, as docs/scale-out.md sets them up: each answers
// every route at once for what the other wrote, clicks through both are counted once each, a
// process killed with SIGKILL under load loses no answered click, rate limits hold across them,
// and the webhook outbox is drained once while both run and by the survivor after.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { buildCli, cliEnv, ferry, type Served, serve, tempDir } from './built-cli';
import { visitOnce } from './visit-once';

let cluster: PostgresCluster;
let env: NodeJS.ProcessEnv;
let secretKey: string;
let projectId: string;
let a: Served;
let b: Served;
const deliveries: string[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => (deliveries.push(body), res.writeHead(204).end()));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  [cluster] = await Promise.all([startPostgresCluster(), buildCli()]);
  const url = await cluster.createDatabase('ferry');
  env = cliEnv(tempDir('ferry-pg-e2e-'), {
    STORE: 'postgres',
    DATABASE_URL: url,
    IP_HASH_PEPPER: 'e2e-pepper-0123456789abcdef',
    WEBHOOKS_PRIVATE_NETWORK: 'true',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
    RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0',
  });
  const created = await ferry(env, 'project', 'create', '--subdomain', 'acme', '--plan', 'studio', '--json');
  expect(created.stderr).toBe('');
  ({ secretKey, projectId } = created.json());
  [a, b] = await Promise.all([serve(env), serve(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cluster?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const api = (port: number, method: string, path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const clicksOf = async (port: number, slug: string) => ((await (await api(port, 'GET', `/api/links/${slug}`)).json()) as { clicks: number }).clicks;
const until = async (done: () => boolean | Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; !(await done()); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
  }
};

it('when a link is made through one process, then the other redirects it at once, and clicks through both count once each', async () => {
  expect(
    (await api(a.port, 'POST', '/api/links', { title: 'Spring', deepLink: 'acme://spring', slug: 'spring', desktopUrl: 'https://acme.example/spring' })).status,
  ).toBe(200);
  expect(await visitOnce(b.port, 'acme', 'spring')).toBe(302);
  for (let i = 0; i < 7; i++) expect(await visitOnce(i % 2 ? a.port : b.port, 'acme', 'spring')).toBe(302);
  expect(await clicksOf(a.port, 'spring')).toBe(8);
  expect(await clicksOf(b.port, 'spring')).toBe(8);
});

it('when the API limit is 10 a minute, then 10 calls pass in all, whichever process answers', async () => {
  const limited = [await serve({ ...env, RATE_LIMIT_API_PER_MINUTE: '10' }), await serve({ ...env, RATE_LIMIT_API_PER_MINUTE: '10' })];
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await api(limited[i % 2]!.port, 'GET', '/api/links?limit=1')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  } finally {
    await Promise.all(limited.map((server) => server.stop()));
  }
}, 60_000);

it('when both run, then each webhook event is delivered once; when one is killed, the other goes on delivering', async () => {
  const hook = await api(a.port, 'POST', `/api/projects/${projectId}/webhooks`, {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    events: ['link.created'],
  });
  expect(hook.status).toBe(200);
  for (let i = 0; i < 6; i++)
    expect((await api(i % 2 ? a.port : b.port, 'POST', '/api/links', { title: `Hook ${i}`, deepLink: 'acme://x', slug: `hook-${i}` })).status).toBe(200);
  await until(() => deliveries.length >= 6, 20_000);
  // Both drains run every second: give a double delivery the time to show.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const ids = deliveries.map((body) => (JSON.parse(body) as { id: string }).id);
  expect(new Set(ids).size).toBe(6);
  expect(ids).toHaveLength(6);
  a.child.kill('SIGKILL');
  expect((await api(b.port, 'POST', '/api/links', { title: 'After', deepLink: 'acme://x', slug: 'hook-after' })).status).toBe(200);
  await until(() => deliveries.length >= 7, 20_000);
  a = await serve(env);
}, 60_000);

it('when one process is killed with SIGKILL under load, then every answered visit is counted, read through the other', async () => {
  expect(
    (await api(a.port, 'POST', '/api/links', { title: 'Load', deepLink: 'acme://load', slug: 'load', desktopUrl: 'https://acme.example/load' })).status,
  ).toBe(200);
  let answered = 0;
  let stop = false;
  const worker = async (w: number) => {
    for (let i = w; !stop; i += 8) if ((await visitOnce(i % 2 ? a.port : b.port, 'acme', 'load')) === 302) answered++;
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  try {
    await until(() => answered >= 200, 30_000);
    a.child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    stop = true;
    await Promise.all(workers);
  }
  const counted = await clicksOf(b.port, 'load');
  // Every answered visit was committed before its answer; a few committed ones lost their answer.
  expect(counted).toBeGreaterThanOrEqual(answered);
  expect(counted).toBeLessThanOrEqual(answered + 8);
  a = await serve(env);
}, 60_000);

it('when PostgreSQL restarts under load, then what needs it answers 503 with Retry-After, known links keep redirecting, and all is served again after, with no Ferry restart', async () => {
  expect(
    (await api(a.port, 'POST', '/api/links', { title: 'Cold', deepLink: 'acme://cold', slug: 'cold', desktopUrl: 'https://acme.example/cold' })).status,
  ).toBe(200);
  expect(await visitOnce(a.port, 'acme', 'spring')).toBe(302);
  const statuses: Array<number | string> = [];
  let stop = false;
  const load = Array.from({ length: 4 }, async (_, w) => {
    while (!stop) statuses.push(await visitOnce(w % 2 ? a.port : b.port, 'acme', 'spring'));
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await restartUnderLoad();
  } finally {
    // Also when a step fails: a load left running would spin on refused connections.
    stop = true;
    await Promise.all(load);
  }
  // The link both processes had read keeps redirecting throughout (its clicks while the database
  // was away are lost and counted); never a 500, never a dropped connection.
  expect(new Set(statuses)).toEqual(new Set([302]));
}, 60_000);

async function restartUnderLoad() {
  cluster.stop();
  // A link this process has not read yet needs the database: 503, try again.
  const cold = await fetch(`http://127.0.0.1:${a.port}/cold`, {
    headers: { host: `acme.localhost:${a.port}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' },
    redirect: 'manual',
  });
  expect(cold.status).toBe(503);
  expect(cold.headers.get('retry-after')).toMatch(/^\d+$/);
  const down = await api(b.port, 'GET', '/api/links?limit=1');
  expect(down.status).toBe(503);
  expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await down.json()).toMatchObject({ code: 'UNAVAILABLE' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  cluster.start();
  await until(async () => (await visitOnce(a.port, 'acme', 'cold')) === 302, 15_000);
  await until(async () => (await api(b.port, 'GET', '/api/links?limit=1')).status === 200, 15_000);
}

it('when WORKERS=2, then one port is served by two processes, and a stop ends both', async () => {
  const served = await serve({ ...env, WORKERS: '2' });
  try {
    // From the first answer on, while the second worker starts and takes its share of the
    // connections, every visit is served: a worker holds what it gets before its store is open.
    const statuses: Array<number | string> = [];
    const until2 = Date.now() + 2_000;
    while (Date.now() < until2) statuses.push(...(await Promise.all([0, 1, 2, 3].map(() => visitOnce(served.port, 'acme', 'spring')))));
    expect(new Set(statuses)).toEqual(new Set([302]));
    await until(() => workersOf(served.child.pid!).length === 2, 15_000);
    for (let i = 0; i < 6; i++) expect(await visitOnce(served.port, 'acme', 'spring')).toBe(302);
  } finally {
    const workers = workersOf(served.child.pid!);
    expect(await served.stop()).toBe(0);
    expect(workers.filter(isAlive)).toEqual([]);
  }
}, 60_000);

it('when ferry doctor runs on a PostgreSQL store, then it checks the database, schema, pool and clock', async () => {
  const run = await ferry(env, 'doctor', '--json');
  // Nothing listens on INTERNAL_PORT here: that row fails, and the JSON still holds every row.
  const rows = (run.json() as { checks: { check: string; status: string }[] }).checks;
  expect(rows.filter((r) => ['database', 'schema', 'pool', 'clock'].includes(r.check))).toEqual([
    { check: 'database', status: 'ok', detail: expect.stringMatching(/^PostgreSQL \d+/) },
    { check: 'schema', status: 'ok', detail: expect.stringContaining('current') },
    { check: 'pool', status: 'ok', detail: expect.stringContaining('DATABASE_POOL_SIZE 10 x WORKERS 1') },
    { check: 'clock', status: 'ok', detail: expect.any(String) },
  ]);
});

it('when the CLI cannot reach the database, then it exits 3 with the one-line reason', async () => {
  const run = await ferry({ ...env, DATABASE_URL: env.DATABASE_URL!.replace(`:${cluster.port}/`, ':1/') }, 'project', 'list', '--json');
  expect(run.status).toBe(3);
  expect(run.json()).toEqual({ code: 'STORE_UNAVAILABLE', error: expect.stringContaining('PostgreSQL at 127.0.0.1:1 refused the connection') });
});

it('when ferry backup is asked of a PostgreSQL store, then it says to use pg_dump', async () => {
  const run = await ferry(env, 'backup', '/tmp/never.db', '--json');
  expect(run.status).not.toBe(0);
  expect(run.json()).toMatchObject({ code: 'USAGE', error: expect.stringContaining('pg_dump') });
});

it('when WORKERS=2 is asked of a SQLite store, then the start fails with one line', async () => {
  const run = await ferry(cliEnv(tempDir('ferry-workers-'), { WORKERS: '2', PORT: '0' }), 'serve');
  expect(run.status).not.toBe(0);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining('WORKERS=2 needs STORE=postgres')]);
});

function workersOf(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
