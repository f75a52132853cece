// The mobile landing page ("deepview"): open the app, or get it from the store. Tapping either
// button copies the click's clipboard token first, so the app can match the install later.
import { appIcon } from './app-icon';
import { DEEPVIEW_SCRIPT } from './deepview-script';
import { escapeHtml } from './escape';
import { page, type Theme } from './layout';

export interface DeepviewInput {
  appName: string;
  iconUrl: string | null;
  /** The link's title. */
  title: string;
  /** The app deep link (URI-scheme or universal link); null hides the Open button. */
  openUrl: string | null;
  /** App Store or Play Store URL; null hides the download button. */
  storeUrl: string | null;
  clipboardToken: string;
  platform: 'ios' | 'android';
  theme: Theme;
  branding: boolean;
  layout: 'card' | 'full';
  /** When set, the page POSTs screen size, timezone and language here with sendBeacon. */
  beaconUrl?: string;
}

const LAYOUT_CSS =
  '<style>.layout-full main{max-width:480px}.layout-full .icon{width:112px;height:112px;font-size:52px}' +
  '.layout-full h1{font-size:1.75rem}.actions{margin-top:24px}</style>';

function buttons(input: DeepviewInput): string {
  const out: string[] = [];
  // The first button shown is the primary one: Open when there is a deep link, else the store.
  if (input.openUrl) {
    out.push(`<a id="ferry-open" class="btn btn-primary" href="${escapeHtml(input.openUrl)}">Open in app</a>`);
  }
  if (input.storeUrl) {
    const kind = input.openUrl ? 'btn-secondary' : 'btn-primary';
    const label = input.platform === 'ios' ? 'Get the app' : 'Download';
    out.push(`<a id="ferry-download" class="btn ${kind}" href="${escapeHtml(input.storeUrl)}">${label}</a>`);
  }
  return out.length > 0 ? `<div class="actions">${out.join('')}</div>` : '';
}

export function deepviewPage(input: DeepviewInput): string {
  const layout = input.layout === 'full' ? 'full' : 'card';
  const subtitle = input.title && input.title !== input.appName ? `<p class="muted">${escapeHtml(input.title)}</p>` : '';
  const head = [
    `<meta name="ferry:clipboard" content="${escapeHtml(input.clipboardToken)}">`,
    input.beaconUrl ? `<meta name="ferry:beacon" content="${escapeHtml(input.beaconUrl)}">` : '',
    LAYOUT_CSS,
  ].join('');
  const body = [
    `<main${layout === 'card' ? ' class="card"' : ''}>`,
    appIcon(input.appName, input.iconUrl),
    `<h1>${escapeHtml(input.appName)}</h1>`,
    subtitle,
    buttons(input),
    '</main>',
    `<script>${DEEPVIEW_SCRIPT}</script>`,
  ].join('\n');
  const title = input.title ? `${input.title} · ${input.appName}` : input.appName;
  return page({ title, body, head, theme: input.theme, branding: input.branding, bodyClass: `layout-${layout}` });
}
