// Each cache of deps.caches has one owner module, named in docs/architecture.md ("Caches"): it
// builds the cache, and only it reads or clears it, so what a cache holds and when it is
// dropped has one home. Checked here: the table names every cache the services get, with the
// size and TTL the owner builds (the staleness bound a multi-process deployment relies on),
// and no code under src/ or test/ reaches a cache around its owner. The TypeScript parser
// finds the touches, so comments and strings that mention `caches.hosts` do not count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { serviceCaches } from '../../src/build-deps';

const FUNCTIONS = join(__dirname, '..', '..');
const ARCHITECTURE = readFileSync(join(FUNCTIONS, '..', 'docs', 'architecture.md'), 'utf8');
/** Tests may empty every cache through this helper only: it stands in for the TTL passing. */
const EXPIRE_HELPER = 'test/support/expire-caches.ts';

interface Row {
  name: string;
  owner: string;
  maxEntries: number;
  ttlMs: number;
}

/** The rows of the "Caches" table: | `name` | holds | `owner` | 10,000 entries, 30 s ... | bound |. */
function documentedCaches(): Row[] {
  const section = ARCHITECTURE.split(/^## /m).find((part) => part.startsWith('Caches'));
  if (!section) throw new Error('docs/architecture.md has no "## Caches" section');
  const rows = [...section.matchAll(/^\| `(\w+)` \| [^|]+ \| `([^`]+)` \| ([\d,]+) entries, (\d+) (s|min)\b/gm)];
  return rows.map(([, name, owner, entries, ttl, unit]) => ({
    name: name!,
    owner: `src/${owner!.replace(/^src\//, '')}`,
    maxEntries: Number(entries!.replace(/,/g, '')),
    ttlMs: Number(ttl) * (unit === 'min' ? 60_000 : 1_000),
  }));
}

/** Where a file touches `caches`: `.hosts` for one cache, '*' for the whole set. */
function cacheTouches(text: string): { line: number; cache: string }[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
  const found: { line: number; cache: string }[] = [];
  const at = (node: ts.Node, cache: string) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, cache });
  const visit = (node: ts.Node): void => {
    const isCaches =
      (ts.isPropertyAccessExpression(node) && node.name.text === 'caches') ||
      (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'caches');
    if (isCaches) {
      const parent = node.parent;
      at(node, ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent.name.text : '*');
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && (node.propertyName ?? node.name).getText(file) === 'caches') {
      at(node, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'artifacts' && entry.name !== 'node_modules') sourceFiles(full, out);
    } else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

describe('cache owners', () => {
  const documented = documentedCaches();
  const built = serviceCaches();

  it('when docs/architecture.md lists the caches, then it names each one the services get, with the size and TTL its owner builds', () => {
    expect(documented.map((row) => row.name).sort()).toEqual(Object.keys(built).sort());
    for (const row of documented) {
      const cache = built[row.name as keyof typeof built];
      expect({ name: row.name, maxEntries: cache.maxEntries, ttlMs: cache.ttlMs }).toEqual({ name: row.name, maxEntries: row.maxEntries, ttlMs: row.ttlMs });
    }
  });

  it('when functions/src and functions/test are read, then only its owner touches a cache', () => {
    const owners = new Map(documented.map((row) => [row.name, row.owner]));
    const files = [...sourceFiles(join(FUNCTIONS, 'src')), ...sourceFiles(join(FUNCTIONS, 'test'))];
    const strays: string[] = [];
    const ownersTouching = new Set<string>();
    for (const full of files) {
      const file = relative(FUNCTIONS, full).split(sep).join('/');
      for (const { line, cache } of cacheTouches(readFileSync(full, 'utf8'))) {
        if (owners.get(cache) === file) ownersTouching.add(cache);
        else if (!(cache === '*' && file === EXPIRE_HELPER))
          strays.push(`${file}:${line} touches caches.${cache}; call ${owners.get(cache) ?? 'the owner'} instead`);
      }
    }
    expect(strays).toEqual([]);
    // A sanity floor: an owner path that names no file, or a parser that found nothing.
    expect([...ownersTouching].sort()).toEqual([...owners.keys()].sort());
  });

  it('when code reaches a cache in any of the ways TypeScript allows, then each is found, and words are not', () => {
    const text = [
      'deps.caches.hosts.get(key);',
      "deps['caches'].links.delete(key);",
      'Object.values(t.deps.caches);',
      'const { caches } = deps;',
      'const { caches: all } = deps;',
      "// deps.caches.webhooks in a comment, and 'deps.caches.webhooks' in a string",
      'const shape: ServiceDeps["caches"] = serviceCaches();',
      'const deps = { caches: serviceCaches() };',
    ].join('\n');
    expect(cacheTouches(text)).toEqual([
      { line: 1, cache: 'hosts' },
      { line: 2, cache: 'links' },
      { line: 3, cache: '*' },
      { line: 4, cache: '*' },
      { line: 5, cache: '*' },
    ]);
  });
});
