// The feature folders of functions/src/services import one another one way only, as the table
// of docs/architecture.md ("Feature folders") allows: no two import each other, directly or
// around a loop, so each can be read, tested and moved knowing what lies below it. The table
// is the rule's one home: this test reads it, and fails on a folder it does not list, an
// import between folders it does not allow (with the files that make it), and a loop, be it
// in the code or in the table itself. services/deps.ts, which every folder receives, is no
// folder: it may name a folder's types, with type imports only, so it adds no load order.
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { type Graph, importGraph, loopsOf, pathAround, sourceFiles } from '../support/import-graph';

const SERVICES = resolve(__dirname, '..', '..', 'src', 'services');
const ARCHITECTURE = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');

/** The folder a file of services/ belongs to; null for a file at the top (deps.ts). */
function folderOf(file: string): string | null {
  const parts = relative(SERVICES, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Imports between folders: `from -> to` with the file imports that make each. */
function folderEdges(graph: Graph, folderOfFile: (file: string) => string | null): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = folderOfFile(file);
    for (const target of targets) {
      const to = folderOfFile(target);
      if (!from || !to || from === to) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${relative(SERVICES, file)} -> ${relative(SERVICES, target)}`.split(sep).join('/')]);
    }
  }
  return edges;
}

/** A graph of folders, from `from -> to` keys. */
function graphOf(folders: Iterable<string>, edges: Iterable<string>): Graph {
  const graph: Graph = new Map([...folders].map((folder) => [folder, []]));
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    graph.set(from, [...(graph.get(from) ?? []), to]);
  }
  return graph;
}

/** The table's rows: | `folder/` | what it holds | `a/`, `b/` or none |. */
function documentedFolders(): Map<string, string[]> {
  const section = ARCHITECTURE.split(/^## /m).find((part) => part.startsWith('Feature folders'));
  if (!section) throw new Error('docs/architecture.md has no "## Feature folders" section');
  const rows = [...section.matchAll(/^\| `([a-z-]+)\/` \| [^|]+ \| ([^|]+) \|$/gm)];
  return new Map(rows.map(([, folder, allowed]) => [folder!, [...allowed!.matchAll(/`([a-z-]+)\/`/g)].map((m) => m[1]!)]));
}

describe('services/ feature folders', () => {
  const { graph } = importGraph(sourceFiles(SERVICES));
  const actual = folderEdges(graph, folderOf);
  const folders = new Set([...graph.keys()].map(folderOf).filter((folder): folder is string => folder !== null));
  const documented = documentedFolders();
  const allowed = new Set([...documented].flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`)));
  const loopsIn = (g: Graph) => loopsOf(g).map((loop) => pathAround(g, loop).join(' -> '));

  it('when the code is read, then no two folders import each other, directly or around a loop', () => {
    const loops = loopsOf(graphOf(folders, actual.keys())).map((loop) => {
      const around = pathAround(graphOf(folders, actual.keys()), loop);
      const steps = around.slice(1).map((to, i) => `${around[i]} -> ${to} (${actual.get(`${around[i]} -> ${to}`)![0]})`);
      return steps.join(', ');
    });
    expect(loops).toEqual([]);
  });

  it('when docs/architecture.md lists the folders, then it lists each one and allows imports of folders only', () => {
    const named = new Set([...documented.keys(), ...[...allowed].map((edge) => edge.split(' -> ')[1]!)]);
    expect({ missing: [...folders].filter((f) => !documented.has(f)), unknown: [...named].filter((f) => !folders.has(f)) }).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it('when docs/architecture.md allows imports between folders, then they have no loop', () => {
    expect(loopsIn(graphOf(documented.keys(), allowed))).toEqual([]);
  });

  it('when a folder imports another, then the table allows it', () => {
    const strays = [...actual].filter(([edge]) => !allowed.has(edge)).map(([edge, files]) => `${edge}: ${files.join(', ')}`);
    expect(strays).toEqual([]);
  });

  it('when services/deps.ts names a folder, then only its types', () => {
    const deps = readFileSync(join(SERVICES, 'deps.ts'), 'utf8');
    const valueImports = [...deps.matchAll(/^import (?!type )[^;]*? from '\.\/([a-z-]+)\/[^']*';$/gm)].map((m) => m[0]);
    expect(valueImports).toEqual([]);
    // A sanity floor: the pattern above would miss imports written some other way.
    expect(deps).toMatch(/^import type \{ \w+ \} from '\.\/[a-z-]+\//m);
  });

  it('when two folders import each other through files, then the loop is found with the files that make it', () => {
    const files: Graph = new Map([
      ['/s/a/one.ts', ['/s/b/two.ts']],
      ['/s/b/two.ts', ['/s/b/three.ts']],
      ['/s/b/three.ts', ['/s/a/four.ts']],
      ['/s/a/four.ts', []],
    ]);
    const edges = folderEdges(files, (file) => file.split('/')[2] ?? null);
    expect([...edges.keys()]).toEqual(['a -> b', 'b -> a']);
    expect(loopsIn(graphOf(['a', 'b'], edges.keys()))).toEqual(['a -> b -> a']);
  });
});
