// The built console (hosting/console/, made by `npm run build -w console`; `npm test` builds it
// first): the JavaScript a first visit loads, i.e. index.html's module scripts and their
// modulepreloads, is under 200 KB gzipped. Lazy chunks (Analytics and its chart) are not
// counted: they load when opened. Also: index.html has no inline script and nothing from elsewhere.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUILD = fileURLToPath(new URL('../../hosting/console/', import.meta.url));
const BUDGET = 200 * 1024;

function indexHtml() {
  const path = `${BUILD}index.html`;
  assert.ok(existsSync(path), `${path} is missing: run \`npm run build -w console\` first`);
  return readFileSync(path, 'utf8');
}

test('initial JavaScript is under 200 KB gzipped', () => {
  const html = indexHtml();
  const urls = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(urls.length > 0, 'index.html loads no script');
  let total = 0;
  for (const url of urls) {
    assert.match(url, /^\/console\/assets\/[\w.-]+\.js$/);
    total += gzipSync(readFileSync(BUILD + url.slice('/console/'.length))).length;
  }
  console.log(`initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${urls.length} file(s)`);
  assert.ok(total < BUDGET, `initial JavaScript is ${total} bytes gzipped, over ${BUDGET}`);
});

test('index.html has no inline script or style and loads nothing from another origin', () => {
  const html = indexHtml();
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/);
  assert.doesNotMatch(html, /<style|\sstyle=/);
  assert.doesNotMatch(html, /(src|href)="(https?:)?\/\//);
});
