// Deferred matching by fingerprint with the minimal body only: the app sends its own
// user agent and nothing else, as client libraries without clipboard access do and as every
// deepview whose beacon never ran leaves it. Also the deepview's client hints and match windows.

import { appProject, clipboardTokenOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const APP = {
  ios174: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0',
  ios260: 'Acme/1.0 CFNetwork/3860.100.1 Darwin/25.0.0',
  android14: 'Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP1A.240305.019)',
  android13: 'Dalvik/2.1.0 (Linux; U; Android 13; Pixel 8 Build/TQ3A.230901.001)',
};
const T0 = new Date('2026-11-22T10:00:00.000Z');
const MIN = 60_000;

describe('POST /api/match by fingerprint, with the user agent only', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

  beforeEach(async () => {
    t = testApp();
    acme = await appProject(t, 'acme');
    for (const slug of ['promo', 'other', 'third']) await acme.link({ slug, title: slug, deepLink: `acme://${slug}` });
  });
  afterEach(() => t.close());

  const after = (ms: number) => t.setNow(new Date(T0.getTime() + ms));
  const click = async (slug: string, ua: string, ip: string) => (await acme.visit(`/${slug}`, ua, { headers: { 'x-forwarded-for': ip } })).text();
  /** The minimal body: `{deviceInfo: {userAgent, timestamp}}`, nothing else. */
  const open = async (userAgent: string, ip: string) => {
    const body = { deviceInfo: { userAgent, timestamp: Date.now() } };
    const res = await t.app.request('http://acme.localhost:8080/api/match', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { matched: boolean; slug?: string; matchType?: string; confidence?: number };
  };
  const beacon = (html: string, signals: unknown) =>
    t.app.request(`http://acme.localhost:8080/api/match/signals?t=${clipboardTokenOf(html)}`, {
      method: 'POST',
      body: JSON.stringify(signals),
      headers: { 'content-type': 'text/plain' },
    });

  it.each([
    ['iOS 17.4 Safari', UA.iphoneSafari, APP.ios174],
    ['iOS 26 Safari (OS token frozen at 18_6)', UA.iphoneSafari26, APP.ios260],
    ["Android Chrome's reduced UA (Android 10; K)", UA.androidChrome, APP.android14],
  ])('a lone click in %s, then the app minutes later from the same IP: a fingerprint match with a confidence between 0 and 1', async (_, browser, app) => {
    const ip = nextIp();
    await click('promo', browser, ip);
    after(3 * MIN);
    const answer = await open(app, ip);
    expect(answer).toMatchObject({ matched: true, slug: 'promo', matchType: 'fingerprint' });
    expect(answer.confidence).toBeGreaterThan(0);
    expect(answer.confidence).toBeLessThan(1);
  });

  it('the same lone click 20 hours before the open is too weak to answer', async () => {
    const ip = nextIp();
    await click('promo', UA.iphoneSafari, ip);
    after(20 * 60 * MIN);
    expect(await open(APP.ios174, ip)).toEqual({ matched: false });
  });

  it('two clicks of different links on one IP never answer the older one', async () => {
    for (const gap of [1, 30, 120, 600]) {
      const ip = nextIp();
      t.setNow(T0);
      await click('other', UA.iphoneSafari, ip);
      after(gap * MIN);
      await click('promo', UA.iphoneSafari, ip);
      after((gap + 2) * MIN);
      const answer = await open(APP.ios174, ip);
      expect(answer.slug).not.toBe('other');
    }
  });

  it('seven clicks on one IP give no fingerprint answer (the crowd rule)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 7; i++) await click(['promo', 'other', 'third'][i % 3]!, UA.iphoneSafari, ip);
    after(2 * MIN);
    expect(await open(APP.ios174, ip)).toEqual({ matched: false });
  });

  it('an Android 14 click never matches an Android 13 app, whether the UA or the client hints told the version', async () => {
    const ip = nextIp();
    await click('promo', UA.androidChromeFull, ip);
    after(2 * MIN);
    expect(await open(APP.android13, ip)).toEqual({ matched: false });
    const ip2 = nextIp();
    const html = await click('promo', UA.androidChrome, ip2);
    expect((await beacon(html, { platformVersion: '14.0.0', model: 'Pixel 8' })).status).toBe(204);
    expect(await open(APP.android13, ip2)).toEqual({ matched: false });
    expect(await open(APP.android14, ip2)).toMatchObject({ matched: true, slug: 'promo' });
  });

  it('client hints of an unexpected shape are dropped, never stored, and the rest of the beacon is kept; hints that are not short strings fail the beacon (400)', async () => {
    const html = await click('promo', UA.androidChrome, nextIp());
    const token = clipboardTokenOf(html)!;
    expect((await beacon(html, { timezone: 'Europe/Paris', platformVersion: '14.0.0; drop table', model: '<b>Pixel 8' })).status).toBe(204);
    expect((await t.store.matches.byClipboardToken(token))?.signals).toEqual({ timezone: 'Europe/Paris' });
    for (const bad of [{ platformVersion: 14 }, { model: 'x'.repeat(500) }, { model: ['Pixel 8'] }]) expect((await beacon(html, bad)).status).toBe(400);
    expect((await t.store.matches.byClipboardToken(token))?.signals).toEqual({ timezone: 'Europe/Paris' });
  });

  describe('match windows', () => {
    const setWindow = (minutes: number | null) => t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body: { matchWindowMinutes: minutes } });

    it("the project's window bounds fingerprint answers on both sides", async () => {
      expect((await setWindow(60)).status).toBe(200);
      const [inside, outside] = [nextIp(), nextIp()];
      await click('promo', UA.iphoneSafari, inside);
      await click('promo', UA.iphoneSafari, outside);
      after(59 * MIN);
      expect(await open(APP.ios174, inside)).toMatchObject({ matched: true, slug: 'promo' });
      after(61 * MIN);
      expect(await open(APP.ios174, outside)).toEqual({ matched: false });
    });

    it("a link's own window, taken at the click, wins over the project's; tokens keep 24 hours", async () => {
      expect((await setWindow(30)).status).toBe(200);
      expect((await t.call('PUT', '/api/links/promo', { token: acme.secretKey, body: { matchWindowMinutes: 120 } })).status).toBe(200);
      const [ip, ip2] = [nextIp(), nextIp()];
      await click('promo', UA.iphoneSafari, ip);
      const html = await click('other', UA.iphoneSafari, ip2);
      after(90 * MIN);
      expect(await open(APP.ios174, ip)).toMatchObject({ matched: true, slug: 'promo' });
      expect(await open(APP.ios174, ip2)).toEqual({ matched: false });
      after(23 * 60 * MIN);
      const body = { deviceInfo: { userAgent: APP.ios174 }, clipboard: clipboardTokenOf(html) };
      const res = await t.app.request('http://acme.localhost:8080/api/match', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip2 },
      });
      expect(await res.json()).toMatchObject({ matched: true, slug: 'other', matchType: 'clipboard' });
    });
  });
});
