import { parseLegacyLink, SHORT_LINK_REASON } from '../../src/domain/legacy/parse-legacy-link';

const enc = encodeURIComponent;

function ok(url: string) {
  const result = parseLegacyLink(url);
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result.fields;
}

describe('parseLegacyLink', () => {
  it('when a long link carries every parameter, then each lands in the closest Ferry field', () => {
    const url =
      `https://acme.page.link/?link=${enc('https://acme.example/product/42?ref=x')}` +
      `&apn=com.acme.app&ibi=com.acme.ios&isi=123456789` +
      `&ifl=${enc('https://acme.example/ios')}&afl=${enc('https://acme.example/android')}&ofl=${enc('https://acme.example/desktop')}` +
      `&efr=1&st=${enc('Product 42')}&sd=${enc('The best product')}&si=${enc('https://cdn.acme.example/42.png')}` +
      `&utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=shoes`;
    const fields = ok(url);
    expect(fields).toMatchObject({
      title: 'Product 42',
      deepLink: 'https://acme.example/product/42?ref=x',
      ogTitle: 'Product 42',
      ogDescription: 'The best product',
      ogImageUrl: 'https://cdn.acme.example/42.png',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmContent: 'hero',
      utmTerm: 'shoes',
      desktopUrl: 'https://acme.example/desktop',
      fallbackChain: ['https://acme.example/ios'],
      appSettings: { androidPackageName: 'com.acme.app', iosBundleId: 'com.acme.ios', iosAppStoreId: '123456789' },
    });
    expect(fields.notes.join('\n')).toMatch(/ifl .*fallbackChain/);
    expect(fields.notes.join('\n')).toMatch(/afl .*dropped/);
    expect(fields.notes.join('\n')).toMatch(/apn -> android\.packageName = com\.acme\.app/);
    expect(fields.notes.join('\n')).toMatch(/efr=1/);
  });

  it('when the link is double-encoded, then it is decoded twice', () => {
    const inner = 'https://acme.example/a/b?x=1&y=2';
    expect(ok(`https://acme.page.link/?link=${enc(enc(inner))}`).deepLink).toBe(inner);
  });

  it('when the link is plainly in the query, then it is read as is', () => {
    expect(ok('https://x.page.link/?link=https://acme.example/p&apn=com.acme').deepLink).toBe('https://acme.example/p');
  });

  it('when there is no st, then the title is the deep link host and path', () => {
    const fields = ok(`https://acme.page.link/?link=${enc('https://acme.example/shop/shoes/')}`);
    expect(fields.title).toBe('acme.example/shop/shoes');
    expect(fields.ogTitle).toBeUndefined();
    expect(ok(`https://acme.page.link/?link=${enc('https://acme.example/')}`).title).toBe('acme.example');
  });

  it.each([
    ['utm_source', 'utmSource'],
    ['utm_medium', 'utmMedium'],
    ['utm_campaign', 'utmCampaign'],
    ['utm_content', 'utmContent'],
    ['utm_term', 'utmTerm'],
  ])('when %s is given, then it maps to %s', (param, field) => {
    const fields = ok(`https://acme.page.link/?link=${enc('https://acme.example/')}&${param}=v1`);
    expect(fields).toMatchObject({ [field]: 'v1' });
  });

  it('when si is http, then it is dropped with a note', () => {
    const fields = ok(`https://acme.page.link/?link=${enc('https://acme.example/')}&si=${enc('http://cdn.acme.example/x.png')}`);
    expect(fields.ogImageUrl).toBeUndefined();
    expect(fields.notes).toEqual([expect.stringMatching(/^si .*https/)]);
  });

  it('when ifl is http only and afl https, then afl goes to fallbackChain', () => {
    const fields = ok(`https://acme.page.link/?link=${enc('https://acme.example/')}&ifl=${enc('http://a.example')}&afl=${enc('https://b.example/')}`);
    expect(fields.fallbackChain).toEqual(['https://b.example/']);
  });

  it('when no platform parameter is given, then nothing is noted', () => {
    const fields = ok(`https://acme.page.link/?link=${enc('https://acme.example/')}`);
    expect(fields).toMatchObject({ fallbackChain: [], appSettings: {}, notes: [] });
    expect(fields.desktopUrl).toBeUndefined();
  });

  it.each([
    ['a short link', 'https://acme.page.link/abc123', SHORT_LINK_REASON],
    ['a short link with other params', 'https://acme.page.link/abc123?d=1', SHORT_LINK_REASON],
    ['garbage', 'not a url at all', 'legacyLink is not a URL'],
    ['an empty string', '   ', 'legacyLink must be a non-empty URL'],
    ['a non-http legacy URL', 'ftp://acme.page.link/?link=https://a.example', 'legacyLink must be an http or https URL'],
    ['no link parameter', 'https://acme.page.link/?apn=com.acme', 'legacyLink has no link parameter'],
    ['a custom-scheme link', `https://acme.page.link/?link=${enc('acme://product/1')}`, 'link parameter must be an http or https URL'],
    ['a javascript link', `https://acme.page.link/?link=${enc('javascript:alert(1)')}`, 'link parameter must be an http or https URL'],
    ['a broken double encoding', 'https://acme.page.link/?link=https%253A%252F%252F%25E0%25A4%25A', 'link parameter is not validly percent-encoded'],
  ])('when %s, then it fails with a reason', (_case, url, reason) => {
    expect(parseLegacyLink(url)).toEqual({ ok: false, reason });
  });
});
