// The app's icon, or its initial on a brand-coloured tile when the project has no icon yet.
import { escapeHtml } from './escape';

/** Only http(s) icons are used: anything else would be a broken image at best. */
export function appIcon(appName: string, iconUrl: string | null | undefined): string {
  if (iconUrl && /^https?:\/\//i.test(iconUrl)) {
    // alt is empty: the app name is printed right beside the icon.
    return `<img class="icon" src="${escapeHtml(iconUrl)}" alt="" width="88" height="88" decoding="async">`;
  }
  // Array.from splits by code point, so an emoji or accented first letter stays whole.
  const initial = (Array.from(appName.trim())[0] ?? '?').toUpperCase();
  return `<div class="icon" aria-hidden="true">${escapeHtml(initial)}</div>`;
}
