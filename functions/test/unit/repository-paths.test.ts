// A fresh clone must hold everything its comments and docs point at. Two checks:
// - every repository path named in the source of functions/, console/ and sdk/, or in the docs,
//   exists. A path counts when it resolves from the naming file's folder or any folder above
//   it, or from one of ROOTS, so `store/firestore/clicks/clicks.ts` in functions/src and
//   `src/store/sqlite/click-fold/click-log.ts` in docs/ both resolve. Tests are not checked: they name
//   made-up paths on purpose (lint fixtures, cases like the ones at the end of this file).
// - nothing cites the design notes that live outside the repository, nor this project's issue
//   numbers: state the rule, or point at docs/ (CONTRIBUTING.md, "House rules").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { issueCitations } from '../support/issue-citations';

const REPO = join(__dirname, '..', '..', '..');
/** Where a path may start besides the naming file's own folders (http/ for routes/x.ts and pages/x.ts). */
const ROOTS = ['', 'functions', 'functions/src', 'functions/src/http', 'console', 'console/src', 'sdk', 'sdk/src', 'sdk-ios'];

/** Folders never read: installed, built, generated or machine-local. */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'lib',
  'dist',
  'build',
  'target',
  '.gradle',
  '__pycache__',
  '.venv-fuzz',
  'artifacts',
  'coverage',
  'reports',
  'data',
  '.firebase',
]);
const SKIP_PATHS = ['hosting/console'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|css|html|ya?ml|toml|sh|py|kt|kts|java|swift|xml|txt|example|service|timer)$/;

/** Files whose paths are checked (the rest is only read for the forbidden phrases). */
const PATH_CHECKED = [
  /^functions\/src\//,
  /^console\/src\//,
  /^sdk\/src\//,
  /^docs\/[^/]+\.md$/,
  /^docs\/adr\/[^/]+\.md$/,
  /^README\.md$/,
  /^CONTRIBUTING\.md$/,
  /^sdk\/README\.md$/,
  /^sdk-ios\/README\.md$/,
  /^sdk-ios\/scripts\//,
  /^functions\/(bench|scripts)\//,
];

