// The deepview's inline script. It is one constant string: every per-link value (token, URLs,
// beacon address) is read from the escaped DOM, so nothing is ever interpolated into JavaScript
// and the script's CSP hash never changes.
import { createHash } from 'node:crypto';

const SOURCE = `
(function () {
  var d = document, n = navigator;
  function meta(name) {
    var m = d.querySelector('meta[name="' + name + '"]');
    return m ? m.getAttribute('content') || '' : '';
  }
  function href(id) {
    var a = d.getElementById(id);
    return a ? a.getAttribute('href') || '' : '';
  }
  var token = meta('ferry:clipboard');

  // Older WebViews lack the async Clipboard API; a selected off-screen textarea still copies.
  function legacyCopy() {
    try {
      var t = d.createElement('textarea');
      t.value = token;
      t.setAttribute('readonly', '');
      t.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
      d.body.appendChild(t);
      t.select();
      t.setSelectionRange(0, token.length);
      d.execCommand('copy');
      d.body.removeChild(t);
    } catch (e) {}
  }

  // Calls done once: when the copy settles or after 400 ms, so a slow or refused copy never
  // keeps the visitor from the app or the store.
  function copy(done) {
    var called = false;
    function end() { if (!called) { called = true; done(); } }
    if (!token) return end();
    setTimeout(end, 400);
    try {
      if (n.clipboard && n.clipboard.writeText) {
        n.clipboard.writeText(token).then(end, function () { legacyCopy(); end(); });
        return;
      }
    } catch (e) {}
    legacyCopy();
    end();
  }

  function bind(id, go) {
    var a = d.getElementById(id);
    if (!a) return;
    a.addEventListener('click', function (e) {
      e.preventDefault();
      copy(go);
    });
  }

  bind('ferry-download', function () { location.href = href('ferry-download'); });
  bind('ferry-open', function () {
    var store = href('ferry-download');
    var timer = store ? setTimeout(function () { if (!d.hidden) location.href = store; }, 1500) : 0;
    // The app opened (the page went to the background): do not send the visitor to the store.
    function cancel() { if (d.hidden) clearTimeout(timer); }
    d.addEventListener('visibilitychange', cancel);
    window.addEventListener('pagehide', function () { clearTimeout(timer); });
    location.href = href('ferry-open');
  });

  // Device hints for matching. text/plain keeps sendBeacon a CORS-simple request. Chromium's
  // client hints give the Android version and model that its reduced UA hides; the beacon
  // waits for them at most 1 s and goes without them when the browser has none.
  var beacon = meta('ferry:beacon');
  var sent = false;
  function send(hints) {
    if (sent) return;
    sent = true;
    try {
      var body = {
        screen: { width: screen.width, height: screen.height, pixelRatio: window.devicePixelRatio || 1 },
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || null,
        language: n.language || null,
        languages: n.languages ? Array.prototype.slice.call(n.languages, 0, 5) : []
      };
      if (hints && typeof hints.platformVersion === 'string') body.platformVersion = hints.platformVersion;
      if (hints && typeof hints.model === 'string' && hints.model) body.model = hints.model;
      n.sendBeacon(beacon, JSON.stringify(body));
    } catch (e) {}
  }
  if (beacon && n.sendBeacon) {
    try {
      var uad = n.userAgentData;
      if (uad && uad.getHighEntropyValues) {
        setTimeout(function () { send(null); }, 1000);
        uad.getHighEntropyValues(['platformVersion', 'model']).then(send, function () { send(null); });
      } else send(null);
    } catch (e) { send(null); }
  }
})();
`;

/** Collapses indentation so the script costs fewer bytes; its logic has no multi-line strings. */
export const DEEPVIEW_SCRIPT = SOURCE.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** For a `script-src 'sha256-...'` Content-Security-Policy on the deepview response. */
export const DEEPVIEW_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(DEEPVIEW_SCRIPT).digest('base64')}'`;
