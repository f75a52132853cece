// scripts/keep-native-build.mjs (the root's postinstall) keeps better-sqlite3's compiled binary in
// npm's cache under the name prebuild-install looks for first: a second install on the machine
// then unpacks it, with no network and no compiler, and the binary it unpacks loads.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const PACKAGE = dirname(require.resolve('better-sqlite3/package.json'));
const PREBUILD_BIN = join(dirname(require.resolve('prebuild-install/package.json', { paths: [PACKAGE] })), 'bin.js');

let cache: string;
let copy: string;

beforeAll(() => {
  cache = mkdtempSync(join(tmpdir(), 'ferry-npm-cache-'));
  copy = mkdtempSync(join(tmpdir(), 'ferry-bsq3-'));
});

afterAll(() => {
  rmSync(cache, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
});

const keep = () =>
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'keep-native-build.mjs')], {
    cwd: ROOT,
    env: { ...process.env, npm_config_cache: cache },
    encoding: 'utf8',
  });

it('when the compiled binary is kept, then prebuild-install finds it in the cache and installs it offline', () => {
  expect(keep()).toMatch(/^better-sqlite3's compiled binary: kept at .+_prebuilds\/\w+-better-sqlite3-v[\d.]+-node-v\d+-linux-\w+\.tar\.gz\n$/);
  expect(readdirSync(join(cache, '_prebuilds'))).toHaveLength(1);
  expect(keep()).toMatch(/: already kept at /);

  // A fresh copy of the package without its build folder, as a new clone's install has it.
  cpSync(PACKAGE, copy, { recursive: true, filter: (source) => !source.startsWith(join(PACKAGE, 'build')) });
  expect(existsSync(join(copy, 'build'))).toBe(false);
  const install = spawnSync('bash', [join(ROOT, 'functions', 'scripts', 'offline.sh'), process.execPath, PREBUILD_BIN, '--verbose'], {
    cwd: copy,
    env: { ...process.env, npm_config_cache: cache },
    encoding: 'utf8',
  });
  expect(install.stderr).toContain('found cached prebuild');
  expect(install.status).toBe(0);
  expect(existsSync(join(copy, 'build', 'Release', 'better_sqlite3.node'))).toBe(true);
});

it('when the cache cannot be written, then the install still succeeds and the line says why', () => {
  const file = join(cache, 'a-file');
  writeFileSync(file, '');
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'keep-native-build.mjs')], {
    cwd: ROOT,
    env: { ...process.env, npm_config_cache: file },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^better-sqlite3's compiled binary not kept: ENOTDIR/);
});
