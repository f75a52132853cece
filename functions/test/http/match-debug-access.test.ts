// Who learns why POST /api/match answered what it did: `debug: true` with the project's own
// secret key adds `reason` and `checks`; without debug, or with any other credential, the answer
// is exactly the ordinary one (never an error: an app shipped with debug on keeps matching).

import { APP_UA, debugFixture, debugStores, T0 } from '../support/match-debug';
import { UA } from '../support/user-agents';

const { stores, closeStores } = debugStores('match-debug-access');
afterAll(closeStores);

describe.each(stores)('POST /api/match debug access (%s)', (name, openStore) => {
  let f: Awaited<ReturnType<typeof debugFixture>>;
  beforeAll(async () => {
    f = await debugFixture(await openStore(), `dbga${name.slice(0, 2)}`);
  });
  afterAll(() => f.t.close());
  beforeEach(() => f.t.setNow(T0));

  it('with the secret key and debug, then a no-match carries its reason, also as the last of its checks', async () => {
    const res = await f.match({ deviceInfo: { userAgent: APP_UA.ios174 } }, f.nextIp(), f.acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ matched: false, reason: expect.objectContaining({ signal: 'fingerprint', code: 'no_clicks' }), checks: [res.json.reason] });
    expect(res.json.reason!.message).toMatch(/^No pending iOS click of this project came from 198\.51\.100\.\d+ /);
  });

  it('with the secret key and debug, then a match carries its reason too, and the click is consumed as without debug', async () => {
    const slug = await f.link();
    const html = await f.click(slug, UA.iphoneSafari, f.nextIp());
    const res = await f.match({ deviceInfo: { userAgent: APP_UA.ios174 }, clipboard: f.clipboardOf(html) }, f.nextIp(), f.acme.secretKey);
    expect(res.json).toMatchObject({ matched: true, slug, matchType: 'clipboard', reason: { signal: 'clipboard', code: 'matched' } });
    expect(res.json.reason!.message).toContain(`link ${slug}`);
    expect(await f.t.store.matches.installCount(f.acme.id, 'link', slug)).toBe(1);
  });

  it.each([
    ['no credential', () => undefined],
    ['the publishable key', () => f.acme.publishableKey],
    ["another project's secret key", () => f.other.secretKey],
    ['a made-up secret key', () => 'sk_live_0000000000000000000000000000000'],
    ["the owner's ID token", () => f.acme.ownerToken],
  ])('with debug and %s, then the ordinary answer, without reason or checks', async (_case, token) => {
    const ip = f.nextIp();
    expect((await f.match({ deviceInfo: { userAgent: APP_UA.ios174 } }, ip, token())).json).toEqual({ matched: false });
    const slug = await f.link();
    const html = await f.click(slug, UA.iphoneSafari, ip);
    const res = await f.match({ deviceInfo: { userAgent: APP_UA.ios174 }, clipboard: f.clipboardOf(html) }, ip, token());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ matched: true, slug });
    expect(res.json).not.toHaveProperty('reason');
    expect(res.json).not.toHaveProperty('checks');
  });

  it('with the secret key but no debug (or debug false), then the ordinary answer', async () => {
    for (const debug of [undefined, false]) {
      const res = await f.match({ debug, deviceInfo: { userAgent: APP_UA.ios174 } }, f.nextIp(), f.acme.secretKey);
      expect(res.json).toEqual({ matched: false });
    }
  });

  it('when debug is not a boolean, then 400 naming the field, as any field of the wrong type', async () => {
    const res = await f.match({ debug: 'yes', deviceInfo: { userAgent: APP_UA.ios174 } }, f.nextIp(), f.acme.secretKey);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'debug' });
  });
});
