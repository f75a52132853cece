import { escapeHtml } from '../../../src/http/pages/escape';
import { page, safeColor, textOn } from '../../../src/http/pages/layout';
import { XSS, XSS_ESCAPED } from './helpers';

describe('escapeHtml', () => {
  it('when a value holds markup and quotes, then all five special characters are escaped', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('when the value is null, undefined or a number, then it renders as text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('page shell', () => {
  const base = { title: XSS, body: '<main>hi</main>', branding: true };

  it('when rendered, then it carries lang, viewport, noindex and the escaped title', () => {
    const html = page(base);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<title>${XSS_ESCAPED}</title>`);
    expect(html).not.toContain(XSS);
  });

  it('when branding is on, then the footer shows; when off, then it does not', () => {
    expect(page(base)).toContain('Powered by Ferry');
    expect(page({ ...base, branding: false })).not.toContain('Powered by Ferry');
  });

  it('when the theme has valid colours, then they are used; invalid ones fall back to the defaults', () => {
    const good = page({ ...base, theme: { primaryColor: '#0055FF', backgroundColor: '#101010' } });
    expect(good).toContain('--primary:#0055ff');
    expect(good).toContain('--bg:#101010');
    const bad = page({ ...base, theme: { primaryColor: 'red;}body{display:none', backgroundColor: '#fff' } });
    expect(bad).not.toContain('red;}');
    expect(bad).toContain('--primary:#2457ff');
    expect(bad).toContain('--bg:#f6f8fb');
  });

  it('when a colour is checked, then only #rrggbb passes', () => {
    expect(safeColor('#a1B2c3', '#000000')).toBe('#a1b2c3');
    for (const v of ['#fff', 'red', '#12345g', ' #123456', '#123456;', null, undefined]) {
      expect(safeColor(v, '#000000')).toBe('#000000');
    }
  });

  it('when text sits on a colour, then the more readable of white and near-black is picked', () => {
    expect(textOn('#2457ff')).toBe('#ffffff');
    expect(textOn('#f6f8fb')).toBe('#111827');
    expect(textOn('#ffeb3b')).toBe('#111827');
  });
});
