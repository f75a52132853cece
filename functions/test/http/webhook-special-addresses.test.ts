// A webhook URL at a special-purpose address is refused as not public, on every store, through
// the production address policy (test-app.ts checks URLs with it; literals need no DNS). These
// blocks passed before: ipaddr.js calls them unicast.
import { everyStore } from '../support/every-store';
import { testApp } from '../support/test-app';

const stores = everyStore('webhook-special');

describe.each(stores)('webhook URLs at special-purpose addresses (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<ReturnType<typeof testApp>['seedProject']>>;
  beforeAll(async () => {
    t = testApp(await openStore());
    acme = await t.seedProject(`special-${Math.random().toString(36).slice(2, 8)}`);
  });
  afterAll(() => t.close());
  const create = (url: string) => t.call('POST', `/api/projects/${acme.id}/webhooks`, { token: acme.secretKey, body: { url, events: ['link.created'] } });

  it.each([
    ['IPv6 benchmarking', 'https://[2001:2::1]/'],
    ['ORCHIDv2', 'https://[2001:20::1]/'],
    ['IPv6 documentation (3fff::/20)', 'https://[3fff::1]/'],
    ['AS112-v4', 'https://192.31.196.1/'],
    ['AMT', 'https://192.52.193.1/'],
    ['Direct Delegation AS112 Service', 'https://[2620:4f:8000::1]/'],
  ])('%s (%s): 400 url must resolve to a public address, nothing stored', async (_block, url) => {
    const res = await create(url);
    expect([res.status, res.json]).toEqual([400, { error: 'url must resolve to a public address', code: 'INVALID_ARGUMENT', field: 'url' }]);
    expect(await t.store.webhooks.list(acme.id)).toEqual([]);
  });

  it('a public address just outside the documentation block is taken', async () => {
    expect((await create('https://[2001:db9::1]/')).status).toBe(200);
  });
});
