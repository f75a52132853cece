import { appProject, clipboardTokenOf, hrefOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const APP_UA = {
  ios174: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0',
  ios186: 'Acme/1.0 CFNetwork/3826.600.41 Darwin/24.6.0',
  ios260: 'Acme/1.0 CFNetwork/3860.100.1 Darwin/25.0.0',
  ios16: 'Acme/1.0 CFNetwork/1410.0.3 Darwin/22.4.0',
  okhttp: 'okhttp/4.12.0',
  dalvik: 'Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP1A.240305.019)',
};
const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('POST /api/match', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeEach(async () => {
    t = testApp();
    acme = await appProject(t, 'acme');
    await acme.link({ slug: 'promo', title: 'Promo', deepLink: 'acme://promo/#{slug}', params: { code: 'SUMMER' } });
    await acme.link({ slug: 'other', title: 'Other', deepLink: 'acme://other' });
  });
  afterEach(() => t.close());

  const click = async (slug: string, ua: string, ip: string) => (await acme.visit(`/${slug}`, ua, { headers: { 'x-forwarded-for': ip } })).text();
  const SIGNALS = { screen: { width: 390, height: 844, pixelRatio: 3 }, timezone: 'Europe/Paris', language: 'fr-FR' };
  const beacon = (html: string, signals: object = SIGNALS) =>
    t.app.request(`http://acme.localhost:8080/api/match/signals?t=${clipboardTokenOf(html)}`, {
      method: 'POST',
      body: JSON.stringify(signals),
      headers: { 'content-type': 'text/plain' },
    });
  /** A click whose deepview posted its signals, as 85 % do in bench/match. */
  const clickWithSignals = async (slug: string, ua: string, ip: string) => {
    const html = await click(slug, ua, ip);
    expect((await beacon(html)).status).toBe(204);
    return html;
  };
  const match = async (body: object, ip: string, host = 'acme.localhost:8080') =>
    Promise.resolve(
      t.app.request(`http://${host}/api/match`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      }),
    ).then(async (r: Response) => ({ status: r.status, json: (await r.json()) as any, headers: r.headers }));

  it('when the app sends the clipboard token, then the exact click matches (clipboard, confidence 1) from any IP', async () => {
    const html = await click('promo', UA.iphoneSafari, nextIp());
    const res = await match({ deviceInfo: { userAgent: APP_UA.ios174, timestamp: Date.now() }, clipboard: clipboardTokenOf(html) }, nextIp());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      matched: true,
      deepLink: 'acme://promo/promo',
      params: { code: 'SUMMER' },
      slug: 'promo',
      subdomain: 'acme',
      title: 'Promo',
      projectId: acme.id,
      clickedAt: T0.toISOString(),
      matchType: 'clipboard',
      confidence: 1,
    });
    expect(await t.store.matches.installCount(acme.id, 'link', 'promo')).toBe(1);
  });

  it('when the matched link has no deepLink (bulk), then deepLink is an empty string, never null', async () => {
    const made = await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { projectId: acme.id, links: [{ title: 'Home', slug: 'home' }] } });
    expect(made.status).toBe(200);
    const html = await click('home', UA.iphoneSafari, nextIp());
    const res = await match({ deviceInfo: { userAgent: APP_UA.ios174, timestamp: Date.now() }, clipboard: clipboardTokenOf(html) }, nextIp());
    expect(res.json).toMatchObject({ matched: true, slug: 'home', deepLink: '' });
  });

  it('when an Android app sends the install referrer, then the exact click matches (referrer)', async () => {
    const html = await click('promo', UA.androidChrome, nextIp());
    const token = decodeURIComponent(/ferry_click%3D([\w-]+)/.exec(hrefOf(html, 'ferry-download')!)![1]!);
    const res = await match({ deviceInfo: { userAgent: APP_UA.okhttp }, installReferrer: `ferry_click=${token}&utm_source=google-play` }, nextIp());
    expect(res.json).toMatchObject({ matched: true, slug: 'promo', matchType: 'referrer', confidence: 1 });
  });

  it.each([
    ['iOS 17.4 Safari with deepview signals -> Darwin 23.4', UA.iphoneSafari, { userAgent: APP_UA.ios174, ...SIGNALS }, true],
    ['iOS 26 Safari (OS token frozen at 18_6) with signals -> Darwin 25.0', UA.iphoneSafari26, { userAgent: APP_UA.ios260, ...SIGNALS }, true],
    ['Instagram in-app on iOS 17.4 (machine id iPhone15,3) -> Darwin 23.4 + model', UA.instagramIos, { userAgent: APP_UA.ios174, model: 'iPhone15,3' }, false],
    ['full Android Chrome UA (Pixel 8) -> Dalvik Android 14 Pixel 8', UA.androidChromeFull, { userAgent: APP_UA.dalvik }, false],
  ])('when %s from the same IP, then a fingerprint match', async (_case, browser, deviceInfo, withSignals) => {
    const ip = nextIp();
    await (withSignals ? clickWithSignals('promo', browser, ip) : click('promo', browser, ip));
    t.setNow(at(10 * 60_000));
    const res = await match({ deviceInfo }, ip);
    expect(res.json).toMatchObject({ matched: true, slug: 'promo', matchType: 'fingerprint' });
    expect(res.json.confidence).toBeGreaterThanOrEqual(0.76);
    expect(res.json.confidence).toBeLessThan(1);
  });

  it('the crowd rule: when an IP carried more than 5 pending iOS clicks, then no fingerprint answer, but tokens still work', async () => {
    const ip = nextIp();
    let html = '';
    for (let i = 0; i < 6; i++) html = await clickWithSignals(i % 2 ? 'promo' : 'other', UA.iphoneSafari, ip);
    expect((await match({ deviceInfo: { userAgent: APP_UA.ios174, ...SIGNALS } }, ip)).json).toEqual({ matched: false });
    expect((await match({ deviceInfo: { userAgent: APP_UA.ios174 }, clipboard: clipboardTokenOf(html) }, ip)).json).toMatchObject({
      matched: true,
      matchType: 'clipboard',
    });
  });

  it('when the OS version contradicts the click (iOS 16 app, iOS 17 click), or the IP differs, then no match', async () => {
    const ip = nextIp();
    await click('promo', UA.iphoneSafari, ip);
    expect((await match({ deviceInfo: { userAgent: APP_UA.ios16 } }, ip)).json).toEqual({ matched: false });
    expect((await match({ deviceInfo: { userAgent: APP_UA.ios174 } }, nextIp())).json).toEqual({ matched: false });
    expect((await match({ deviceInfo: { userAgent: APP_UA.dalvik } }, ip)).json).toEqual({ matched: false });
  });

  it('accepts the older {subdomain, userAgent} shape on the API host; neither host nor subdomain is 400', async () => {
    const ip = nextIp();
    const html = await click('promo', UA.iphoneSafari, ip);
    const res = await match({ subdomain: 'acme', userAgent: APP_UA.ios174, clipboard: clipboardTokenOf(html) }, ip, 'localhost:8080');
    expect(res.json).toMatchObject({ matched: true, slug: 'promo' });
    const bad = await match({ userAgent: APP_UA.ios174 }, ip, 'localhost:8080');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('subdomain');
    expect((await match({ subdomain: 'nobody', userAgent: APP_UA.ios174 }, ip, 'localhost:8080')).status).toBe(400);
    expect((await match({ deviceInfo: 'x' }, ip)).status).toBe(400);
  });

  describe('lifecycle (docs/deferred-deep-linking.md, Lifecycle)', () => {
    it('when the same device asks again at 4:59, then the same answer; at 5:01, nothing', async () => {
      const ip = nextIp();
      await clickWithSignals('promo', UA.iphoneSafari, ip);
      const device = { deviceInfo: { userAgent: APP_UA.ios174, ...SIGNALS } };
      const first = await match(device, ip);
      expect(first.json.matched).toBe(true);
      t.setNow(at(4 * 60_000 + 59_000));
      expect((await match(device, ip)).json).toEqual(first.json);
      expect((await match({ deviceInfo: { ...device.deviceInfo, screen: { width: 430, height: 932 } } }, ip)).json).toEqual({ matched: false });
      t.setNow(at(5 * 60_000 + 1_000));
      expect((await match(device, ip)).json).toEqual({ matched: false });
      expect(await t.store.matches.installCount(acme.id, 'link', 'promo')).toBe(1);
    });

    it('when another device asks within the grace window, then it gets nothing (consumed once)', async () => {
      const html = await click('promo', UA.iphoneSafari, nextIp());
      const token = clipboardTokenOf(html);
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios174 }, clipboard: token }, nextIp())).json.matched).toBe(true);
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios186 }, clipboard: token }, nextIp())).json).toEqual({ matched: false });
    });

    it('when the first open comes 1 s before 24 h, then the clipboard token matches; 1 s after, nothing does', async () => {
      const ip = nextIp();
      const html = await clickWithSignals('promo', UA.iphoneSafari, ip);
      t.setNow(at(24 * 3600_000 - 1000));
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios174, ...SIGNALS }, clipboard: clipboardTokenOf(html) }, ip)).json).toMatchObject({
        matched: true,
        matchType: 'clipboard',
      });
      const ip2 = nextIp();
      t.setNow(T0);
      const html2 = await click('other', UA.iphoneSafari, ip2);
      t.setNow(at(24 * 3600_000 + 1000));
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios174 } }, ip2)).json).toEqual({ matched: false });
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios174 }, clipboard: clipboardTokenOf(html2) }, ip2)).json).toEqual({ matched: false });
    });

    it('when two match calls for one click race, then both get the same result and one install is counted', async () => {
      const ip = nextIp();
      await clickWithSignals('promo', UA.iphoneSafari, ip);
      const device = { deviceInfo: { userAgent: APP_UA.ios174, ...SIGNALS } };
      const [a, b] = await Promise.all([match(device, ip), match(device, ip)]);
      expect(a.json).toMatchObject({ matched: true, slug: 'promo' });
      expect(b.json).toEqual(a.json);
      expect(await t.store.matches.installCount(acme.id, 'link', 'promo')).toBe(1);
    });
  });

  describe('the ambiguity rule', () => {
    it('when two links were clicked from one IP and OS with equal signals (two phones alike), then nothing is answered', async () => {
      const ip = nextIp();
      await clickWithSignals('promo', UA.iphoneSafari, ip);
      t.setNow(at(60_000));
      await clickWithSignals('other', UA.iphoneSafari, ip);
      t.setNow(at(120_000));
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios174, screen: SIGNALS.screen } }, ip)).json).toEqual({ matched: false });
    });

    it("when two links were clicked from one IP and only the newer click's deepview signals agree with the app's, then that click is answered", async () => {
      const ip = nextIp();
      const html = await click('promo', UA.iphoneSafari, ip);
      await beacon(html, { ...SIGNALS, screen: { width: 430, height: 932 } });
      t.setNow(at(60_000));
      await clickWithSignals('other', UA.iphoneSafari, ip);
      t.setNow(at(120_000));
      const res = await match({ deviceInfo: { userAgent: APP_UA.ios174, ...SIGNALS } }, ip);
      expect(res.json).toMatchObject({ matched: true, slug: 'other', matchType: 'fingerprint' });
    });

    it('when the signals contradict the click (another time zone), then it is not that device', async () => {
      const ip = nextIp();
      const html = await click('promo', UA.iphoneSafari, ip);
      await beacon(html, { ...SIGNALS, timezone: 'Asia/Tokyo' });
      expect((await match({ deviceInfo: { userAgent: APP_UA.ios174, ...SIGNALS } }, ip)).json).toEqual({ matched: false });
    });
  });

  it('when one IP calls more than 10 times a minute, then 429 with RateLimit headers and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await match({ subdomain: 'acme', userAgent: APP_UA.ios174 }, ip);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(9 - i));
    }
    const over = await match({ subdomain: 'acme', userAgent: APP_UA.ios174 }, ip);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ error: 'Too many requests', code: 'RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-limit')).toBe('10');
    t.setNow(at(61_000));
    expect((await match({ subdomain: 'acme', userAgent: APP_UA.ios174 }, ip)).status).toBe(200);
  });
});