/** Named on purpose though absent from a fresh clone, each with why. */
const ALLOWED: [RegExp, string][] = [
  [/(^|\/)test\/artifacts\//, 'written by the browser and fuzz tests; git-ignored'],
  [/(^|\/)\.venv-fuzz\//, "Schemathesis' virtual environment, made by scripts/ensure-schemathesis.sh"],
  [/^hosting\/console\//, "the console's build (npm run build -w console)"],
  [/(^|\/)reports\/mutation\//, "StrykerJS's report, written by a mutation run; git-ignored"],
  [/(^|\/)node_modules\//, 'installed packages'],
  [/^\.well-known\//, 'URL paths on a project host, not files'],
  [/^docs\/assets\//, 'URLs of the API reference page (/api/docs/assets/), served from swagger-ui-dist'],
  [/^assets\//, "URL paths of the console's built, content-hashed assets"],
];

// Built from parts so that this file does not name them itself.
const FORBIDDEN = [
  ['decisions', ' §'],
  ['decisions', '.md'],
  ['interface', '.md'],
  ['/shared', '/'],
].map((parts) => parts.join(''));

/**
 * `dir/file.ext` with at least one slash, not inside a longer path or a URL (an absolute path
 * such as /backups/acme.ndjson is an example, never checked); folders need two lower-case
 * segments and a trailing slash (`services/webhooks/`), so `BASE_URL/console/` is no path.
 */
const PATH_TOKEN =
  /(?<![\w@~/.:-])((?:\.{1,2}\/)*(?:[\w.-]+\/)+[\w.-]*\.(?:ts|tsx|js|mjs|cjs|md|json|sh|py|toml|ya?ml|css|html|swift))(?![\w/-])|(?<![\w@~/.:-])((?:\.{1,2}\/)*[a-z][\w.-]*\/(?:[a-z][\w.-]*\/)+)(?![\w.-])/g;

const PACKAGE_DIRS = ['node_modules', 'functions/node_modules', 'console/node_modules', 'sdk/node_modules'];
/** `uplot/dist/uPlot.min.css`, `swagger-ui-dist/x.js`: a file inside an installed package. */
const inPackage = (token: string) => {
  const name = token.startsWith('@') ? token.split('/').slice(0, 2).join('/') : token.split('/')[0]!;
  return !token.startsWith('.') && PACKAGE_DIRS.some((dir) => existsSync(join(REPO, dir, name, 'package.json')));
};

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const rel = relative(REPO, full).split(sep).join('/');
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.stryker-tmp') && !SKIP_PATHS.includes(rel)) walk(full, out);
    } else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json') out.push(rel);
  }
  return out;
}

const FILES = walk(REPO).map((file) => ({ file, text: readFileSync(join(REPO, file), 'utf8') }));

/** A built file (`lib/x.js`) stands for its source (`src/x.ts`). */
const sourceOf = (token: string) => token.replace(/(^|\/)lib\//, '$1src/').replace(/\.js$/, '.ts');

function resolves(file: string, token: string): boolean {
  const bases = new Set<string>(ROOTS);
  for (let dir = dirname(file); dir !== '.' && dir !== ''; dir = dirname(dir)) bases.add(dir);
  return [...bases].some((base) => [token, sourceOf(token)].some((t) => existsSync(join(REPO, base, t))));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

function missingPaths(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(PATH_TOKEN)) {
    const token = (match[1] ?? match[2])!;
    if (ALLOWED.some(([pattern]) => pattern.test(token)) || inPackage(token) || resolves(file, token)) continue;
    missing.push(`${file}:${lineOf(text, match.index)}: ${token}`);
  }
  return missing;
}

describe('paths and documents named in the repository', () => {
  it('when the tree is walked, then it holds the sources and the docs (the checks below are not vacuous)', () => {
    expect(FILES.some((f) => f.file === 'functions/src/index.ts')).toBe(true);
    expect(FILES.some((f) => f.file === 'docs/architecture.md')).toBe(true);
    expect(statSync(join(REPO, 'CONTRIBUTING.md')).isFile()).toBe(true);
  });

  it('when a comment or a doc names a repository path, then the path exists', () => {
    const missing = FILES.filter((f) => PATH_CHECKED.some((p) => p.test(f.file))).flatMap((f) => missingPaths(f.file, f.text));
    expect(missing).toEqual([]);
  });

  it('when any file is read, then none cites a document kept outside the repository', () => {
    const cites = FILES.flatMap(({ file, text }) =>
      FORBIDDEN.flatMap((phrase) => {
        const at = text.indexOf(phrase);
        return at === -1 ? [] : [`${file}:${lineOf(text, at)}: "${phrase}"`];
      }),
    );
    expect(cites).toEqual([]);
  });

  it('when any file is read, then none cites an issue number (a reader cannot open it)', () => {
    expect(FILES.flatMap(({ file, text }) => issueCitations(file, text))).toEqual([]);
  });

  it('when a text cites an issue number, then file and line are reported; a colour, fragment, heading, variable or entity is not', () => {
    // Built from parts so that this file cites nothing itself.
    const n = (digits: string) => `#${digits}`;
    const cited = [
      `see issue ${n('12')}`,
      `Issues ${n('3')} and ${n('4')}`,
      `(${n('18')})`,
      `(${n('18')}, docs/exports.md)`,
      `fixes ${n('7')}`,
      `PR ${n('9')}`,
    ];
    expect(cited.map((text) => issueCitations('a.ts', `x\n${text}`).length)).toEqual(cited.map(() => 1));
    expect(issueCitations('docs/x.md', `one\ntwo (issue ${n('14')} soak)`)).toEqual([
      `docs/x.md:2: "issue ${n('14')}" cites an issue number; say what was decided, in words`,
    ]);
    const innocent = [
      `background:${n('111')};color:#fff`,
      `[step 8](production.md${n('8')}-connect-your-app)`,
      `## 1. Heading`,
      `acme://p/#{slug}`,
      `title=&${n('39')};y&${n('39')};`,
      `[top](${n('1')}-intro)`,
      `a tissue ${n('5')}`,
    ];
    expect(innocent.flatMap((text) => issueCitations('a.ts', text))).toEqual([]);
  });

  it('when a path is missing, then it is reported; a URL or an absolute path is not checked', () => {
    expect(missingPaths('functions/src/x.ts', '// see store/firestore/rate-limiter.ts')).toEqual(['functions/src/x.ts:1: store/firestore/rate-limiter.ts']);
    expect(missingPaths('docs/x.md', 'see [it](adr/README.md), src/store/ports.ts and functions/lib/index.js')).toEqual([]);
    expect(missingPaths('docs/x.md', 'https://example.com/a/b.md and /backups/acme/x.json')).toEqual([]);
    expect(missingPaths('docs/x.md', 'the folder services/no-such-folder/ is gone')).toEqual(['docs/x.md:1: services/no-such-folder/']);
  });
});
