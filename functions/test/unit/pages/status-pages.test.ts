import { comingSoonPage, formatUtc, gonePage, notFoundPage, passwordPage, quotaPage } from '../../../src/http/pages/status-pages';
import { attrOf, bytes, MAX_PAGE_BYTES, XSS, XSS_ESCAPED } from './helpers';

const theme = { primaryColor: '#0055ff', backgroundColor: '#ffffff' };

describe('coming soon page', () => {
  const input = { title: 'Launch', appName: 'Acme', startsAt: '2026-07-01T15:30:00.000Z', theme, branding: true };

  it('when rendered, then the start shows in UTC with a machine-readable time', () => {
    const html = comingSoonPage(input);
    expect(html).toContain('Coming soon');
    expect(html).toContain('Wednesday, 1 July 2026 at 15:30 UTC');
    expect(html).toContain('<time datetime="2026-07-01T15:30:00.000Z">');
  });

  it('when the date cannot be read, then it says soon instead of "Invalid Date"', () => {
    expect(formatUtc('nope')).toBeNull();
    const html = comingSoonPage({ ...input, startsAt: 'nope' });
    expect(html).toContain('It opens soon.');
    expect(html).not.toContain('Invalid');
  });

  it('when the title holds markup, then it is escaped', () => {
    const html = comingSoonPage({ ...input, title: XSS, appName: XSS });
    expect(html).not.toContain(XSS);
    expect(html).toContain(XSS_ESCAPED);
  });
});

describe('password page', () => {
  const input = { title: 'Private', action: '/secret?x=1&y=2', theme, branding: true };

  it('when rendered, then one password field posts to the action', () => {
    const html = passwordPage(input);
    expect(html).toMatch(/<form method="post" action="[^"]*">/);
    expect(attrOf(html, 'method="post"', 'action')).toBe('/secret?x=1&y=2');
    expect(html.match(/<input /g)).toHaveLength(1);
    expect(attrOf(html, 'type="password"', 'name')).toBe('password');
    expect(attrOf(html, 'type="password"', 'autocomplete')).toBe('current-password');
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('role="alert"');
  });

  it('when an error is given, then it shows, escaped', () => {
    const html = passwordPage({ ...input, error: 'Wrong password' });
    expect(html).toContain('<p class="error" role="alert">Wrong password</p>');
    const hostile = passwordPage({ ...input, error: XSS, title: XSS, action: `"><script>` });
    expect(hostile).not.toContain(XSS);
    expect(hostile).not.toContain('"><script>');
  });
});

describe('not found, gone and quota pages', () => {
  it('when a link does not exist, then the 404 page says so, branded', () => {
    expect(notFoundPage({ branding: true })).toContain('This link does not exist');
    expect(notFoundPage({ branding: true })).toContain('Powered by Ferry');
    expect(notFoundPage({ branding: false })).not.toContain('Powered by Ferry');
  });

  it('when a link expired or hit its cap, then the 410 page gives the matching reason', () => {
    expect(gonePage({ theme, branding: true, reason: 'expired' })).toContain('This link has expired');
    const capped = gonePage({ theme, branding: false, reason: 'capped' });
    expect(capped).toContain('This link is no longer available');
    expect(capped).not.toContain('Powered by Ferry');
    expect(gonePage({ theme: { primaryColor: 'red;}' }, branding: true, reason: 'expired' })).not.toContain('red;}');
  });

  it('when the monthly quota is spent, then the page says the link is paused', () => {
    expect(quotaPage({ branding: true })).toContain('This link is paused');
  });

  it('when any status page is rendered, then it is noindex and under 15 KB', () => {
    const pages = [
      comingSoonPage({ title: 'x'.repeat(500), appName: 'A', startsAt: '2030-01-01T00:00:00Z', theme, branding: true }),
      passwordPage({ title: 'x'.repeat(500), error: 'e'.repeat(200), action: '/a', theme, branding: true }),
      notFoundPage({ branding: true }),
      gonePage({ theme, branding: true, reason: 'capped' }),
      quotaPage({ branding: true }),
    ];
    for (const html of pages) {
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(bytes(html)).toBeLessThan(MAX_PAGE_BYTES);
    }
  });
});
