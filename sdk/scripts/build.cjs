// Builds dist/esm and dist/cjs, each with its own declarations, in one `tsc -b` run (it parses
// the standard libraries once for both). `--typecheck-tests` adds the tests' type check
// (tsconfig.json) to the same run: `npm test` wants all three, and one tsc start is the slow part.
const { spawnSync } = require('node:child_process');
const { rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const root = join(__dirname, '..');
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const projects = ['tsconfig.esm.json', 'tsconfig.cjs.json'];
if (process.argv.includes('--typecheck-tests')) projects.push('tsconfig.json');

rmSync(join(root, 'dist'), { recursive: true, force: true });
const run = spawnSync(process.execPath, [tsc, '-b', ...projects], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
// The package is "type": "module", so Node would read dist/cjs/*.js as ESM without this marker.
writeFileSync(join(root, 'dist', 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
