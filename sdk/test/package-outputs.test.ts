// The built package as apps and bundlers load it: `import` gets dist/esm, `require` gets
// dist/cjs, both through the package's "exports" (run `npm run build` first; `npm test` does).

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const packageDir = join(__dirname, '..');
const dist = join(packageDir, 'dist');

/** Runs a snippet in a fresh Node from the package folder, so '@ferry/sdk' resolves to itself. */
function runNode(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: packageDir, encoding: 'utf8' }).trim();
}

const PROBE =
  'typeof m.createFerry + " " + typeof m.FerryError + " " + typeof m.createFerry({ host: "https://acme.links.example.com", fetch: async () => ({}) }).getDeferredLink';

describe('built package', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'esm', 'index.js'))) throw new Error('dist/ is missing: run `npm run build -w sdk` first');
  });

  it('when imported as ESM, then createFerry is there', () => {
    expect(runNode(['--input-type=module', '-e', `import * as m from '@ferry/sdk'; console.log(${PROBE})`])).toBe('function function function');
  });

  it('when required as CommonJS, then createFerry is there', () => {
    expect(runNode(['-e', `const m = require('@ferry/sdk'); console.log(${PROBE})`])).toBe('function function function');
  });

  it('when @ferry/sdk/admin is imported or required, then createFerryAdmin is there', () => {
    const probe = 'typeof m.createFerryAdmin + " " + typeof m.createFerryAdmin({ baseUrl: "http://localhost:8080" }).GET';
    expect(runNode(['--input-type=module', '-e', `import * as m from '@ferry/sdk/admin'; console.log(${probe})`])).toBe('function function');
    expect(runNode(['-e', `const m = require('@ferry/sdk/admin'); console.log(${probe})`])).toBe('function function');
  });

  it('ships type declarations; the app client imports no dependency, only the admin client uses openapi-fetch', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(manifest.dependencies as object)).toEqual(['openapi-fetch']);
    const appFiles = ['esm', 'cjs'].flatMap((format) =>
      readdirSync(join(dist, format))
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(dist, format, name)),
    );
    for (const file of appFiles) expect(readFileSync(file, 'utf8')).not.toMatch(/openapi-fetch/);
    for (const format of ['esm', 'cjs']) expect(readFileSync(join(dist, format, 'index.d.ts'), 'utf8')).toContain('createFerry');
  });

  it('uses no Node-only global in what it ships', () => {
    const files = ['esm', 'cjs'].flatMap((format) =>
      readdirSync(join(dist, format))
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(dist, format, name)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(source).not.toMatch(/\b(process|Buffer|require\(['"]node:)/);
    }
  });
});
