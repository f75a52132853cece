// The import graph of functions/src as the cycle tests read it: the static `import` and
// `export ... from` lines with relative paths, type imports included (they name the same
// dependency), resolved to files; and its loops, each a strongly connected component (Tarjan)
// with one path around it. Used by test/unit/import-cycles.test.ts (files) and
// test/unit/service-folders.test.ts (the feature folders of services/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `from './x'` at the end of an import or export statement (multi-line lists included), or `import './x'`. */
export const RELATIVE_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/g;

/** Each file's imports, as absolute paths of .ts files. */
export type Graph = Map<string, string[]>;

export function sourceFiles(dir: string, out: string[] = []): string[] {
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

/** The graph of `files`, and the relative specifiers that name no file (`from -> specifier`). */
export function importGraph(files: string[]): { graph: Graph; unresolved: { from: string; specifier: string }[] } {
  const graph: Graph = new Map();
  const unresolved: { from: string; specifier: string }[] = [];
  for (const file of files) {
    const targets = new Set<string>();
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) targets.add(target);
      else if (!/\.(json|js|mjs|cjs)$/.test(specifier!)) unresolved.push({ from: file, specifier: specifier! });
    }
    graph.set(file, [...targets]);
  }
  return { graph, unresolved };
}

/** Tarjan's strongly connected components with more than one member (or a file importing itself). */
export function loopsOf(graph: Graph): string[][] {
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
export function pathAround(graph: Graph, component: string[]): string[] {
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
