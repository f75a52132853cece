// firebase.json must route every path to the function that serves its group, in the order
// decisions.md gives, and only to functions the entry exports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTING_CONSOLE_CSP } from '../../src/http/console/console-csp';

const root = join(__dirname, '..', '..', '..');
const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

describe('firebase.json', () => {
  it('rewrites /api/match, /api/pixel/**, /api/**, /.well-known/**, ** to match, pixel, api, wellKnown, redirect', () => {
    const rewrites = firebase.hosting.rewrites.map((r: { source: string; function: { functionId: string } }) => [r.source, r.function.functionId]);
    expect(rewrites).toEqual([
      ['/api/match', 'match'],
      ['/api/pixel/**', 'pixel'],
      ['/api/**', 'api'],
      ['/.well-known/**', 'wellKnown'],
      ['/apple-app-site-association', 'wellKnown'],
      ['**', 'redirect'],
    ]);
  });

  it('serves the well-known files as application/json, from the function (never a static file or a redirect)', () => {
    const contentType = (path: string) =>
      firebase.hosting.headers
        .filter((h: { source: string }) => h.source === path)
        .flatMap((h: { headers: { key: string; value: string }[] }) => h.headers)
        .find((h: { key: string }) => h.key.toLowerCase() === 'content-type')?.value;
    for (const path of ['/.well-known/apple-app-site-association', '/apple-app-site-association', '/.well-known/assetlinks.json']) {
      expect(contentType(path)).toBe('application/json');
    }
    expect(firebase.hosting.redirects).toBeUndefined();
    expect(firebase.hosting.trailingSlash).toBe(false);
  });

  it('never uploads emulator-only secrets and env files with the functions source', () => {
    expect(firebase.functions[0].ignore).toEqual(expect.arrayContaining(['.secret.local', '.env.local']));
  });

  it('keeps cleanUrls off so that slugs are never rewritten, and builds before deploy', () => {
    expect(firebase.hosting.cleanUrls).toBe(false);
    expect(firebase.functions[0].predeploy.join(' ')).toContain('run build');
    expect(firebase.functions[0].runtime).toBe('nodejs20');
  });

  it('serves the console on Hosting with the CSP of the self-hosted server, no-cache index and year-long hashed assets, built before deploy', () => {
    const header = (source: string, key: string) =>
      firebase.hosting.headers
        .filter((h: { source: string }) => h.source === source)
        .flatMap((h: { headers: { key: string; value: string }[] }) => h.headers)
        .find((h: { key: string }) => h.key === key)?.value;
    expect(header('/console{,/**}', 'Content-Security-Policy')).toBe(HOSTING_CONSOLE_CSP);
    expect(header('/console{,/,/index.html}', 'Cache-Control')).toBe('no-cache');
    expect(header('/console/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(firebase.hosting.predeploy.join(' ')).toContain('run build -w console');
  });

  it('uses a demo- project so the emulators never touch a real one', () => {
    expect(JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')).projects.default).toMatch(/^demo-/);
  });

  it('denies every client read and write in firestore.rules', () => {
    const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
    expect(rules).toMatch(/allow read, write: if false;/);
    expect(rules).not.toMatch(/if true|if request\.auth/);
  });
});
