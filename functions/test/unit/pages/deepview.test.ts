import { type DeepviewInput, deepviewPage } from '../../../src/http/pages/deepview';
import { attrOf, bytes, MAX_PAGE_BYTES, XSS, XSS_ESCAPED } from './helpers';

const input: DeepviewInput = {
  appName: 'Acme',
  iconUrl: 'https://cdn.example/icon.png?a=1&b=2',
  title: 'Summer sale',
  openUrl: 'acme://product/42?ref="x"&y=1',
  storeUrl: 'https://apps.apple.com/app/id1234567890',
  clipboardToken: 'ferry:c_8Hk2&x"y',
  platform: 'ios',
  theme: { primaryColor: '#0055ff', backgroundColor: '#ffffff' },
  branding: true,
  layout: 'card',
};

describe('deepview page', () => {
  it('when rendered, then the clipboard token sits in the ferry:clipboard meta, escaped', () => {
    const html = deepviewPage(input);
    expect(html).toContain('<meta name="ferry:clipboard" content="ferry:c_8Hk2&amp;x&quot;y">');
    expect(attrOf(html, 'name="ferry:clipboard"', 'content')).toBe(input.clipboardToken);
  });

  it('when rendered, then the Open and Download buttons point at the given URLs', () => {
    const html = deepviewPage(input);
    expect(attrOf(html, 'id="ferry-open"', 'href')).toBe(input.openUrl);
    expect(attrOf(html, 'id="ferry-download"', 'href')).toBe(input.storeUrl);
    expect(html).toContain('>Open in app</a>');
    expect(html).toContain('>Get the app</a>');
    expect(deepviewPage({ ...input, platform: 'android' })).toContain('>Download</a>');
  });

  it('when there is no deep link or no store URL, then that button is left out', () => {
    const storeOnly = deepviewPage({ ...input, openUrl: null });
    expect(storeOnly).not.toContain('id="ferry-open"');
    expect(storeOnly).toMatch(/id="ferry-download" class="btn btn-primary"/);
    expect(deepviewPage({ ...input, storeUrl: null })).not.toContain('id="ferry-download"');
  });

  it('when the project has an icon, then it is an img; without one, then the initial letter shows', () => {
    expect(attrOf(deepviewPage(input), 'class="icon"', 'src')).toBe(input.iconUrl);
    const noIcon = deepviewPage({ ...input, iconUrl: null, appName: 'ésprit' });
    expect(noIcon).not.toContain('<img');
    expect(noIcon).toContain('<div class="icon" aria-hidden="true">É</div>');
    expect(deepviewPage({ ...input, iconUrl: 'javascript:alert(1)' })).not.toContain('<img');
  });

  it('when names and titles hold markup, then none of it appears raw', () => {
    const html = deepviewPage({ ...input, appName: XSS, title: XSS, iconUrl: null, clipboardToken: XSS });
    expect(html).not.toContain(XSS);
    expect(html).toContain(`<h1>${XSS_ESCAPED}</h1>`);
    expect(html).toContain('<div class="icon" aria-hidden="true">&lt;</div>');
  });

  it('when branding is off, then no footer; when on, then "Powered by Ferry"', () => {
    expect(deepviewPage(input)).toContain('Powered by Ferry');
    expect(deepviewPage({ ...input, branding: false })).not.toContain('Powered by Ferry');
  });

  it('when the colours are valid, then they show; when invalid, then they do not', () => {
    expect(deepviewPage(input)).toContain('--primary:#0055ff');
    const bad = deepviewPage({ ...input, theme: { primaryColor: 'red;}', backgroundColor: 'url(x)' } });
    expect(bad).not.toContain('red;}');
    expect(bad).not.toContain('url(x)');
  });

  it('when the layout is full, then the body class says so and there is no card', () => {
    const html = deepviewPage({ ...input, layout: 'full' });
    expect(html).toContain('<body class="layout-full">');
    expect(html).not.toContain('<main class="card">');
    expect(deepviewPage(input)).toContain('<main class="card">');
    // The body must never take the card's own class (it would style the whole page as a card).
    expect(deepviewPage(input)).toContain('<body class="layout-card">');
  });

  it('when a beacon URL is given, then it is in a meta tag; otherwise there is none', () => {
    expect(attrOf(deepviewPage({ ...input, beaconUrl: '/api/beacon?c=1&d=2' }), 'name="ferry:beacon"', 'content')).toBe('/api/beacon?c=1&d=2');
    expect(deepviewPage(input)).not.toContain('<meta name="ferry:beacon"');
  });

  it('when rendered with long values, then the page stays under 15 KB', () => {
    const long = 'x'.repeat(300);
    const html = deepviewPage({ ...input, title: long, appName: long, beaconUrl: '/api/beacon' });
    expect(bytes(html)).toBeLessThan(MAX_PAGE_BYTES);
  });
});
