// A table-driven sweep over every route of the app with malformed requests (decisions §3): bad
// input of any kind gets a 4xx JSON `{error, code}` (an HTML page on the link host), never a 500
// or a stack trace, and a refused request writes nothing. Each test collects every broken
// route x input pair, so one run lists all of them.

import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { testApp, TEST_LIMITS } from '../support/test-app';

type Auth = 'secret' | 'owner' | 'none';
/** json: errors are JSON. page: the link host (HTML). public: a documented 2xx/3xx for any input. */
type Kind = 'json' | 'page' | 'public';
interface Body {
  strings: string[];
  arrays?: string[];
  objects?: string[];
  /** Puts an item (JSON text) where the route expects its items; `item` is a valid one. */
  wrap?: (item: string) => string;
  item?: () => object;
  valid: () => unknown;
  /** The route documents that it ignores what the body holds. */
  ignored?: true;
  /** Bad items are reported one by one in a 200 answer (spec): then nothing may be written. */
  itemErrors?: true;
}
interface Route {
  method: string; path: string; auth: Auth; kind: Kind; body?: Body; multipart?: true; host?: 'link';
  /** Sent after each probe's own query (the probe's value wins): keeps QR images small and quick. */
  extraQuery?: string;
}

let unique = 0;
const next = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;
const LINK_STRINGS = ['title', 'deepLink', 'slug', 'desktopUrl', 'utmSource', 'expiresAt', 'password'];
const linkBody: Body = { strings: LINK_STRINGS, arrays: ['tags', 'fallbackChain'], objects: ['params'], valid: () => ({ title: 'T', deepLink: 'acme://x' }) };
const LEGACY = 'https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F1&st=Hello';
const CSV = 'multipart/form-data; boundary=XyZ';
const csvBody = (file: string) => `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--XyZ--\r\n`;

