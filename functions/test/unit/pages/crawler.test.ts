import { crawlerPage } from '../../../src/http/pages/crawler';
import { attrOf, bytes, MAX_PAGE_BYTES, XSS, XSS_ESCAPED } from './helpers';

const input = {
  title: 'Summer "sale" & more',
  description: 'Up to 50% off <today>',
  imageUrl: 'https://cdn.example/og.png?w=1200&h=630',
  url: 'https://demo.ferry.test/summer',
  siteName: 'Acme',
};

const og = (html: string, name: string) => attrOf(html, `property="${name}"`, 'content');
const tw = (html: string, name: string) => attrOf(html, `name="${name}"`, 'content');

describe('crawler page', () => {
  it('when rendered, then the Open Graph tags carry the escaped values', () => {
    const html = crawlerPage(input);
    expect(html).toContain('<meta property="og:title" content="Summer &quot;sale&quot; &amp; more">');
    expect(og(html, 'og:title')).toBe(input.title);
    expect(og(html, 'og:description')).toBe(input.description);
    expect(og(html, 'og:image')).toBe(input.imageUrl);
    expect(og(html, 'og:url')).toBe(input.url);
    expect(og(html, 'og:type')).toBe('website');
    expect(og(html, 'og:site_name')).toBe('Acme');
  });

  it('when there is an image, then the Twitter card is large; without one, then summary and no image tags', () => {
    const html = crawlerPage(input);
    expect(tw(html, 'twitter:card')).toBe('summary_large_image');
    expect(tw(html, 'twitter:title')).toBe(input.title);
    expect(tw(html, 'twitter:description')).toBe(input.description);
    expect(tw(html, 'twitter:image')).toBe(input.imageUrl);
    const plain = crawlerPage({ ...input, imageUrl: null });
    expect(tw(plain, 'twitter:card')).toBe('summary');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('twitter:image');
  });

  it('when rendered, then the title is visible, the page is indexable and small', () => {
    const html = crawlerPage(input);
    expect(html).toContain('<h1>Summer &quot;sale&quot; &amp; more</h1>');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<html lang="en">');
    expect(bytes(crawlerPage({ ...input, description: 'd'.repeat(1000) }))).toBeLessThan(MAX_PAGE_BYTES);
  });

  it('when values hold markup, then none of it appears raw', () => {
    const html = crawlerPage({ title: XSS, description: XSS, imageUrl: null, url: 'https://x.test/"><script>', siteName: XSS });
    expect(html).not.toContain(XSS);
    expect(html).not.toContain('"><script>');
    expect(html).toContain(`<title>${XSS_ESCAPED}</title>`);
  });
});
