import { appProject, clipboardTokenOf, hrefOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { CRAWLERS, UA } from '../support/user-agents';

describe('GET /:slug by platform (docs/link-host.md rules 5-9)', () => {
  const t = testApp(undefined, { appStoreIcon: async () => 'https://is1.example/icon.png' });
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'acme');
    await acme.link({ slug: 'promo', deepLink: 'acme://promo/#{ref}' });
  });
  afterAll(() => t.close());

  it.each([
    ['iPhone Safari', UA.iphoneSafari, 'https://apps.apple.com/app/id1234567890'],
    ['iPhone Safari on iOS 26', UA.iphoneSafari26, 'https://apps.apple.com/app/id1234567890'],
    ['Chrome on iOS', UA.chromeIos, 'https://apps.apple.com/app/id1234567890'],
    ['Instagram in-app (iOS)', UA.instagramIos, 'https://apps.apple.com/app/id1234567890'],
    ['Facebook in-app (iOS)', UA.facebookIos, 'https://apps.apple.com/app/id1234567890'],
    ['Android Chrome', UA.androidChrome, 'https://play.google.com/store/apps/details?id=com.acme.app&referrer=ferry_click%3D'],
    ['Instagram in-app (Android)', UA.instagramAndroid, 'https://play.google.com/store/apps/details?id=com.acme.app&referrer=ferry_click%3D'],
  ])('when %s opens the link, then 200 deepview with Open, Download and the clipboard token', async (_who, ua, store) => {
    const res = await acme.visit('/promo?ref=summer', ua);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(hrefOf(html, 'ferry-open')).toBe('acme://promo/summer');
    expect(hrefOf(html, 'ferry-download')).toContain(store);
    expect(clipboardTokenOf(html)).toMatch(/^[\w-]{22}$/);
    expect(html).toContain('https://is1.example/icon.png');
    expect(html).toContain('Powered by Ferry');
    expect(Buffer.byteLength(html)).toBeLessThan(15 * 1024);
  });

  it('when Android opens it, then the Play Store link carries the install-referrer token of this click', async () => {
    t.setNow(new Date('2026-11-22T11:00:00.000Z'));
    const html = await (await acme.visit('/promo', UA.androidChromeFull)).text();
    const token = decodeURIComponent(/referrer=ferry_click%3D([\w-]+)/.exec(hrefOf(html, 'ferry-download')!)![1]!);
    const [click] = await t.store.clicks.history(acme.id, 'promo', 1);
    const pending = await t.store.clicks.pendingMatch(click!.id);
    expect(pending).toMatchObject({ referrerToken: token, osFamily: 'android', osVersion: '14', deviceModel: 'Pixel 8' });
    expect(pending!.clipboardToken).toBe(clipboardTokenOf(html));
  });

  it('when desktop Chrome opens it, then 200 desktop deepview with a QR code of the short link', async () => {
    const res = await acme.visit('/promo', UA.desktopChrome);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<svg');
    expect(html).toContain('http://acme.localhost:8080/promo');
    expect(html).toContain('https://apps.apple.com/app/id1234567890');
    expect(html).toContain('https://play.google.com/store/apps/details?id=com.acme.app');
  });

  it.each(Object.entries(CRAWLERS))('when the %s crawler fetches it, then 200 Open Graph tags and no click', async (_name, ua) => {
    await acme.link({ slug: `og-${_name}`, ogTitle: 'Summer <Sale>', ogDescription: 'Half off', ogImageUrl: 'https://cdn.example/og.png' });
    const res = await acme.visit(`/og-${_name}`, ua);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="Summer &lt;Sale&gt;">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/og.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(await t.store.links.clickCount(acme.id, `og-${_name}`)).toBe(0);
  });

  it('when a link has a desktopUrl, then desktop visitors get a 302 to it with variables filled', async () => {
    await acme.link({ slug: 'desk', desktopUrl: 'https://acme.example/#{slug}?from=#{platform}' });
    const res = await acme.visit('/desk', UA.desktopSafari);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://acme.example/desk?from=web');
    expect((await acme.visit('/desk', UA.iphoneSafari)).status).toBe(200);
  });

  it('when the fallback chain has a live URL, then web visitors go there; none live: desktop deepview', async () => {
    const probed: string[][] = [];
    const t2 = testApp(undefined, { firstLiveUrl: async (urls) => (probed.push(urls), urls[1] ?? null) });
    const p = await appProject(t2, 'fallbacks');
    await p.link({ slug: 'fb', fallbackChain: ['https://a.example/#{slug}', 'https://b.example/'] });
    const res = await p.visit('/fb', UA.desktopChrome);
    expect(res.headers.get('location')).toBe('https://b.example/');
    expect(probed).toEqual([['https://a.example/fb', 'https://b.example/']]);
    const [click] = await t2.store.clicks.history(p.id, 'fb', 1);
    expect(click!.redirectChain).toEqual(['http://fallbacks.localhost:8080/fb', 'https://b.example/']);
    await t2.close();
  });
});

describe('deepview off: straight to the store, but never for in-app browsers', () => {
  const t = testApp();
  let bare: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    bare = await appProject(t, 'bare', 'studio', { deepview: { enabled: false } });
    await bare.link({ slug: 'go' });
  });
  afterAll(() => t.close());

  it('when iPhone Safari opens it, then 302 to the App Store', async () => {
    const res = await bare.visit('/go', UA.iphoneSafari);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://apps.apple.com/app/id1234567890');
  });

  it('when Android Chrome opens it, then 302 to the Play Store with a referrer token that a pending match holds', async () => {
    t.setNow(new Date('2026-11-22T11:00:00.000Z'));
    const res = await bare.visit('/go', UA.androidChrome);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=com\.acme\.app&referrer=ferry_click%3D[\w-]{22}$/);
    const [click] = await t.store.clicks.history(bare.id, 'go', 1);
    const token = decodeURIComponent(location.split('ferry_click%3D')[1]!);
    expect((await t.store.clicks.pendingMatch(click!.id))?.referrerToken).toBe(token);
  });

  it.each([
    ['Instagram', UA.instagramIos],
    ['Facebook', UA.facebookIos],
    ['Instagram Android', UA.instagramAndroid],
  ])('when the %s in-app browser opens it, then the deepview, not a bare store redirect', async (_who, ua) => {
    const res = await bare.visit('/go', ua);
    expect(res.status).toBe(200);
    expect(clipboardTokenOf(await res.text())).toBeDefined();
  });
});
