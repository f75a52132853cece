// kill -9 under load (issue #13): the self-hosted server answers a visit only once its click is
// committed to the click log, so a server killed mid-load and started again has every visit it
// answered (and may have a few it committed but could not answer before it died).
import { request } from 'node:http';
import { buildCli, cliEnv, ferry, serve, tempDir } from './built-cli';

const env = cliEnv(tempDir('ferry-kill-'), { RATE_LIMIT_REDIRECTS_PER_MINUTE: '0', RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0' });
const SLUGS = ['k0', 'k1', 'k2', 'k3', 'k4'];
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];
let secretKey: string;

beforeAll(async () => {
  await buildCli();
  secretKey = (await ferry(env, 'project', 'create', '--subdomain', 'acme', '--plan', 'studio', '--json')).json().secretKey;
  for (const slug of SLUGS) {
    expect((await ferry(env, 'link', 'create', '--title', slug, '--deep-link', `acme://${slug}`, '--slug', slug, '--desktop-url', 'https://acme.example/', '--json')).status).toBe(0);
  }
}, 120_000);

/** One visit; resolves with its status, or null when the connection died first. */
const visit = (port: number, i: number) =>
  new Promise<number | null>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: `/${SLUGS[i % SLUGS.length]}`, headers: { host: 'acme.localhost:8080', 'user-agent': AGENTS[i % 2]! } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? null));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.end();
  });

it('when the server is killed with SIGKILL mid-load, then after a restart every answered visit is counted', async () => {
  const first = await serve(env);
  let answered = 0;
  let stop = false;
  const worker = async (w: number) => {
    for (let i = w; !stop; i += 16) {
      // Desktop visits redirect (302); iPhone ones get the deepview page (200): both count a click.
      const status = await visit(first.port, i);
      if (status === 302 || status === 200) answered++;
    }
  };
  const workers = Array.from({ length: 16 }, (_, w) => worker(w));
  while (answered < 400) await new Promise((resolve) => setTimeout(resolve, 10));
  first.child.kill('SIGKILL');
  await first.stop();
  stop = true;
  await Promise.all(workers);

  const second = await serve(env);
  try {
    const res = await fetch(`http://127.0.0.1:${second.port}/api/links?limit=100`, { headers: { authorization: `Bearer ${secretKey}` } });
    const links = (await res.json()) as { clicks: number }[];
    const stored = links.reduce((sum, link) => sum + link.clicks, 0);
    expect(answered).toBeGreaterThanOrEqual(400);
    expect(stored).toBeGreaterThanOrEqual(answered);
    // Committed but unanswered: at most what was in flight when it died (16 connections).
    expect(stored - answered).toBeLessThanOrEqual(16);
  } finally {
    await second.stop();
  }
}, 60_000);
