// The desktop deepview: a computer cannot install the app, so the page offers the store links
// and a QR code that carries the short link over to a phone.
import { appIcon } from './app-icon';
import { escapeHtml } from './escape';
import { page, type Theme } from './layout';

export interface DesktopInput {
  appName: string;
  iconUrl: string | null;
  /** The link's title. */
  title: string;
  shortUrl: string;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  theme: Theme;
  branding: boolean;
  /** SVG markup from qrSvgFor(shortUrl). It is inserted as markup, so nothing else may be passed. */
  qrSvg: string;
}

/**
 * The QR code of a URL as an inline SVG document (a few KB for a short link). qrcode is
 * required on first use: most redirects never draw one, and cold starts stay light.
 */
export function qrSvgFor(url: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const QRCode = require('qrcode') as typeof import('qrcode');
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

const DESKTOP_CSS =
  '<style>.qr{margin:24px auto 8px}.qr svg{display:block;width:200px;height:200px;margin:0 auto}' +
  '.qr figcaption{margin-top:8px;font-weight:600}.short{font-size:.875rem;color:inherit;opacity:.75}' +
  '.stores{display:flex;gap:12px;justify-content:center;flex-wrap:wrap;margin-top:24px}' +
  '.store{display:inline-block;min-width:150px;padding:8px 16px;border-radius:10px;background:#111;color:#fff;' +
  'text-decoration:none;text-align:left;line-height:1.2}.store small{display:block;font-size:.6875rem}' +
  '.store b{font-size:1.0625rem}.store:focus-visible{outline:3px solid var(--primary);outline-offset:2px}</style>';

function storeLink(url: string | null, small: string, name: string): string {
  if (!url) return '';
  return `<a class="store" href="${escapeHtml(url)}"><small>${small}</small><b>${name}</b></a>`;
}

/** A last guard on the one raw insertion: anything that is not an <svg> element is dropped. */
function qrFigure(svg: string): string {
  const markup = svg.trim();
  if (!/^<svg[\s>]/.test(markup) || /<script/i.test(markup)) return '';
  return `<figure class="qr">${markup}<figcaption>Scan with your phone</figcaption></figure>`;
}

export function desktopPage(input: DesktopInput): string {
  const stores = storeLink(input.appStoreUrl, 'Download on the', 'App Store') + storeLink(input.playStoreUrl, 'Get it on', 'Google Play');
  const subtitle = input.title && input.title !== input.appName ? `<p class="muted">${escapeHtml(input.title)}</p>` : '';
  const body = [
    '<main class="card">',
    appIcon(input.appName, input.iconUrl),
    `<h1>${escapeHtml(input.appName)}</h1>`,
    subtitle,
    qrFigure(input.qrSvg),
    `<a class="short" href="${escapeHtml(input.shortUrl)}">${escapeHtml(input.shortUrl)}</a>`,
    stores ? `<div class="stores">${stores}</div>` : '',
    '</main>',
  ].join('\n');
  const title = input.title ? `${input.title} · ${input.appName}` : input.appName;
  return page({ title, body, head: DESKTOP_CSS, theme: input.theme, branding: input.branding });
}
