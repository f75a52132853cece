// Shared bits of the page tests: a hostile string, a size check, and a tiny attribute reader
// that decodes entities the way a browser would.

export const XSS = '<script>alert(1)</script>';
export const XSS_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
export const MAX_PAGE_BYTES = 15 * 1024;

export function bytes(html: string): number {
  return Buffer.byteLength(html, 'utf8');
}

export function decode(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The decoded value of `attr` on the first tag matching `selector` (a regex source for the tag's own attributes). */
export function attrOf(html: string, tagPattern: string, attr: string): string | null {
  const tag = new RegExp(`<[a-z]+[^>]*${tagPattern}[^>]*>`, 'i').exec(html)?.[0];
  if (!tag) return null;
  const value = new RegExp(`\\s${attr}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? null : decode(value);
}
