// Bad-input sweep, queries, paths, methods, credentials, hosts (harness and route table:
// test/support/bad-input): every route answers malformed requests with a 4xx JSON {error, code}
// (an HTML page on the link host), never a 500 or a stack trace, and a refused request writes
// nothing. Each test lists every broken pair.

import { APP_FACING_PATHS } from '../../src/http/middleware/app-cors';
import { bodied, fill, projects, sweep } from '../support/bad-input/harness';
import { CSV, ROUTES } from '../support/bad-input/routes';

describe('bad input sweep, requests: every route answers odd queries, paths, methods, credentials and hosts with a clear 4xx', () => {
  it('unknown, duplicated and odd query parameters never give a 500; two projects named is 403', async () => {
    const probes = ROUTES.flatMap((route) => {
      const body = route.body ? (route.host === 'link' ? 'password=x' : JSON.stringify(route.body.valid())) : undefined;
      const scoped = route.auth === 'secret' && !route.multipart;
      const queries: [string, boolean][] = [
        ['?zzz=1&__proto__=x&constructor=y&toString=z', false],
        [`?projectId=${projects.acme.id}&projectId=${projects.other.id}`, scoped],
        ['?projectId[]=x', false],
        ['?projectId=%00', scoped],
        ['?projectId=%FF', scoped],
        ['?limit=1&limit=500', false],
        ['?limit=1e2', false],
        ['?limit=-1', false],
        ['?limit=99999999999999999999', false],
        ['?cursor=%FF%FE', false],
        ['?cursor=%00', false],
        ['?from=2026-13-45&to=x', false],
        ['?range=__proto__', false],
        ['?size=1&size=x', false],
        ['?subdomain=a&subdomain=b', false],
        ['?t=%00', false],
        ['?format=svg%00', false],
      ];
      return queries.map(([query, refuse]) => ({ route, label: query, query, body, refuse }));
    });
    expect(await sweep(probes)).toEqual([]);
  }, 180_000);

  it('%-encoded, traversal and very long path parameters are 4xx (pages on the link host)', async () => {
    const values = ['%00', '%', '%zz', '%2F', 'a%2Fb', '..', '%2e%2e', '%FF', '%E2%80%AE', '__proto__', 'constructor', '%20', 'a'.repeat(3000)];
    const probes = ROUTES.filter((r) => /:[psk]/.test(r.path)).flatMap((route) =>
      (route.path.match(/:[psku]/g) ?? []).flatMap((param) =>
        values.map((value) => ({
          route,
          label: `${param}=${value.slice(0, 12)}`,
          path: fill(route.path.replace(param, value)),
          body: route.body ? (route.host === 'link' ? 'password=x' : JSON.stringify(route.body.valid())) : undefined,
          // `..` is resolved by the URL parser into another (valid) route; public routes answer anything.
          refuse: route.kind === 'json' && route.auth !== 'none' && param !== ':u' && !value.includes('..') && !value.includes('2e%2e'),
          // `/..` on the link host is `/`, which is no slug: the app's JSON 404.
          ...(route.kind === 'page' && /\.\.|2e%2e/.test(value) ? { kind: 'json' as const } : {}),
        })),
      ),
    );
    const long = ROUTES[0]!;
    probes.push({
      route: { ...long, path: '/api/links/:long' },
      label: '100 KB path',
      path: `/api/links/${'a'.repeat(100_000)}`,
      body: undefined,
      refuse: true,
    });
    probes.push({ route: { ...long, path: '/api/:deep' }, label: 'deep path', path: `/api/${'x/'.repeat(5000)}`, body: undefined, refuse: true });
    probes.push({ route: ROUTES.find((r) => r.kind === 'page')!, label: '100 KB slug', path: `/${'a'.repeat(100_000)}`, body: undefined, refuse: true });
    expect(await sweep(probes)).toEqual([]);
  }, 120_000);

  // Routes apps call from browsers answer CORS preflights (http/middleware/app-cors.ts).
  const answersCors = (path: string) => APP_FACING_PATHS.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : path === p));

  it('a method a path does not allow is a JSON 404 or 405, never a 500', async () => {
    const allowed = new Map<string, Set<string>>();
    for (const r of ROUTES) if (r.kind !== 'page') allowed.set(r.path, new Set([...(allowed.get(r.path) ?? []), r.method]));
    const probes = [...allowed].flatMap(([path, methods]) => {
      const route = ROUTES.find((r) => r.path === path)!;
      // One-segment paths fall through to the link host's GET/POST /:slug.
      const single = path.split('/').length === 2;
      return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
        .filter((m) => !methods.has(m) && !(single && m === 'POST') && !(methods.has('GET') && m === 'HEAD') && !(m === 'OPTIONS' && answersCors(path)))
        .map((method) => ({ route, method, label: 'method', body: method === 'GET' ? undefined : '{}', refuse: true }));
    });
    expect(await sweep(probes)).toEqual([]);
  });

  it('a malformed Authorization header is a JSON 401 on every authenticated route', async () => {
    const headers = ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(10_000)}`, 'Bearer eyJ.eyJ.sig', 'Bearer sk_live_\u00e9', 'Bearer a, Bearer b'];
    const probes = ROUTES.filter((r) => r.auth !== 'none').flatMap((route) =>
      headers.map((authorization) => ({
        route: { ...route, auth: 'none' as const },
        label: authorization.slice(0, 16),
        headers: { authorization },
        body: route.body ? JSON.stringify(route.body.valid()) : undefined,
        refuse: true,
      })),
    );
    expect(await sweep(probes)).toEqual([]);
  });

  it('a body over 1 MB is a JSON 413 on the API and a 413 page on the link host', async () => {
    const big = `{"title":"${'x'.repeat(1024 * 1024)}"}`;
    const probes = [...bodied, ROUTES.find((r) => r.multipart)!].map((route) => ({
      route,
      label: '1 MB + 1',
      body: route.host === 'link' ? `password=${'x'.repeat(3_000_000)}` : big,
      contentType: route.multipart ? CSV : undefined,
      refuse: !route.body?.ignored || route.host === 'link',
    }));
    expect(await sweep(probes)).toEqual([]);
  });

  it('odd Host headers on the well-known files and the link host answer 404, never a 500', async () => {
    const hosts = ['a'.repeat(5000), '..', '[::1]', 'EVIL.example', 'x.localhost:99999', ''];
    const probes = ROUTES.filter((r) => r.host === 'link' && r.method === 'GET').flatMap((route) =>
      hosts.map((host) => ({ route, label: `host ${host.slice(0, 12)}`, headers: { 'x-forwarded-host': host }, refuse: host !== '' })),
    );
    expect(await sweep(probes)).toEqual([]);
  });
});