const ROUTES: Route[] = [
  { method: 'GET', path: '/health', auth: 'none', kind: 'json' },
  { method: 'POST', path: '/api/projects', auth: 'owner', kind: 'json', body: { strings: ['name', 'subdomain'], valid: () => ({ name: 'N', subdomain: `s${next()}` }) } },
  { method: 'GET', path: '/api/projects', auth: 'owner', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p', auth: 'owner', kind: 'json' },
  { method: 'PATCH', path: '/api/projects/:p', auth: 'owner', kind: 'json', body: { strings: ['name', 'appName', 'iconUrl', 'uriScheme', 'catchAllUrl'], arrays: ['allowedDomains'], objects: ['ios', 'android', 'deepview'], valid: () => ({ appName: 'Acme' }) } },
  { method: 'GET', path: '/api/projects/:p/keys', auth: 'owner', kind: 'json' },
  { method: 'POST', path: '/api/projects/:p/keys', auth: 'owner', kind: 'json', body: { strings: ['type', 'name'], valid: () => ({ type: 'publishable' }) } },
  { method: 'DELETE', path: '/api/projects/:p/keys/:k', auth: 'owner', kind: 'json' },
  { method: 'PATCH', path: '/api/projects/:p/members/:u', auth: 'owner', kind: 'json', body: { strings: ['role'], valid: () => ({ role: 'viewer' }) } },
  { method: 'DELETE', path: '/api/projects/:p/members/:u', auth: 'owner', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/domain', auth: 'owner', kind: 'json' },
  { method: 'PUT', path: '/api/projects/:p/domain', auth: 'owner', kind: 'json', body: { strings: ['hostname'], valid: () => ({ hostname: `go${next()}.example.com` }) } },
  { method: 'POST', path: '/api/projects/:p/domain/verify', auth: 'owner', kind: 'json', body: { strings: [], valid: () => ({}), ignored: true } },
  { method: 'DELETE', path: '/api/projects/:p/domain', auth: 'owner', kind: 'json' },
  ...['/api/links', '/api/projects/:p/links'].flatMap((base): Route[] => [
    { method: 'POST', path: base, auth: 'secret', kind: 'json', body: linkBody },
    { method: 'GET', path: base, auth: 'secret', kind: 'json' },
    { method: 'GET', path: `${base}/:s`, auth: 'secret', kind: 'json' },
    { method: 'PUT', path: `${base}/:s`, auth: 'secret', kind: 'json', body: { ...linkBody, valid: () => ({ title: 'Renamed' }) } },
    { method: 'DELETE', path: `${base}/:s`, auth: 'secret', kind: 'json' },
    { method: 'POST', path: `${base}/:s/clone`, auth: 'secret', kind: 'json', body: { strings: ['projectId'], valid: () => ({}) } },
    { method: 'GET', path: `${base}/:s/history`, auth: 'secret', kind: 'json' },
    { method: 'GET', path: `${base}/:s/qr`, auth: 'secret', kind: 'json', extraQuery: 'size=64' },
    { method: 'GET', path: `${base}/:s/qr/png`, auth: 'secret', kind: 'json', extraQuery: 'size=64' },
  ]),
  { method: 'GET', path: '/api/links/resolve/:s', auth: 'none', kind: 'json' },
  { method: 'POST', path: '/api/links/bulk', auth: 'secret', kind: 'json', body: { ...linkBody, wrap: (item) => `{"links":[${item}]}`, item: () => ({ title: 'B' }), valid: () => ({ links: [{ title: 'B' }] }) } },
  { method: 'POST', path: '/api/links/batch', auth: 'secret', kind: 'json', body: { ...linkBody, wrap: (item) => `[${item}]`, item: () => ({ title: 'B' }), valid: () => [{ title: 'B' }] } },
  { method: 'POST', path: '/api/links/bulk-csv', auth: 'secret', kind: 'json', multipart: true },
  { method: 'POST', path: '/api/migration/preview', auth: 'none', kind: 'json', body: { strings: ['legacyLink'], valid: () => ({ legacyLink: LEGACY }) } },
  { method: 'POST', path: '/api/migration/convert', auth: 'secret', kind: 'json', body: { strings: [], arrays: ['legacyLinks'], valid: () => ({ legacyLinks: [LEGACY] }), itemErrors: true } },
  { method: 'POST', path: '/api/campaigns', auth: 'secret', kind: 'json', body: { strings: ['name', 'description'], valid: () => ({ name: `c${next()}` }) } },
  { method: 'GET', path: '/api/campaigns', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/analytics', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/analytics/influencers', auth: 'secret', kind: 'json' },
  { method: 'POST', path: '/api/referrals/track', auth: 'secret', kind: 'json', body: { strings: ['referrerId', 'newUserId', 'referrerLabel', 'linkId'], valid: () => ({ referrerId: 'r1', newUserId: `u${next()}` }) } },
  { method: 'POST', path: '/api/referrals/qualify', auth: 'secret', kind: 'json', body: { strings: ['newUserId', 'event'], valid: () => ({ newUserId: 'nobody' }) } },
  { method: 'GET', path: '/api/referrals', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/referrals/stats', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/referrals/leaderboard', auth: 'secret', kind: 'json' },
  { method: 'POST', path: '/api/match', auth: 'none', kind: 'json', body: { strings: ['subdomain', 'userAgent', 'clipboard', 'installReferrer'], objects: ['deviceInfo'], valid: () => ({ subdomain: acme.project.subdomain, userAgent: 'x' }) } },
  { method: 'POST', path: '/api/match/signals', auth: 'none', kind: 'public', body: { strings: ['timezone', 'language'], objects: ['screen'], valid: () => ({}), ignored: true } },
  { method: 'GET', path: '/api/pixel/:p', auth: 'none', kind: 'public' },
  { method: 'GET', path: '/api/projects/:p/journey.js', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/.well-known/apple-app-site-association', auth: 'none', kind: 'json', host: 'link' },
  { method: 'GET', path: '/apple-app-site-association', auth: 'none', kind: 'json', host: 'link' },
  { method: 'GET', path: '/.well-known/assetlinks.json', auth: 'none', kind: 'json', host: 'link' },
  { method: 'GET', path: '/:s', auth: 'none', kind: 'page', host: 'link' },
  { method: 'HEAD', path: '/:s', auth: 'none', kind: 'page', host: 'link' },
  { method: 'POST', path: '/:s', auth: 'none', kind: 'page', host: 'link', body: { strings: ['password'], valid: () => 'password=x', ignored: true } },
];

/** What one request looks like; `refuse`: only a 4xx is right; `unchanged`: nothing may be written whatever the status. */
interface Probe { route: Route; label: string; path?: string; query?: string; body?: string; contentType?: string | null; headers?: Record<string, string>; method?: string; refuse: boolean; unchanged?: boolean; kind?: Kind }

const t = testApp(undefined, { limits: { ...TEST_LIMITS, matchPerMinute: 0 } });
let acme: Awaited<ReturnType<typeof t.seedProject>>;
let other: Awaited<ReturnType<typeof t.seedProject>>;
const logged: string[] = [];

beforeAll(async () => {
  acme = await t.seedProject(`sweep-${next()}`);
  other = await t.seedProject(`sweep-other-${next()}`);
  for (const method of ['error', 'warn', 'log', 'info'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')));
  }
});
afterAll(() => {
  jest.restoreAllMocks();
  t.close();
});

async function ensurePromo() {
  if (!(await t.store.links.get(acme.id, 'promo'))) {
    const res = await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } });
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
    await newest(acme.id), await newest(other.id), await store.projects.countOwnedBy(acme.ownerUid),
    await store.keys.list(acme.id), await store.campaigns.list(acme.id), await store.projects.get(acme.id),
    await store.links.get(acme.id, 'promo'), await store.referrals.counts(acme.id, null),
  ]);
}

