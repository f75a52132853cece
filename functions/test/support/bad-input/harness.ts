// The bad-input sweep's harness: one app with two projects, a console that records instead of
// printing, and `sweep(probes)`, which sends each malformed request and lists every answer
// that breaks the rules (a 5xx, a refused bad input, a trace, a write, a log line, a 4xx that
// is not JSON {error, code} or, on the link host, an HTML page).

import { TEST_LIMITS, testApp } from '../test-app';
import { next, type Probe, projects, ROUTES, type Route } from './routes';

export { projects };

export const t = testApp(undefined, { limits: { ...TEST_LIMITS, matchPerMinute: 0 } });
export const logged: string[] = [];

beforeAll(async () => {
  projects.acme = await t.seedProject(`sweep-${next()}`);
  projects.other = await t.seedProject(`sweep-other-${next()}`);
  for (const method of ['error', 'warn', 'log', 'info'] as const) {
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')));
  }
});
afterAll(() => {
  jest.restoreAllMocks();
  t.close();
});

async function ensurePromo() {
  if (!(await t.store.links.get(projects.acme.id, 'promo'))) {
    const res = await t.call('POST', '/api/links', { token: projects.acme.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } });
    if (res.status !== 200) throw new Error(`seed promo: ${res.text}`);
  }
}

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const { store } = t;
  // The newest link and the month's link counter show a new link; counting them all gets slow
  // as the sweep's accepted requests add links.
  const newest = async (id: string) => [(await store.links.list(id, { limit: 1 })).items[0]?.slug, await store.usage.get(id, '2026-11')];
  return JSON.stringify([
    await newest(projects.acme.id),
    await newest(projects.other.id),
    await store.projects.countOwnedBy(projects.acme.ownerUid),
    await store.keys.list(projects.acme.id),
    await store.campaigns.list(projects.acme.id),
    await store.projects.get(projects.acme.id),
    await store.links.get(projects.acme.id, 'promo'),
    await store.referrals.counts(projects.acme.id, null),
  ]);
}

export const fill = (path: string) =>
  path
    .replace(':p', projects.acme.id)
    .replace(':s', 'promo')
    .replace(':k', 'no-such-key')
    .replace(':u', 'member-1')
    .replace(':w', 'wh_nosuchwebhook00')
    .replace(':e', 'invitee%40sweep.example');
const STACK = /\n\s+at |"stack"|node_modules|\/src\/|\.ts:\d+/;
let ip = 0;

async function run(p: Probe): Promise<string | null> {
  const { route } = p;
  await ensurePromo();
  const before = await snapshot();
  logged.length = 0;
  const method = p.method ?? route.method;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}`, 'user-agent': 'sweep', ...p.headers };
  if (route.auth === 'secret') headers.authorization = `Bearer ${projects.acme.secretKey}`;
  if (route.auth === 'owner') headers.authorization = `Bearer ${projects.acme.ownerToken}`;
  if (p.contentType) headers['content-type'] = p.contentType;
  else if (p.contentType === undefined && p.body !== undefined)
    headers['content-type'] = route.host === 'link' ? 'application/x-www-form-urlencoded' : 'application/json';
  const origin = route.host === 'link' ? `http://${projects.acme.project.subdomain}.localhost:8080` : 'http://localhost:8080';
  const query = [p.query?.slice(1), route.extraQuery].filter(Boolean).join('&');
  const res = await t.app.request(`${origin}${p.path ?? fill(route.path)}${query ? `?${query}` : ''}`, { method, headers, body: p.body });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const what = `${method} ${route.path} [${p.label}] -> ${res.status}`;
  if (res.status >= 500) return `${what}: ${text.slice(0, 200)}`;
  if (p.refuse && res.status < 400) return `${what}: accepted bad input`;
  if (STACK.test(text)) return `${what}: trace in body`;
  const kind = p.kind ?? route.kind;
  if (p.unchanged && (await snapshot()) !== before) return `${what}: wrote data`;
  if (res.status >= 400 && method !== 'HEAD') {
    if (kind === 'page' && !type.startsWith('text/html')) return `${what}: not an HTML page (${type})`;
    if (kind !== 'page') {
      let json: { error?: unknown; code?: unknown } | undefined;
      try {
        json = JSON.parse(text);
      } catch {
        /* reported below */
      }
      if (!type.startsWith('application/json') || typeof json?.error !== 'string' || typeof json.code !== 'string')
        return `${what}: not a JSON {error, code}: ${text.slice(0, 120)}`;
    }
  }
  if (res.status >= 400) {
    if ((await snapshot()) !== before) return `${what}: refused but wrote data`;
    if (logged.length) return `${what}: logged ${logged.join(' | ').slice(0, 200)}`;
  }
  return null;
}

export async function sweep(probes: Probe[]) {
  const problems: string[] = [];
  for (const probe of probes) {
    const problem = await run(probe);
    if (problem) problems.push(problem);
  }
  return problems;
}

export const bodied = ROUTES.filter((r) => r.body);
export const strictBody = (r: Route) => !r.body?.ignored && r.kind !== 'page';
export const asBody = (r: Route, item: object) => (r.body?.wrap ? r.body.wrap(JSON.stringify(item)) : JSON.stringify(item));
export const validItem = (r: Route) => (r.body!.item ?? r.body!.valid)() as object;
export function typed(r: Route, forString: unknown, forArray: unknown, forObject: unknown) {
  const b = r.body!;
  return Object.fromEntries([
    ...b.strings.map((f) => [f, forString]),
    ...(b.arrays ?? []).map((f) => [f, forArray]),
    ...(b.objects ?? []).map((f) => [f, forObject]),
  ]);
}
/** A valid item with `__proto__` and `constructor` keys added (JSON.parse makes them own keys). */
export function protoKeys(r: Route) {
  const item = JSON.stringify(validItem(r));
  const text = `{"__proto__":{"admin":true},"constructor":{"prototype":{}}${item === '{}' ? '' : `,${item.slice(1, -1)}`}}`;
  return r.body!.wrap ? r.body!.wrap(text) : text;
}
export const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;
