// The NUL character (U+0000) wherever an app, a visitor or a key holder can send one: PostgreSQL's
// text refuses it, SQLite and Firestore keep it, so an unguarded string made the same request
// 200 on one store and 500 on another (a link whose params held a NUL failed every filtered
// list on PostgreSQL). Each request here answers alike on every store: 400 naming the field
// for a NUL in a body, 404 for a path that holds one, no token in a percent-encoded referrer,
// and a visit that still counts.
import { everyStore } from '../support/every-store';
import { appProject, clipboardTokenOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const stores = everyStore('nul-characters');
const NUL = '\u0000';

describe.each(stores)('NUL characters (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  const match = (body: object) =>
    t.app.request('http://nul.localhost:8080/api/match', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify(body),
    });
  const get = (path: string) => t.call('GET', path, { token: acme.secretKey });

  beforeAll(async () => {
    t = testApp(await openStore());
    acme = await appProject(t, 'nul');
    await acme.link({ slug: 'promo' });
  });
  afterAll(() => t.close());

  it.each([
    ['the install referrer, percent-encoded', 'ferry_click%3D%00abc'],
    ['a bare install referrer, percent-encoded', '%00abc'],
  ])('when %s holds a NUL, then it names no token: the match finds nothing, on every store', async (_what, installReferrer) => {
    const res = await match({ deviceInfo: { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0' }, installReferrer });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ matched: false });
  });

  it.each([
    ['the install referrer', { installReferrer: `ferry_click=${NUL}x` }, 'installReferrer'],
    ['the clipboard', { clipboard: `${NUL}AbCdEfGhIjKlMnOpQrStUv` }, 'clipboard'],
    ['the user agent', { deviceInfo: { userAgent: `Acme${NUL}/1.0` } }, 'deviceInfo.userAgent'],
    ['the legacy user agent', { subdomain: 'nul', userAgent: `Acme${NUL}` }, 'userAgent'],
  ])('when %s holds a NUL, then the match is a 400 naming it', async (_what, body, field) => {
    const res = await match(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field });
  });

  it('when a link was given params holding a NUL, then it is refused, and filtered lists keep working', async () => {
    const res = await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'T', deepLink: 'acme://t', params: { a: NUL } } });
    expect(res.status).toBe(400);
    expect((await get('/api/links?campaignId=cmp_x')).status).toBe(200);
    expect((await get('/api/links?tag=x')).status).toBe(200);
  });

  it('when a visit carries a NUL in its query, then it is counted and its app still matches', async () => {
    const page = await acme.visit('/promo?utm_source=%00mail&ref=%00', UA.iphoneSafari);
    expect(page.status).toBe(200);
    const res = await match({ deviceInfo: { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0' }, clipboard: clipboardTokenOf(await page.text()) });
    expect(await res.json()).toMatchObject({ matched: true });
  });

  it("when a short link path holds a NUL, then it is the project's not-found page, with no lookup", async () => {
    for (const path of ['/pro%00mo', `/pro${NUL}mo`, '/promo%1b']) {
      const res = await acme.visit(path, UA.iphoneSafari);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it.each([
    ['a slug', `/api/links/pro${encodeURIComponent(NUL)}mo`, 404],
    ['a project id', `/api/projects/x${encodeURIComponent(NUL)}`, 404],
    ['a search', `/api/links?q=${encodeURIComponent(NUL)}`, 400],
    ['a tag filter', `/api/links?tag=${encodeURIComponent(NUL)}`, 400],
    ['a campaign filter', `/api/links?campaignId=${encodeURIComponent(NUL)}`, 400],
    ['a cursor', `/api/links?cursor=${Buffer.from(JSON.stringify([NUL, NUL])).toString('base64url')}`, 400],
  ])('when %s holds a NUL, then the read answers %s, never a 500', async (_what, path, status) => {
    expect((await get(path)).status).toBe(status);
  });
});