const fill = (path: string) => path.replace(':p', acme.id).replace(':s', 'promo').replace(':k', 'no-such-key').replace(':u', 'member-1');
const STACK = /\n\s+at |"stack"|node_modules|\/src\/|\.ts:\d+/;
let ip = 0;

async function run(p: Probe): Promise<string | null> {
  const { route } = p;
  await ensurePromo();
  const before = await snapshot();
  logged.length = 0;
  const method = p.method ?? route.method;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}`, 'user-agent': 'sweep', ...p.headers };
  if (route.auth === 'secret') headers.authorization = `Bearer ${acme.secretKey}`;
  if (route.auth === 'owner') headers.authorization = `Bearer ${acme.ownerToken}`;
  if (p.contentType) headers['content-type'] = p.contentType;
  else if (p.contentType === undefined && p.body !== undefined) headers['content-type'] = route.host === 'link' ? 'application/x-www-form-urlencoded' : 'application/json';
  const origin = route.host === 'link' ? `http://${acme.project.subdomain}.localhost:8080` : 'http://localhost:8080';
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
      try { json = JSON.parse(text); } catch { /* reported below */ }
      if (!type.startsWith('application/json') || typeof json?.error !== 'string' || typeof json.code !== 'string') return `${what}: not a JSON {error, code}: ${text.slice(0, 120)}`;
    }
  }
  if (res.status >= 400) {
    if ((await snapshot()) !== before) return `${what}: refused but wrote data`;
    if (logged.length) return `${what}: logged ${logged.join(' | ').slice(0, 200)}`;
  }
  return null;
}

async function sweep(probes: Probe[]) {
  const problems: string[] = [];
  for (const probe of probes) {
    const problem = await run(probe);
    if (problem) problems.push(problem);
  }
  return problems;
}

const bodied = ROUTES.filter((r) => r.body);
const strictBody = (r: Route) => !r.body?.ignored && r.kind !== 'page';
const asBody = (r: Route, item: object) => (r.body?.wrap ? r.body.wrap(JSON.stringify(item)) : JSON.stringify(item));
const validItem = (r: Route) => (r.body!.item ?? r.body!.valid)() as object;
function typed(r: Route, forString: unknown, forArray: unknown, forObject: unknown) {
  const b = r.body!;
  return Object.fromEntries([...b.strings.map((f) => [f, forString]), ...(b.arrays ?? []).map((f) => [f, forArray]), ...(b.objects ?? []).map((f) => [f, forObject])]);
}
/** A valid item with `__proto__` and `constructor` keys added (JSON.parse makes them own keys). */
function protoKeys(r: Route) {
  const item = JSON.stringify(validItem(r));
  const text = `{"__proto__":{"admin":true},"constructor":{"prototype":{}}${item === '{}' ? '' : `,${item.slice(1, -1)}`}}`;
  return r.body!.wrap ? r.body!.wrap(text) : text;
}
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

