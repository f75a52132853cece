// Runs after `npm install` (the root's postinstall). better-sqlite3 ships no binary that this
// machine can download (its prebuilt ones are on GitHub), so its installer, prebuild-install,
// finds none and it compiles SQLite from source: about 80 s of one core on every fresh clone.
// prebuild-install looks in npm's cache before it downloads, under a name made from the URL of
// the binary for this exact version, Node ABI, platform and architecture. This keeps the binary
// just compiled there, packed as a prebuilt one is, so the next install on this machine unpacks
// it in a second. prebuild-install loads an unpacked binary before it accepts it, so a bad one
// only means compiling again. Nothing leaves the machine; `npm cache clean --force` forgets it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function keep() {
  const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  const binary = join(packageDir, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(binary)) return 'no compiled binary to keep';
  const fromPackage = createRequire(join(packageDir, 'package.json'));
  const pkg = fromPackage('./package.json');
  const fromPrebuild = createRequire(fromPackage.resolve('prebuild-install/package.json'));
  const options = { ...fromPrebuild('./rc.js')(pkg), pkg };
  const util = fromPrebuild('./util.js');
  const cached = util.cachedPrebuild(util.getDownloadUrl(options));
  if (existsSync(cached)) return `already kept at ${cached}`;
  mkdirSync(dirname(cached), { recursive: true });
  // Written aside, then renamed: two installs at once never leave half a file under the name.
  const partial = `${cached}.${process.pid}.tmp`;
  execFileSync('tar', ['-czf', partial, '-C', packageDir, 'build/Release/better_sqlite3.node']);
  renameSync(partial, cached);
  return `kept at ${cached}`;
}

try {
  console.log(`better-sqlite3's compiled binary: ${keep()}`);
} catch (error) {
  // A cache is never worth a failed install.
  console.log(`better-sqlite3's compiled binary not kept: ${error instanceof Error ? error.message : error}`);
}
