// journey.js, the web banner a website embeds with <script src>: on iOS and Android browsers it
// shows the app's icon and name above the page with a button that opens the app through its URI
// scheme and falls back to the store. ES5, no dependencies, no eval, no inline styles (CSSOM
// only), text set with textContent: it runs under a strict CSP that allows the script's host.
// The one per-project part is a JSON argument, escaped so it cannot close the script element.

import type { BannerSettings } from '../../domain/banner/journey-banner';
import { DEFAULT_PRIMARY, safeColor, textOn } from './layout';

const RUNTIME = `
(function (c) {
  var w = window, d = document, n = navigator, ua = n.userAgent || '';
  // iPadOS asks for desktop sites with a Mac user agent; its touch points give it away.
  var ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && n.maxTouchPoints > 1);
  var android = !ios && /Android/.test(ua);
  var store = ios ? c.appStore : c.playStore;
  var open = c.scheme ? c.scheme + '://' : null;
  var s = d.currentScript, deep = s && s.getAttribute('data-deep-link');
  // A page may open a deeper screen, but only through the app's own scheme.
  if (open && deep && deep.toLowerCase().indexOf(c.scheme + ':') === 0) open = deep;
  if (!(ios || android) || !(open || store)) return;
  var key = 'ferry-banner-dismissed:' + c.id;
  // Private modes and blocked storage throw: the banner then cannot remember a dismissal.
  try { if (+w.localStorage.getItem(key) > new Date().getTime()) return; } catch (e) {}
  function el(tag, css, text) {
    var e = d.createElement(tag);
    // CSSOM rather than a style attribute: a strict style-src policy allows it.
    e.style.cssText = css;
    if (text) e.textContent = text;
    return e;
  }
  var square = 'width:40px;height:40px;border-radius:9px;flex:none;margin-right:10px;';
  function tile() {
    var t = el('div', square + 'display:flex;align-items:center;justify-content:center;font-weight:700;font-size:20px;background:' + c.primary + ';color:' + c.onPrimary, c.initial);
    t.id = 'ferry-banner-icon';
    return t;
  }
  function show() {
    if (d.getElementById('ferry-banner')) return;
    var bar = el('div', 'display:flex;align-items:center;position:relative;z-index:2147483647;padding:8px 12px;background:' + c.bg + ';color:' + c.fg + ';font:14px/1.3 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;border-bottom:1px solid rgba(0,0,0,.12)');
    bar.id = 'ferry-banner';
    bar.setAttribute('role', 'region');
    bar.setAttribute('aria-label', c.name);
    var x = el('button', 'border:0;background:none;color:inherit;font-size:22px;line-height:1;padding:4px;margin-right:6px;cursor:pointer;opacity:.6', '\\u00d7');
    x.id = 'ferry-banner-close';
    x.type = 'button';
    x.setAttribute('aria-label', 'Close');
    var icon = tile();
    if (c.icon) {
      icon = el('img', square + 'object-fit:cover');
      icon.id = 'ferry-banner-icon';
      icon.alt = '';
      // A blocked or broken icon (e.g. by the site's img-src) becomes the initial tile.
      icon.onerror = function () { if (icon.parentNode) icon.parentNode.replaceChild(tile(), icon); };
      icon.src = c.icon;
    }
    var text = el('div', 'flex:1;min-width:0;margin-right:10px');
    text.appendChild(el('div', 'font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap', c.name));
    text.appendChild(el('div', 'font-size:12px;opacity:.75', open ? 'Open in the app' : ios ? 'Get it on the App Store' : 'Get it on Google Play'));
    var a = el('a', 'flex:none;padding:7px 16px;border-radius:16px;font-weight:600;text-decoration:none;background:' + c.primary + ';color:' + c.onPrimary, open ? 'Open' : 'Get');
    a.id = 'ferry-banner-open';
    a.href = open || store;
    if (open && store) a.setAttribute('data-store', store);
    a.onclick = function (e) {
      if (!open || !store) return;
      e.preventDefault();
      // The app opened when the page goes to the background: then the store must not follow.
      var t = setTimeout(function () { if (!d.hidden) w.location.href = store; }, 1500);
      d.addEventListener('visibilitychange', function () { if (d.hidden) clearTimeout(t); });
      w.addEventListener('pagehide', function () { clearTimeout(t); });
      w.location.href = open;
    };
    x.onclick = function () {
      if (bar.parentNode) bar.parentNode.removeChild(bar);
      // Remembered for 30 days.
      try { w.localStorage.setItem(key, String(new Date().getTime() + 2592e6)); } catch (e) {}
    };
    bar.appendChild(x);
    bar.appendChild(icon);
    bar.appendChild(text);
    bar.appendChild(a);
    d.body.insertBefore(bar, d.body.firstChild);
  }
  if (d.body) show(); else d.addEventListener('DOMContentLoaded', show);
})`;

/** Drops indentation, blank lines and whole-line comments; the runtime has no multi-line strings. */
const COMPACT_RUNTIME = RUNTIME.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** Served for a project with no URI scheme and no store id: valid JavaScript that shows nothing. */
export const NO_APP_SCRIPT =
  '/* Ferry web banner: this project has no app configured yet (uriScheme, ios.appStoreId or android.packageName), so nothing is shown. */\n';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is also safe inside an HTML <script> element (no `</script>` or `<!--`) and in
 * pre-ES2019 engines, where U+2028/U+2029 end a line even inside a string literal.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch] ?? ch);
}

export function journeyScript(settings: BannerSettings | null): string {
  if (!settings) return NO_APP_SCRIPT;
  const primary = safeColor(settings.primaryColor, DEFAULT_PRIMARY);
  // A bar across the site's own page: white unless the project picked a background.
  const background = safeColor(settings.backgroundColor, '#ffffff');
  const config = {
    id: settings.projectId,
    name: settings.appName,
    // Array.from splits by code point, so an emoji or accented first letter stays whole.
    initial: (Array.from(settings.appName.trim())[0] ?? '?').toUpperCase(),
    icon: settings.iconUrl,
    scheme: settings.uriScheme,
    appStore: settings.appStoreUrl,
    playStore: settings.playStoreUrl,
    primary,
    onPrimary: textOn(primary),
    bg: background,
    fg: textOn(background),
  };
  return `/* Ferry web banner */\n${COMPACT_RUNTIME}(${scriptSafeJson(config)});\n`;
}
