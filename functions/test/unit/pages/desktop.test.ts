import { type DesktopInput, desktopPage, qrSvgFor } from '../../../src/http/pages/desktop';
import { attrOf, bytes, MAX_PAGE_BYTES, XSS, XSS_ESCAPED } from './helpers';

const shortUrl = 'https://demo.ferry.test/summer-sale';
let qrSvg = '';
beforeAll(async () => {
  qrSvg = await qrSvgFor(shortUrl);
});

function input(overrides: Partial<DesktopInput> = {}): DesktopInput {
  return {
    appName: 'Acme',
    iconUrl: 'https://cdn.example/icon.png',
    title: 'Summer sale',
    shortUrl,
    appStoreUrl: 'https://apps.apple.com/app/id1234567890',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=com.acme&referrer=a%3Db',
    theme: { primaryColor: '#0055ff' },
    branding: true,
    qrSvg,
    ...overrides,
  };
}

describe('desktop deepview', () => {
  it('when a QR code is made, then it is an SVG document', () => {
    expect(qrSvg.startsWith('<svg')).toBe(true);
    expect(qrSvg).toContain('</svg>');
  });

  it('when rendered, then the QR SVG is inline with "Scan with your phone"', () => {
    const html = desktopPage(input());
    expect(html).toContain(qrSvg.trim());
    expect(html).toContain('Scan with your phone');
    expect(attrOf(html, 'class="short"', 'href')).toBe(shortUrl);
  });

  it('when both stores are known, then both links show; a missing one is left out', () => {
    const html = desktopPage(input());
    expect(html).toContain(`href="https://play.google.com/store/apps/details?id=com.acme&amp;referrer=a%3Db"`);
    expect(html).toContain('href="https://apps.apple.com/app/id1234567890"');
    expect(html).toContain('App Store');
    expect(html).toContain('Google Play');
    const iosOnly = desktopPage(input({ playStoreUrl: null }));
    expect(iosOnly).not.toContain('Google Play');
    expect(desktopPage(input({ appStoreUrl: null, playStoreUrl: null }))).not.toContain('class="stores"');
  });

  it('when the qrSvg is not an svg element, then it is not inserted', () => {
    const html = desktopPage(input({ qrSvg: XSS }));
    expect(html).not.toContain(XSS);
    expect(html).not.toContain('Scan with your phone');
  });

  it('when names hold markup, then it is escaped; icon or initial as for the deepview', () => {
    const html = desktopPage(input({ appName: XSS, title: XSS, iconUrl: null }));
    expect(html).not.toContain(XSS);
    expect(html).toContain(XSS_ESCAPED);
    expect(html).toContain('<div class="icon" aria-hidden="true">&lt;</div>');
    expect(attrOf(desktopPage(input()), 'class="icon"', 'src')).toBe('https://cdn.example/icon.png');
  });

  it('when branding or colours change, then the footer and theme follow', () => {
    expect(desktopPage(input())).toContain('Powered by Ferry');
    expect(desktopPage(input({ branding: false }))).not.toContain('Powered by Ferry');
    expect(desktopPage(input())).toContain('--primary:#0055ff');
    expect(desktopPage(input({ theme: { primaryColor: 'red;}' } }))).not.toContain('red;}');
  });

  it('when the short URL is long, then the page with its QR code stays under 15 KB', async () => {
    const long = `https://a-rather-long-subdomain.ferry.example/${'s'.repeat(64)}`;
    const html = desktopPage(input({ shortUrl: long, qrSvg: await qrSvgFor(long), title: 'x'.repeat(300) }));
    expect(bytes(html)).toBeLessThan(MAX_PAGE_BYTES);
  });
});
