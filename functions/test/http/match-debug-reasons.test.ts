// Each reason the matcher gives a debug call (`debug: true` with the project's secret key), on
// both stores: what every signal tried decided, in order, the last one deciding the answer.

import { APP_UA, debugFixture, debugStores, MIN, T0 } from '../support/match-debug';
import { UA } from '../support/user-agents';

const { stores, closeStores } = debugStores('match-debug-reasons');
afterAll(closeStores);
const HOUR = 60 * MIN;

describe.each(stores)('POST /api/match debug reasons (%s)', (name, openStore) => {
  let f: Awaited<ReturnType<typeof debugFixture>>;
  beforeAll(async () => {
    f = await debugFixture(await openStore(), `dbgr${name.slice(0, 2)}`);
  });
  afterAll(() => f.t.close());
  beforeEach(() => f.t.setNow(T0));

  const ask = async (body: object, ip: string) => (await f.match(body, ip, f.acme.secretKey)).json;
  const codes = (answer: Awaited<ReturnType<typeof ask>>) => answer.checks!.map((c) => `${c.signal} ${c.code}`);
  const ios = { deviceInfo: { userAgent: APP_UA.ios174 } };

  it('no_os: an app whose user agent and deviceInfo.os name no mobile OS (a Node script) gets no fingerprint', async () => {
    const answer = await ask({ deviceInfo: { userAgent: 'node' } }, f.nextIp());
    expect(answer.reason).toMatchObject({ signal: 'fingerprint', code: 'no_os' });
    expect(answer.reason!.message).toContain('"node"');
  });

  it('no_token, then token_unknown: a referrer without ferry_click, a clipboard without a token, then an unknown token', async () => {
    const ip = f.nextIp();
    expect(codes(await ask({ ...ios, installReferrer: 'utm_source=google-play', clipboard: 'hello' }, ip))).toEqual([
      'referrer no_token',
      'clipboard no_token',
      'fingerprint no_clicks',
    ]);
    expect(codes(await ask({ ...ios, clipboard: 'A'.repeat(22) }, ip))).toEqual(['clipboard token_unknown', 'fingerprint no_clicks']);
  });

  it("token_unknown for another project's click: its token says nothing here", async () => {
    const slug = (await f.t.call('POST', '/api/links', { token: f.other.secretKey, body: { title: 'Theirs', deepLink: 'x://y' } })).json.slug as string;
    const page = await f.t.app.request(`http://${f.other.project.subdomain}.localhost:8080/${slug}`, {
      headers: { 'user-agent': UA.iphoneSafari, 'x-forwarded-for': f.nextIp() },
    });
    const answer = await ask({ ...ios, clipboard: f.clipboardOf(await page.text()) }, f.nextIp());
    expect(codes(answer)[0]).toBe('clipboard token_unknown');
  });

  it('matched, matched_again, consumed: a token answers once, the same device again within 5 minutes, nobody else', async () => {
    const slug = await f.link();
    const token = f.clipboardOf(await f.click(slug, UA.iphoneSafari, f.nextIp()));
    const ip = f.nextIp();
    expect(codes(await ask({ ...ios, clipboard: token }, ip))).toEqual(['clipboard matched']);
    expect(codes(await ask({ ...ios, clipboard: token }, ip))).toEqual(['clipboard matched_again']);
    const stranger = await ask({ deviceInfo: { userAgent: APP_UA.ios16 }, clipboard: token }, f.nextIp());
    expect(stranger).toMatchObject({ matched: false, reason: { signal: 'clipboard', code: 'consumed' } });
  });

  it('matched by referrer: the install referrer of an Android click', async () => {
    const html = await f.click(await f.link(), UA.androidChrome, f.nextIp());
    const referrer = decodeURIComponent(/referrer=([^"&]+)/.exec(html)![1]!);
    expect(codes(await ask({ deviceInfo: { userAgent: APP_UA.okhttp }, installReferrer: referrer }, f.nextIp()))).toEqual(['referrer matched']);
  });

  it('expired: a token of a click more than 24 hours old, then no fingerprint candidate either', async () => {
    const ip = f.nextIp();
    const token = f.clipboardOf(await f.click(await f.link(), UA.iphoneSafari, ip));
    f.after(24 * HOUR + MIN);
    expect(codes(await ask({ ...ios, clipboard: token }, ip))).toEqual(['clipboard expired', 'fingerprint no_clicks']);
  });

  it("link_deleted: the click's link was deleted since", async () => {
    const slug = await f.link();
    const token = f.clipboardOf(await f.click(slug, UA.iphoneSafari, f.nextIp()));
    expect((await f.t.call('DELETE', `/api/links/${slug}`, { token: f.acme.secretKey })).status).toBe(200);
    expect((await ask({ ...ios, clipboard: token }, f.nextIp())).reason).toMatchObject({ signal: 'clipboard', code: 'link_deleted' });
  });

  it('matched by fingerprint, with the confidence it reached and the one it needed', async () => {
    const ip = f.nextIp();
    const slug = await f.link();
    await f.click(slug, UA.iphoneSafari, ip);
    f.after(3 * MIN);
    const answer = await ask(ios, ip);
    expect(answer).toMatchObject({ matched: true, slug, reason: { signal: 'fingerprint', code: 'matched' } });
    expect(answer.reason!.message).toMatch(new RegExp(`confidence ${(answer.confidence as number).toFixed(2)} \\(at least 0\\.72`));
  });

  it('ruled_out: the only click on the IP is from another iOS major version, or already answered to another device', async () => {
    const ip = f.nextIp();
    const token = f.clipboardOf(await f.click(await f.link(), UA.iphoneSafari, ip));
    const older = await ask({ deviceInfo: { userAgent: APP_UA.ios16 } }, ip);
    expect(older.reason).toMatchObject({ code: 'ruled_out', message: expect.stringContaining('1 another OS major version') });
    await ask({ ...ios, clipboard: token }, f.nextIp()); // another device takes it by its token
    const after = await ask(ios, ip);
    expect(after.reason).toMatchObject({ code: 'ruled_out', message: expect.stringContaining('1 already answered (a click is answered once)') });
  });

  it('crowded: more than 5 pending iOS clicks on one IP', async () => {
    const ip = f.nextIp();
    const slug = await f.link();
    for (let i = 0; i < 6; i++) await f.click(slug, UA.iphoneSafari, ip);
    expect((await ask(ios, ip)).reason).toMatchObject({ signal: 'fingerprint', code: 'crowded' });
  });

  it('ambiguous: two links clicked minutes apart on one IP by phones alike', async () => {
    const ip = f.nextIp();
    await f.click(await f.link(), UA.iphoneSafari, ip);
    f.after(MIN);
    await f.click(await f.link(), UA.iphoneSafari, ip);
    f.after(2 * MIN);
    expect((await ask(ios, ip)).reason).toMatchObject({ signal: 'fingerprint', code: 'ambiguous' });
  });

  it('low_confidence: a lone click 20 hours before the open', async () => {
    const ip = f.nextIp();
    await f.click(await f.link(), UA.iphoneSafari, ip);
    f.after(20 * HOUR);
    const answer = await ask(ios, ip);
    expect(answer.reason).toMatchObject({
      signal: 'fingerprint',
      code: 'low_confidence',
      message: expect.stringMatching(/^The best link's confidence is 0\.\d\d, below the 0\.72/),
    });
  });
});