describe('bad input sweep: every route answers malformed requests with a clear 4xx', () => {
  it('invalid JSON bodies are 400 on every JSON route', async () => {
    const texts = ['{nope', '{"a":1', '{"a":1}{"b":2}', "{'a':1}", 'undefined', '{"title":"a\u0000b"}'];
    const probes = bodied.flatMap((route) => {
      const first = route.body!.strings[0] ?? route.body!.arrays?.[0] ?? 'title';
      const cases = texts.map((body) => ({ route, label: JSON.stringify(body.slice(0, 16)), body, refuse: strictBody(route) }));
      // Deep nesting is valid JSON: a bad value, refused, or for item lists reported per item.
      const itemErrors = route.body!.itemErrors ?? false;
      return [...cases, { route, label: 'deep nesting', body: `{"${first}":${DEEP}}`, refuse: strictBody(route) && !itemErrors, unchanged: itemErrors }];
    });
    expect(await sweep(probes)).toEqual([]);
  });

  it('a JSON array, string, number, boolean or null instead of the expected shape is 400', async () => {
    const probes = bodied.flatMap((route) => {
      const texts = route.body!.wrap?.('{}').startsWith('[') ? ['{}', '"s"', '42', 'null', '{"links":[]}'] : ['[]', '[{}]', '"s"', '42', 'true', 'null'];
      return texts.map((body) => ({ route, label: body, body, refuse: strictBody(route) }));
    });
    expect(await sweep(probes)).toEqual([]);
  });

  it('wrong field types (numbers for strings, objects for arrays, nested arrays) are 400', async () => {
    const probes = bodied.filter((r) => r.body!.strings.length + (r.body!.arrays?.length ?? 0) > 0).flatMap((route) => [
      { label: 'numbers', body: asBody(route, typed(route, 42, 42, 42)) },
      { label: 'objects', body: asBody(route, typed(route, { a: 1 }, { a: 1 }, [1])) },
      { label: 'nested arrays', body: asBody(route, typed(route, [[1, [2]]], [[[1]]], [[1]])) },
      { label: 'projectId 42', body: asBody(route, { ...(route.body!.valid() as object), projectId: 42 }) },
    ].map((p) => ({ ...p, route, refuse: strictBody(route) && !route.body!.itemErrors && !(p.label === 'projectId 42' && route.auth !== 'secret'), unchanged: route.body!.itemErrors })));
    expect(await sweep(probes)).toEqual([]);
  });

  it('100 KB strings are refused; unicode, NUL bytes and odd keys never break a route', async () => {
    const huge = 'x'.repeat(100_000);
    const probes = bodied.filter((r) => r.body!.strings.length > 0).flatMap((route) => [
      { label: '100 KB strings', body: asBody(route, typed(route, huge, [huge], { a: huge })), refuse: strictBody(route) },
      // One field at a time, the others valid, so that each field's own check is reached.
      ...route.body!.strings.map((field) => ({ label: `unicode + NUL in ${field}`, body: asBody(route, { ...validItem(route), [field]: 'a\u0000b\ud800\u202e😀' }), refuse: false })),
      { label: '__proto__ keys', body: protoKeys(route), refuse: false },
    ].map((p) => ({ ...p, route, body: route.host === 'link' ? `password=${encodeURIComponent(p.body)}` : p.body })));
    expect(await sweep(probes)).toEqual([]);
  });

  it('a missing or odd Content-Type and an empty body never give a 500', async () => {
    const types = [null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/json; charset=utf-16', 'application/xml'];
    const probes = bodied.flatMap((route) => [
      ...types.map((contentType) => ({ route, label: `type ${contentType}`, body: JSON.stringify(route.body!.valid()), contentType, refuse: false })),
      { route, label: 'empty body', body: '', refuse: false },
      { route, label: 'no body', refuse: false },
    ]);
    expect(await sweep(probes)).toEqual([]);
  });

  it('the CSV upload refuses JSON, a missing boundary, broken multipart and odd files with 4xx', async () => {
    const route = ROUTES.find((r) => r.multipart)!;
    const cases: [string, string | undefined, string | null][] = [
      ['json', '{"links":[]}', 'application/json'], ['no type', 'a,b', null], ['no boundary', csvBody('title\nA'), 'multipart/form-data'],
      ['garbage', 'not multipart at all', CSV], ['truncated', csvBody('title\nA').slice(0, 60), CSV], ['empty', '', CSV],
      ['no file part', '--XyZ\r\nContent-Disposition: form-data; name="projectId"\r\n\r\nx\r\n--XyZ--\r\n', CSV],
      ['binary file', csvBody('\u0000\u0001\u0002\ufffd'), CSV], ['header only', csvBody('title'), CSV], ['wrong columns', csvBody('nope,zip\n1,2'), CSV],
      ['unbalanced quotes', csvBody('title\n"abc'), CSV],
    ];
    const probes: Probe[] = cases.map(([label, body, contentType]) => ({ route, label, body, contentType, refuse: true }));
    // Rows that do not validate are skipped and reported in a 200 (spec): nothing is written.
    probes.push({ route, label: '100 KB title', body: csvBody(`title\n${'x'.repeat(100_000)}`), contentType: CSV, refuse: false, unchanged: true });
    expect(await sweep(probes)).toEqual([]);
  });

  it('unknown, duplicated and odd query parameters never give a 500; two projects named is 403', async () => {
    const probes = ROUTES.flatMap((route) => {
      const body = route.body ? (route.host === 'link' ? 'password=x' : JSON.stringify(route.body.valid())) : undefined;
      const scoped = route.auth === 'secret' && !route.multipart;
      const queries: [string, boolean][] = [
        ['?zzz=1&__proto__=x&constructor=y&toString=z', false], [`?projectId=${acme.id}&projectId=${other.id}`, scoped],
        ['?projectId[]=x', false], ['?projectId=%00', scoped], ['?projectId=%FF', scoped], ['?limit=1&limit=500', false], ['?limit=1e2', false],
        ['?limit=-1', false], ['?limit=99999999999999999999', false], ['?cursor=%FF%FE', false], ['?cursor=%00', false], ['?from=2026-13-45&to=x', false],
        ['?range=__proto__', false], ['?size=1&size=x', false], ['?subdomain=a&subdomain=b', false], ['?t=%00', false], ['?format=svg%00', false],
      ];
      return queries.map(([query, refuse]) => ({ route, label: query, query, body, refuse }));
    });
    expect(await sweep(probes)).toEqual([]);
  }, 180_000);

  it('%-encoded, traversal and very long path parameters are 4xx (pages on the link host)', async () => {
    const values = ['%00', '%', '%zz', '%2F', 'a%2Fb', '..', '%2e%2e', '%FF', '%E2%80%AE', '__proto__', 'constructor', '%20', 'a'.repeat(3000)];
    const probes = ROUTES.filter((r) => /:[psk]/.test(r.path)).flatMap((route) => (route.path.match(/:[psku]/g) ?? []).flatMap((param) =>
      values.map((value) => ({
        route, label: `${param}=${value.slice(0, 12)}`, path: fill(route.path.replace(param, value)),
        body: route.body ? (route.host === 'link' ? 'password=x' : JSON.stringify(route.body.valid())) : undefined,
        // `..` is resolved by the URL parser into another (valid) route; public routes answer anything.
        refuse: route.kind === 'json' && route.auth !== 'none' && param !== ':u' && !value.includes('..') && !value.includes('2e%2e'),
        // `/..` on the link host is `/`, which is no slug: the app's JSON 404.
        ...(route.kind === 'page' && /\.\.|2e%2e/.test(value) ? { kind: 'json' as const } : {}),
      }))));
    const long = ROUTES[0]!;
    probes.push({ route: { ...long, path: '/api/links/:long' }, label: '100 KB path', path: `/api/links/${'a'.repeat(100_000)}`, body: undefined, refuse: true });
    probes.push({ route: { ...long, path: '/api/:deep' }, label: 'deep path', path: `/api/${'x/'.repeat(5000)}`, body: undefined, refuse: true });
    probes.push({ route: ROUTES.find((r) => r.kind === 'page')!, label: '100 KB slug', path: `/${'a'.repeat(100_000)}`, body: undefined, refuse: true });
    expect(await sweep(probes)).toEqual([]);
  }, 120_000);

  it('a method a path does not allow is a JSON 404 or 405, never a 500', async () => {
    const allowed = new Map<string, Set<string>>();
    for (const r of ROUTES) if (r.kind !== 'page') allowed.set(r.path, new Set([...(allowed.get(r.path) ?? []), r.method]));
    const probes = [...allowed].flatMap(([path, methods]) => {
      const route = ROUTES.find((r) => r.path === path)!;
      // One-segment paths fall through to the link host's GET/POST /:slug.
      const single = path.split('/').length === 2;
      return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
        .filter((m) => !methods.has(m) && !(single && m === 'POST') && !(methods.has('GET') && m === 'HEAD'))
        .map((method) => ({ route, method, label: 'method', body: method === 'GET' ? undefined : '{}', refuse: true }));
    });
    expect(await sweep(probes)).toEqual([]);
  });

  it('a malformed Authorization header is a JSON 401 on every authenticated route', async () => {
    const headers = ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(10_000)}`, 'Bearer eyJ.eyJ.sig', 'Bearer sk_live_\u00e9', 'Bearer a, Bearer b'];
    const probes = ROUTES.filter((r) => r.auth !== 'none').flatMap((route) => headers.map((authorization) => ({
      route: { ...route, auth: 'none' as const }, label: authorization.slice(0, 16), headers: { authorization },
      body: route.body ? JSON.stringify(route.body.valid()) : undefined, refuse: true,
    })));
    expect(await sweep(probes)).toEqual([]);
  });

  it('a body over 1 MB is a JSON 413 on the API and a 413 page on the link host', async () => {
    const big = `{"title":"${'x'.repeat(1024 * 1024)}"}`;
    const probes = [...bodied, ROUTES.find((r) => r.multipart)!].map((route) => ({
      route, label: '1 MB + 1', body: route.host === 'link' ? `password=${'x'.repeat(3_000_000)}` : big, contentType: route.multipart ? CSV : undefined, refuse: !route.body?.ignored || route.host === 'link',
    }));
    expect(await sweep(probes)).toEqual([]);
  });

  it('odd Host headers on the well-known files and the link host answer 404, never a 500', async () => {
    const hosts = ['a'.repeat(5000), '..', '[::1]', 'EVIL.example', 'x.localhost:99999', ''];
    const probes = ROUTES.filter((r) => r.host === 'link' && r.method === 'GET').flatMap((route) =>
      hosts.map((host) => ({ route, label: `host ${host.slice(0, 12)}`, headers: { 'x-forwarded-host': host }, refuse: host !== '' })));
    expect(await sweep(probes)).toEqual([]);
  });
});

describe('bad input sweep: the self-hosted server answers requests the app never sees with JSON', () => {
  /** Sends raw bytes (fetch would refuse to send most of these) and reads the whole answer. */
  const raw = (port: number, text: string) => new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  const request = (head: string, extra = '') => `${head}\r\nConnection: close\r\n${extra}\r\n`;

  it.each([
    ['a Host that is no host', request('GET /hello HTTP/1.1\r\nHost: [zz'), 400],
    ['a Host with a space', request('GET /hello HTTP/1.1\r\nHost: a b'), 400],
    ['an absolute URL with a broken host', request('GET http://[zz/api/projects HTTP/1.1\r\nHost: localhost'), 400],
    ['broken chunked encoding', `${request('POST /api/match HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked')}zz\r\n`, 400],
    ['headers over the limit', request('GET /health HTTP/1.1\r\nHost: localhost', `X-Big: ${'x'.repeat(20_000)}\r\n`), 431],
    ['a path with a bad %-escape', request('GET /api/links/%ZZ HTTP/1.1\r\nHost: localhost'), 401],
  ])('%s: a JSON {error, code} with the status, nothing logged', async (_name, text, status) => {
    const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-sweep-')) }, 'self-hosted'), () => {});
    try {
      logged.length = 0;
      const answer = await raw(server.port, text);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(logged).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
