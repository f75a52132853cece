// The layering of docs/architecture.md is enforced by ESLint; this proves the rules bite.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function lint(filePath: string, code: string): string {
  const eslint = join(root, '..', 'node_modules', '.bin', 'eslint');
  const result = spawnSync(eslint, ['--stdin', '--stdin-filename', filePath, '--format', 'stylish'], { cwd: root, input: code, encoding: 'utf8' });
  return result.stdout + result.stderr;
}

describe('import boundaries', () => {
  it.each([
    ['src/domain/links/x.ts', "import { openSqliteStore } from '../../store/sqlite';\nexport const x = openSqliteStore;\n", 'domain/ is pure'],
    ['src/domain/links/x.ts', "import { Hono } from 'hono';\nexport const x = Hono;\n", 'domain/ does no I/O'],
    ['src/http/routes/x.ts', "import { openSqliteStore } from '../../store/sqlite';\nexport const x = openSqliteStore;\n", 'http/ never imports a store adapter'],
    ['src/http/routes/x.ts', "import { openFirestoreStore } from '../../store/firestore';\nexport const x = openFirestoreStore;\n", 'http/ never imports a store adapter'],
    ['src/services/x.ts', "import { openSqliteStore } from '../store/sqlite';\nexport const x = openSqliteStore;\n", 'services/ use the store port'],
  ])('when %s imports across a boundary, then lint fails', (file, code, message) => {
    expect(lint(file, code)).toContain(message);
  });

  it('when domain code imports only domain code, then lint passes', () => {
    expect(lint('src/domain/links/x.ts', "import { SLUG_PATTERN } from './slug';\nexport const x = SLUG_PATTERN;\n").trim()).toBe('');
  });
});
