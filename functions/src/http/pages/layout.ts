// The shared HTML shell of every visitor-facing page except the crawler one: inline CSS only
// (no external assets, so a page renders in one round trip), the project's colours, the footer.
import { escapeHtml } from './escape';

export interface Theme {
  primaryColor?: string | null;
  backgroundColor?: string | null;
}

export interface PageInput {
  title: string;
  /** Already-escaped markup: every page builds it with escapeHtml. */
  body: string;
  theme?: Theme;
  /** Already-escaped markup added at the end of <head> (extra meta tags, the page script). */
  head?: string;
  branding: boolean;
  /** Extra class on <body>, e.g. the deepview layout. */
  bodyClass?: string;
}

export const DEFAULT_PRIMARY = '#2457ff';
export const DEFAULT_BACKGROUND = '#f6f8fb';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** Colours land inside a <style> block, so anything but #rrggbb could break out of the CSS. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value.toLowerCase() : fallback;
}

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Picks white or near-black text, whichever contrasts more (WCAG ratio), so any brand colour stays readable. */
export function textOn(hex: string): string {
  const l = luminance(hex);
  const withWhite = 1.05 / (l + 0.05);
  const withDark = (l + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return withWhite >= withDark ? LIGHT_TEXT : DARK_TEXT;
}

const CSS = [
  '*{box-sizing:border-box}',
  'html,body{margin:0}',
  'body{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;',
  'padding:24px 16px;background:var(--bg);color:var(--fg);-webkit-text-size-adjust:100%;',
  'font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}',
  'main{width:100%;max-width:420px;text-align:center}',
  '.card{background:#fff;color:#111827;border-radius:20px;padding:32px 24px;box-shadow:0 8px 30px rgba(15,23,42,.08)}',
  'h1{font-size:1.375rem;line-height:1.3;margin:16px 0 8px;overflow-wrap:anywhere}',
  'p{margin:0 0 16px;overflow-wrap:anywhere}',
  '.muted{opacity:.75}',
  '.btn{display:block;width:100%;padding:14px 20px;margin-top:12px;border:0;border-radius:12px;',
  'font-family:inherit;font-size:1rem;font-weight:600;line-height:1.25;text-align:center;text-decoration:none;cursor:pointer}',
  '.btn-primary{background:var(--primary);color:var(--on-primary)}',
  '.btn-secondary{background:transparent;color:var(--primary);box-shadow:inset 0 0 0 2px var(--primary)}',
  '.btn:focus-visible,input:focus-visible{outline:3px solid var(--primary);outline-offset:2px}',
  '.icon{width:88px;height:88px;border-radius:22%;object-fit:cover;display:inline-flex;align-items:center;',
  'justify-content:center;background:var(--primary);color:var(--on-primary);font-size:40px;font-weight:700}',
  'footer{margin-top:24px;font-size:.8125rem;opacity:.6}',
].join('');

function footer(branding: boolean): string {
  return branding ? '<footer>Powered by Ferry</footer>' : '';
}

export function page(input: PageInput): string {
  const primary = safeColor(input.theme?.primaryColor, DEFAULT_PRIMARY);
  const background = safeColor(input.theme?.backgroundColor, DEFAULT_BACKGROUND);
  const vars = `:root{--primary:${primary};--on-primary:${textOn(primary)};--bg:${background};--fg:${textOn(background)}}`;
  const bodyClass = input.bodyClass ? ` class="${escapeHtml(input.bodyClass)}"` : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<style>${vars}${CSS}</style>`,
    input.head ?? '',
    '</head>',
    `<body${bodyClass}>`,
    input.body,
    footer(input.branding),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
