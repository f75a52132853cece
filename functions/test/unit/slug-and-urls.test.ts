import { shortUrl } from '../../src/domain/links/short-url';
import { isReservedSlug, SLUG_PATTERN, slugFromTitle, withSuffix } from '../../src/domain/links/slug';
import { isHttpsUrl, isHttpUrl, isSafeDeepLink } from '../../src/domain/links/url-rules';

describe('slugs', () => {
  it.each([
    ['Summer Sale', 'summer-sale'],
    ['  Ünïcödé — Straße 50% off!! ', 'unicode-strasse-50-off'],
    ['🎉', ''],
    ['API', ''],
    ['a'.repeat(80), 'a'.repeat(48)],
    [`${'word-'.repeat(12)}end`, 'word-word-word-word-word-word-word-word-word'],
  ])('when the title is %j, then the slug base is %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('when a suffix is added, then the result stays within 64 characters and the pattern', () => {
    expect(withSuffix('a'.repeat(64), 'x7k2m')).toHaveLength(64);
    expect(withSuffix('a'.repeat(64), 'x7k2m')).toMatch(SLUG_PATTERN);
    expect(withSuffix('', 'x7k2m')).toBe('x7k2m');
  });

  it('when a reserved word comes in any case, then it is reserved', () => {
    expect(['api', 'API', 'Health', '.well-known', 'robots.txt', 'Static'].every(isReservedSlug)).toBe(true);
    expect(isReservedSlug('apis')).toBe(false);
  });
});

describe('URL rules', () => {
  it.each([
    ['https://a.example/x', true, true],
    ['http://a.example', true, false],
    ['ftp://a.example', false, false],
    ['javascript:alert(1)', false, false],
    ['https://', false, false],
    ['https://a.example/ has space', false, false],
    [`https://a.example/${'x'.repeat(2100)}`, false, false],
  ])('when the URL is %s, then http(s)=%s and https=%s', (url, http, https) => {
    expect(isHttpUrl(url)).toBe(http);
    expect(isHttpsUrl(url)).toBe(https);
  });

  it.each([
    ['acme://product/42', true],
    ['https://acme.example/p/42', true],
    ['JavaScript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['file:///etc/passwd', false],
    ['/relative/path', false],
  ])('when the deep link is %s, then safe=%s', (url, safe) => {
    expect(isSafeDeepLink(url)).toBe(safe);
  });

  it('when the project has an active custom domain, then the short URL uses it; pending does not', () => {
    const hosts = { shortDomain: 'ferry.link', publicScheme: 'https' };
    expect(shortUrl({ subdomain: 'acme', customDomain: null }, 'x', hosts)).toBe('https://acme.ferry.link/x');
    expect(shortUrl({ subdomain: 'acme', customDomain: { hostname: 'go.acme.com', status: 'pending' } }, 'x', hosts)).toBe('https://acme.ferry.link/x');
    expect(shortUrl({ subdomain: 'acme', customDomain: { hostname: 'go.acme.com', status: 'active' } }, 'x', hosts)).toBe('https://go.acme.com/x');
  });
});
