// No module of functions/src may import itself through others: a loop makes load order decide
// which side sees `undefined`, and it blurs which layer depends on which. Type imports count
// too, since they name the same dependency. The graph and its loops: test/support/import-graph.ts.
import { relative, resolve, sep } from 'node:path';
import { type Graph, importGraph, loopsOf, pathAround, RELATIVE_IMPORT, sourceFiles } from '../support/import-graph';

const SRC = resolve(__dirname, '..', '..', 'src');

const rel = (file: string) => relative(SRC, file).split(sep).join('/');

describe('import cycles', () => {
  it('when functions/src is read, then no module reaches itself through its imports', () => {
    const { graph, unresolved } = importGraph(sourceFiles(SRC));
    expect(unresolved.map(({ from, specifier }) => `${rel(from)} -> ${specifier}`)).toEqual([]);
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
    const text =
      "import {\n  a,\n  type B,\n} from './one';\nimport type { C } from '../two';\nexport { d } from './three';\nexport * from './four';\nimport './five';\nconst x = 'from ./not-an-import';\n";
    expect([...text.matchAll(RELATIVE_IMPORT)].map((m) => m[1])).toEqual(['./one', '../two', './three', './four', './five']);
  });
});
