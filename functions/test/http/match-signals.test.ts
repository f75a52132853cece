// POST /api/match/signals on every store: the body is checked like every other (strict, bounded,
// 400 {error, code, field}); it answered 204 to anything. What the deepview's own script sends
// (run here in a sandbox with a stubbed browser, its sendBeacon captured) passes as text/plain
// and is kept with the click; a refused beacon keeps nothing.
import { runInNewContext } from 'node:vm';
import { DEEPVIEW_SCRIPT } from '../../src/http/pages/deepview-script';
import { everyStore } from '../support/every-store';
import { appProject, clipboardTokenOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const stores = everyStore('match-signals');

interface Browser {
  language?: string;
  languages?: string[];
  hints?: { platformVersion: string; model: string };
  timeZone?: string;
}

/** The beacon the deepview script sends from a page holding `html`'s meta tags, in `browser`. */
async function pageBeacon(html: string, browser: Browser): Promise<{ url: string; body: string }> {
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
  return new Promise((resolve) => {
    const navigator = {
      language: browser.language,
      languages: browser.languages,
      sendBeacon: (url: string, body: string) => resolve({ url, body }),
      userAgentData: browser.hints ? { getHighEntropyValues: async () => browser.hints } : undefined,
    };
    const document = { querySelector: (selector: string) => ({ getAttribute: () => meta(/name="([^"]+)"/.exec(selector)![1]!) }), getElementById: () => null };
    const Intl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: browser.timeZone }) }) };
    const context = {
      document,
      navigator,
      screen: { width: 390, height: 844 },
      window: { devicePixelRatio: 3, addEventListener() {} },
      Intl,
      setTimeout,
      location: {},
    };
    runInNewContext(DEEPVIEW_SCRIPT, context);
  });
}

describe.each(stores)('the deepview beacon, POST /api/match/signals (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  let ip = 0;
  beforeAll(async () => {
    t = testApp(await openStore());
    acme = await appProject(t, `beacon${_name.slice(0, 2)}`);
    await acme.link({ slug: 'promo' });
  });
  afterAll(() => t.close());

  /** A fresh iPhone click: its deepview page. */
  const deepview = async () => (await acme.visit('/promo', UA.iphoneSafari, { headers: { 'x-forwarded-for': `198.51.100.${++ip}` } })).text();
  const post = (path: string, body: string) =>
    t.app.request(`http://${acme.project.subdomain}.localhost:8080${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `192.0.2.${++ip % 250}` },
    });
  const stored = async (html: string) => (await t.store.matches.byClipboardToken(clipboardTokenOf(html)!))?.signals;

  it.each<[string, Browser, object]>([
    ['iPhone Safari', { language: 'fr-FR', languages: ['fr-FR', 'en-US'], timeZone: 'Europe/Paris' }, { timezone: 'Europe/Paris', language: 'fr-FR' }],
    [
      'Android Chrome with client hints',
      { language: 'en-US', languages: ['en-US'], timeZone: 'America/New_York', hints: { platformVersion: '14.0.0', model: 'Pixel 8' } },
      { timezone: 'America/New_York', language: 'en-US', platformVersion: '14.0.0', model: 'Pixel 8' },
    ],
    [
      'Chrome on Linux (empty hints)',
      { language: 'de', languages: ['de', 'en', 'fr', 'it', 'es', 'pt', 'nl'], timeZone: 'Europe/Berlin', hints: { platformVersion: '', model: '' } },
      { timezone: 'Europe/Berlin', language: 'de' },
    ],
    ['a WebView with no zone, language or languages', {}, {}],
  ])('%s: the exact payload of the page passes (204) and is kept', async (_label, browser, kept) => {
    const html = await deepview();
    const beacon = await pageBeacon(html, browser);
    expect(beacon.url).toBe(`/api/match/signals?t=${clipboardTokenOf(html)}`);
    expect((await post(beacon.url, beacon.body)).status).toBe(204);
    expect(await stored(html)).toEqual({ screen: { width: 390, height: 844, pixelRatio: 3 }, ...kept });
  });

  it.each<[string, string, string]>([
    ['an unknown field', '{"timezone":"Europe/Paris","battery":0.5}', 'battery'],
    ['a number for the time zone', '{"timezone":3600}', 'timezone'],
    ['a 100 KB time zone', JSON.stringify({ timezone: 'x'.repeat(100_000) }), 'timezone'],
    ['a string for the screen', '{"screen":"390x844"}', 'screen'],
    ['a negative screen width', '{"screen":{"width":-1,"height":844}}', 'screen.width'],
    ['an unknown screen field', '{"screen":{"width":390,"height":844,"depth":24}}', 'screen.depth'],
    ['a number for a client hint', '{"platformVersion":14}', 'platformVersion'],
    ['six languages', '{"languages":["a","b","c","d","e","f"]}', 'languages'],
    ['a JSON string', '"hello"', 'body'],
    ['an array', '[]', 'body'],
    ['not JSON', '{screen', 'body'],
  ])('%s: 400 at its field, and nothing is kept', async (_label, body, field) => {
    const html = await deepview();
    const res = await post(`/api/match/signals?t=${clipboardTokenOf(html)}`, body);
    const json = (await res.json()) as { error: string; code: string; field: string };
    expect([res.status, json.code, json.field]).toEqual([400, 'INVALID_ARGUMENT', field]);
    expect(typeof json.error).toBe('string');
    expect(await stored(html)).toBeNull();
  });

  it('a valid beacon without a token, or with a token of another shape, is taken and changes nothing (204)', async () => {
    expect((await post('/api/match/signals', '{"timezone":"Europe/Paris"}')).status).toBe(204);
    expect((await post(`/api/match/signals?t=${'x'.repeat(4000)}`, '{"timezone":"Europe/Paris"}')).status).toBe(204);
  });
});
