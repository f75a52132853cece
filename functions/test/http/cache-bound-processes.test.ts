// Two Ferry processes on one PostgreSQL database, each with its own caches: what one changes, the
// other stops serving within the host cache's bound (docs/architecture.md, "Caches"). A removed
// custom domain, above all: no process may keep allowing a certificate for it past the bound.
import { createInternalApp } from '../../src/http/internal/internal-app';
import { openPostgresStore } from '../../src/store/postgres';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { testApp } from '../support/test-app';

const HOST_CACHE_BOUND_MS = 30_000;

describe('caches of two processes on one PostgreSQL store', () => {
  let cluster: PostgresCluster;
  let one: ReturnType<typeof testApp>;
  let other: ReturnType<typeof testApp>;
  const cnames = new Map<string, string[]>();
  const resolveCname = async (hostname: string) => cnames.get(hostname) ?? [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const store = openPostgresStore(await cluster.createDatabase('cache_bound'));
    await store.opened;
    one = testApp(store, { resolveCname });
    other = testApp(store, { resolveCname });
  }, 60_000);

  afterAll(async () => {
    // One store for both: closed once.
    await one?.close();
    cluster?.close();
  });

  afterEach(() => jest.useRealTimers());

  const ask = async (app: ReturnType<typeof testApp>, domain: string) =>
    (await createInternalApp(() => app.deps, { apiHost: 'api.localhost:8080' }).request(`http://127.0.0.1:8081/tls/allowed?domain=${domain}`)).status;

  it('when one process removes a custom domain, then it refuses it at once, and the other within the bound', async () => {
    const shop = await one.seedProject('shop', 'indie');
    const put = (hostname: string | null) => one.call('PUT', `/api/projects/${shop.id}/domain`, { token: shop.secretKey, body: { hostname } });
    expect((await put('go.shop.example')).status).toBe(200);
    cnames.set('go.shop.example', ['shop.localhost']);
    expect((await one.call('POST', `/api/projects/${shop.id}/domain/verify`, { token: shop.secretKey })).json).toMatchObject({ verified: true });
    // The other process learns of it within the bound of a miss, and remembers the answer.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'clearImmediate',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(Date.now() + HOST_CACHE_BOUND_MS);
    expect(await ask(other, 'go.shop.example')).toBe(200);
    expect((await put(null)).status).toBe(200);
    expect(await ask(one, 'go.shop.example')).toBe(404);
    jest.setSystemTime(Date.now() + HOST_CACHE_BOUND_MS - 1_000);
    expect(await ask(other, 'go.shop.example')).toBe(200);
    jest.setSystemTime(Date.now() + 1_001);
    expect(await ask(other, 'go.shop.example')).toBe(404);
  });

  it('when one process makes a link, then the other redirects it once its cached miss ends (5 s)', async () => {
    const acme = await one.seedProject('acme');
    const visit = (app: ReturnType<typeof testApp>) =>
      app.app.request('http://acme.localhost:8080/fresh', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0' } });
    expect((await visit(other)).status).toBe(404);
    expect(
      (
        await one.call('POST', '/api/links', {
          token: acme.secretKey,
          body: { title: 'Fresh', deepLink: 'acme://fresh', slug: 'fresh', desktopUrl: 'https://acme.example/fresh' },
        })
      ).status,
    ).toBe(200);
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'clearImmediate',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(Date.now() + 5_001);
    expect((await visit(other)).status).toBe(302);
  });
});
