// The layering of docs/architecture.md is enforced by ESLint; this proves the rules bite, both
// ways: each forbidden import fails with its rule's message, and each allowed one passes.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** Imports across a boundary: the file, its code, and words of the message lint must give. */
const FORBIDDEN: [string, string, string][] = [
  ['src/domain/links/x.ts', "import { openSqliteStore } from '../../store/sqlite';\nexport const x = openSqliteStore;\n", 'domain/ is pure'],
  ['src/domain/links/x.ts', "import { Hono } from 'hono';\nexport const x = Hono;\n", 'domain/ does no I/O'],
  ['src/http/routes/x.ts', "import { openSqliteStore } from '../../store/sqlite';\nexport const x = openSqliteStore;\n", 'http/ never imports a store adapter'],
  [
    'src/http/routes/x.ts',
    "import { openFirestoreStore } from '../../store/firestore';\nexport const x = openFirestoreStore;\n",
    'http/ never imports a store adapter',
  ],
  ['src/services/x.ts', "import { openSqliteStore } from '../store/sqlite';\nexport const x = openSqliteStore;\n", 'services/ use the store port'],
  ['src/platform/x.ts', "import type { ServiceDeps } from '../services/deps';\nexport type X = ServiceDeps;\n", 'platform/ implements the runtime ports'],
  ['src/platform/x.ts', "import { onError } from '../http/errors';\nexport const x = onError;\n", 'platform/ implements the runtime ports'],
  ['src/platform/x.ts', "import { paths } from '../store/firestore/documents';\nexport const x = paths;\n", 'platform/ implements the runtime ports'],
  ['src/store/x.ts', "import { jsonLogger } from '../platform/logger';\nexport const x = jsonLogger;\n", 'store/ sits below services'],
  ['src/store/sqlite/x.ts', "import type { ServiceDeps } from '../../services/deps';\nexport type X = ServiceDeps;\n", 'store/ sits below services'],
  ['src/store/firestore/x.ts', "import { notFoundJson } from '../../http/errors';\nexport const x = notFoundJson;\n", 'store/ sits below services'],
  ['src/runtime-ports.ts', "import type { Store } from './store/ports';\nexport type X = Store;\n", 'runtime-ports.ts holds interfaces only'],
];

/** Imports each layer may make: lint must say nothing. */
const ALLOWED: [string, string][] = [
  ['src/domain/links/x.ts', "import { SLUG_PATTERN } from './slug';\nexport const x = SLUG_PATTERN;\n"],
  [
    'src/platform/x.ts',
    "import type { RateLimiter } from '../runtime-ports';\nimport type { Store } from '../store/ports';\nimport { windowStart } from '../domain/rate-limits';\nexport type X = [RateLimiter, Store, typeof windowStart];\n",
  ],
  [
    'src/store/firestore/x.ts',
    "import { StoreUnavailableError } from '../ports';\nimport type { LinkRecord } from '../../domain/links/types';\nexport type X = [StoreUnavailableError, LinkRecord];\n",
  ],
  [
    'src/services/x.ts',
    "import type { Logger } from '../runtime-ports';\nimport { jsonLogger } from '../platform/logger';\nexport type X = [Logger, typeof jsonLogger];\n",
  ],
];

/**
 * Every case linted by one ESLint process, in memory (lintText): starting ESLint costs about a
 * second, once per case was most of this test's time.
 */
function lintAll(cases: [string, string][]): string[] {
  const script = `
    const { ESLint } = require('eslint');
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
      const eslint = new ESLint();
      const out = [];
      for (const [filePath, code] of JSON.parse(input)) {
        const [result] = await eslint.lintText(code, { filePath });
        out.push(result.messages.map((m) => m.message).join('\\n'));
      }
      process.stdout.write(JSON.stringify(out));
    });`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, input: JSON.stringify(cases), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ESLint failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

describe('import boundaries', () => {
  let messages: string[];
  beforeAll(() => {
    messages = lintAll([...FORBIDDEN.map(([file, code]): [string, string] => [file, code]), ...ALLOWED]);
  });

  it.each(FORBIDDEN.map((entry, i) => [...entry, i] as const))('when %s imports across a boundary, then lint fails', (_file, _code, message, i) => {
    expect(messages[i]).toContain(message);
  });

  it.each(ALLOWED.map((entry, i) => [...entry, FORBIDDEN.length + i] as const))(
    'when %s imports only what its layer may, then lint passes',
    (_file, _code, i) => {
      expect(messages[i]).toBe('');
    },
  );
});
