// firebase.json must route every path to the function that serves its group, in order, and
// only to functions the entry exports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTING_CONSOLE_CSP } from '../../src/http/console/console-csp';

const root = join(__dirname, '..', '..', '..');
const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

describe('firebase.json', () => {
  it('rewrites /api/match, /api/pixel/..., /api..., /.well-known/..., /apple-app-site-association, everything else to match, pixel, api, wellKnown, redirect', () => {
    const rewrites = firebase.hosting.rewrites.map((r: { source?: string; regex?: string; function: { functionId: string } }) => [
      r.source ?? r.regex,
      r.function.functionId,
    ]);
    expect(rewrites).toEqual([
      ['/api/match', 'match'],
      ['^/api/pixel/.*', 'pixel'],
      ['^/api(/.*)?$', 'api'],
      ['^/\\.well-known/.*', 'wellKnown'],
      ['/apple-app-site-association', 'wellKnown'],
      ['^/.*', 'redirect'],
    ]);
  });

  // Regexes, not globs: a glob's `**` skips a path segment that starts with a dot (`/.env`,
  // `/api/links/..%2Fx`), which the Hosting emulator then answered with its own HTML 404.
  it.each([
    ['/api/match', 'match'],
    ['/api/match/signals', 'api'],
    ['/api/pixel/prj_1', 'pixel'],
    ['/api', 'api'],
    ['/api/links', 'api'],
    ['/api/links/..%2Fx', 'api'],
    ['/api/links/.hidden', 'api'],
    ['/apix', 'redirect'],
    ['/.well-known/assetlinks.json', 'wellKnown'],
    ['/apple-app-site-association', 'wellKnown'],
    ['/summer', 'redirect'],
    ['/..%2F', 'redirect'],
    ['/.env', 'redirect'],
  ])('sends %s to %s (the first rule that matches, as Hosting picks)', (path, functionId) => {
    const rules = firebase.hosting.rewrites as { source?: string; regex?: string; function: { functionId: string } }[];
    // Every `source` is a literal path, so equality is how Hosting's glob matches it.
    for (const { source } of rules) if (source) expect(source).not.toMatch(/[*?{[]/);
    const rule = rules.find((r) => (r.regex ? new RegExp(r.regex).test(path) : r.source === path));
    expect(rule?.function.functionId).toBe(functionId);
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

  // A deploy uploads every file of functions/ but these: the fuzz tests' Python environment
  // (hundreds of MB) and the mutation tester's sandboxes would ride along otherwise.
  it('never uploads what tests and tools leave in functions/', () => {
    expect(firebase.functions[0].ignore).toEqual(expect.arrayContaining(['test', 'bench', 'coverage', '.venv-fuzz', '.stryker-tmp*', 'reports']));
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
