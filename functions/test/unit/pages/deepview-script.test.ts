// Runs the deepview's inline script against a minimal fake DOM: what is copied, where the
// visitor goes, and that a failed copy never blocks navigation.

import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { deepviewPage } from '../../../src/http/pages/deepview';
import { DEEPVIEW_SCRIPT, DEEPVIEW_SCRIPT_CSP_HASH } from '../../../src/http/pages/deepview-script';
import { attrOf } from './helpers';

type Handler = (e: { preventDefault(): void }) => void;

function fakeBrowser(html: string, clipboard: 'ok' | 'reject' | 'missing' | 'hang') {
  const handlers: Record<string, Handler> = {};
  const docListeners: Array<() => void> = [];
  const copied: string[] = [];
  const beacons: Array<[string, string]> = [];
  const textareas: Array<{ value: string }> = [];
  const doc = {
    hidden: false,
    body: { appendChild: (t: { value: string }) => textareas.push(t), removeChild: () => undefined },
    querySelector: (sel: string) => {
      const name = /name="([^"]+)"/.exec(sel)?.[1] ?? '';
      const content = attrOf(html, `name="${name}"`, 'content');
      return content === null ? null : { getAttribute: () => content };
    },
    getElementById: (id: string) => {
      const href = attrOf(html, `id="${id}"`, 'href');
      if (href === null) return null;
      return { getAttribute: () => href, addEventListener: (_: string, h: Handler) => (handlers[id] = h) };
    },
    createElement: () => ({ value: '', style: {}, setAttribute() {}, select() {}, setSelectionRange() {} }),
    execCommand: (cmd: string) => {
      if (cmd === 'copy') copied.push(textareas[textareas.length - 1]?.value ?? '');
      return true;
    },
    addEventListener: (_: string, h: () => void) => docListeners.push(h),
  };
  const writeText = (text: string) => {
    if (clipboard === 'reject') return Promise.reject(new Error('denied'));
    if (clipboard === 'hang') return new Promise<void>(() => undefined);
    copied.push(text);
    return Promise.resolve();
  };
  const nav = {
    clipboard: clipboard === 'missing' ? undefined : { writeText },
    sendBeacon: (url: string, body: string) => beacons.push([url, body]),
    language: 'en-GB',
    languages: ['en-GB', 'en'],
  };
  const location = { href: 'https://demo.ferry.test/abc' };
  const context = {
    document: doc,
    navigator: nav,
    location,
    screen: { width: 390, height: 844 },
    Intl,
    JSON,
    Array,
    // Read at call time so the context gets Jest's fake timers.
    window: { devicePixelRatio: 3, addEventListener() {} },
    setTimeout: global.setTimeout,
    clearTimeout: global.clearTimeout,
  };
  runInNewContext(DEEPVIEW_SCRIPT, context);
  const tap = (id: string) => handlers[id]?.({ preventDefault() {} });
  return { tap, copied, beacons, location, doc, docListeners };
}

const base = {
  appName: 'Acme',
  iconUrl: null,
  title: 'Sale',
  openUrl: 'acme://p/1?a=1&b=2',
  storeUrl: 'https://apps.apple.com/app/id1',
  clipboardToken: 'ferry:tok&"<1>',
  platform: 'ios' as const,
  theme: {},
  branding: true,
  layout: 'card' as const,
};
const settle = (ms = 450) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('deepview script', () => {
  it('when Download is tapped, then exactly the token is copied and the store opens', async () => {
    const b = fakeBrowser(deepviewPage(base), 'ok');
    b.tap('ferry-download');
    await settle();
    expect(b.copied).toEqual([base.clipboardToken]);
    expect(b.location.href).toBe(base.storeUrl);
  });

  it('when Open is tapped and the page stays visible, then the deep link opens and then the store', async () => {
    const b = fakeBrowser(deepviewPage(base), 'ok');
    b.tap('ferry-open');
    await settle();
    expect(b.copied).toEqual([base.clipboardToken]);
    expect(b.location.href).toBe(base.openUrl);
    await settle(1600);
    expect(b.location.href).toBe(base.storeUrl);
  });

  it('when Open is tapped and the app takes over, then the store fallback is cancelled', async () => {
    const b = fakeBrowser(deepviewPage(base), 'ok');
    b.tap('ferry-open');
    await settle();
    b.doc.hidden = true;
    b.docListeners.forEach((h) => h());
    b.doc.hidden = false;
    await settle(1600);
    expect(b.location.href).toBe(base.openUrl);
  });

  it('when the Clipboard API refuses or is missing, then the textarea fallback copies and navigation goes on', async () => {
    for (const mode of ['reject', 'missing'] as const) {
      const b = fakeBrowser(deepviewPage(base), mode);
      b.tap('ferry-download');
      await settle();
      expect(b.copied).toEqual([base.clipboardToken]);
      expect(b.location.href).toBe(base.storeUrl);
    }
  });

  it('when the copy never settles, then the visitor still moves on after 400 ms', async () => {
    const b = fakeBrowser(deepviewPage(base), 'hang');
    b.tap('ferry-download');
    await settle(300);
    expect(b.location.href).toBe('https://demo.ferry.test/abc');
    await settle(150);
    expect(b.location.href).toBe(base.storeUrl);
  });

  it('when a beacon URL is set, then screen, timezone and language are sent once', () => {
    const b = fakeBrowser(deepviewPage({ ...base, beaconUrl: '/api/beacon?c=1' }), 'ok');
    expect(b.beacons).toHaveLength(1);
    const [url, body] = b.beacons[0]!;
    expect(url).toBe('/api/beacon?c=1');
    expect(JSON.parse(body)).toMatchObject({ screen: { width: 390, height: 844, pixelRatio: 3 }, language: 'en-GB' });
    expect(fakeBrowser(deepviewPage(base), 'ok').beacons).toHaveLength(0);
  });

  it('when the page is rendered, then its script matches the exported CSP hash', () => {
    const hash = createHash('sha256').update(DEEPVIEW_SCRIPT).digest('base64');
    expect(DEEPVIEW_SCRIPT_CSP_HASH).toBe(`'sha256-${hash}'`);
    expect(deepviewPage(base)).toContain(`<script>${DEEPVIEW_SCRIPT}</script>`);
  });
});
