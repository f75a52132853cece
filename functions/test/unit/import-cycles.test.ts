// No module of functions/src may import itself through others: a loop makes load order decide
// which side sees `undefined`, and it blurs which layer depends on which. Type imports count
// too, since they name the same dependency. The graph is read from the static `import` and
// `export ... from` lines with relative paths; each loop is a strongly connected component of
// more than one file (Tarjan), listed with one path around it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = resolve(__dirname, '..', '..', 'src');

/** `from './x'` at the end of an import or export statement (multi-line lists included), or `import './x'`. */
const RELATIVE_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/g;

type Graph = Map<string, string[]>;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** The .ts file a relative specifier names, as an absolute path; null when it names no TypeScript. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph(files: string[]): { graph: Graph; unresolved: string[] } {
  const graph: Graph = new Map();
  const unresolved: string[] = [];
  for (const file of files) {
    const targets = new Set<string>();
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) targets.add(target);
      else if (!/\.(json|js|mjs|cjs)$/.test(specifier!)) unresolved.push(`${rel(file)} -> ${specifier}`);
    }
    graph.set(file, [...targets]);
  }
  return { graph, unresolved };
}

/** Tarjan's strongly connected components with more than one member (or a file importing itself). */
function loopsOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

/** One shortest way from the component's first file back to itself, inside the component. */
function pathAround(graph: Graph, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.unshift(at);
        return [start, ...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return component;
}

const rel = (file: string) => relative(SRC, file).split(sep).join('/');

describe('import cycles', () => {
  it('when functions/src is read, then no module reaches itself through its imports', () => {
    const { graph, unresolved } = importGraph(sourceFiles(SRC));
    expect(unresolved).toEqual([]);
    // A sanity floor: a regex that matched nothing would find no loop either.
    expect([...graph.values()].reduce((sum, targets) => sum + targets.length, 0)).toBeGreaterThan(1000);
    const loops = loopsOf(graph).map((component) => `${component.length} files: ${pathAround(graph, component).map(rel).join(' -> ')}`);
    expect(loops).toEqual([]);
  });

  it('when a graph holds loops, then each is found once with a path around it', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
    ]);
    const loops = loopsOf(graph);
    expect(loops).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['f']]));
    expect(loops).toHaveLength(2);
    expect(pathAround(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('when imports span lines, carry `type`, or re-export, then each is an edge', () => {
    const text = "import {\n  a,\n  type B,\n} from './one';\nimport type { C } from '../two';\nexport { d } from './three';\nexport * from './four';\nimport './five';\nconst x = 'from ./not-an-import';\n";
    expect([...text.matchAll(RELATIVE_IMPORT)].map((m) => m[1])).toEqual(['./one', '../two', './three', './four', './five']);
  });
});
