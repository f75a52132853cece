// Every curl example of README.md and docs/*.md, run with the real curl against a real
// self-hosted Ferry (one fresh server per document, examples in document order), checked
// against the status and the JSON keys the document shows. How examples are found:
// markdown-examples.ts; what is substituted: substitutions.ts; how a document runs: run-doc.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningDocsFerry, startDocsFerry } from './docs-ferry';
import { curlExamples, type Example } from './markdown-examples';
import { requireCurl } from './run-curl';
import { docRunner } from './run-doc';

const ROOT = join(__dirname, '..', '..', '..');
const FILES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const DOCS = FILES.map((file) => ({ file, examples: curlExamples(readFileSync(join(ROOT, file), 'utf8'), file) }));
const ALL = DOCS.flatMap((d) => d.examples);
const SKIPPED = ALL.filter((e) => e.skip);

afterAll(() => {
  const skipped = SKIPPED.map((e) => `\n  skipped ${e.file}:${e.line} (${e.skip})`).join('');
  console.log(`docs examples: ${ALL.length - SKIPPED.length} run, ${SKIPPED.length} skipped${skipped}`);
});

it('finds the curl examples of the README and the docs, and curl is installed', () => {
  requireCurl();
  expect(ALL.length - SKIPPED.length).toBeGreaterThanOrEqual(20);
  expect(DOCS.find((d) => d.file === 'README.md')!.examples.length).toBeGreaterThanOrEqual(1);
});

describe.each(DOCS.filter((d) => d.examples.some((e) => !e.skip)))('$file', ({ examples }) => {
  let ferry: RunningDocsFerry;
  let run: ReturnType<typeof docRunner>;
  beforeAll(async () => {
    requireCurl();
    ferry = await startDocsFerry();
    run = docRunner(ferry);
  });
  afterAll(() => ferry?.close());

  it.each(examples.filter((e) => !e.skip).map((e) => [`line ${e.line}`, e] as const))('%s', (_name, example) => run(example));
});

describe('an example that stops working', () => {
  let ferry: RunningDocsFerry;
  beforeAll(async () => {
    ferry = await startDocsFerry();
  });
  afterAll(() => ferry?.close());
  const example = (commands: string[], answer: Example['answer'] = {}): Example => ({ file: 'x.md', line: 1, lang: 'bash', commands, answer });

  it('when its status is not the one shown, or not 2xx, then it fails naming file, line and answer', async () => {
    const run = docRunner(ferry);
    await expect(run(example(['curl http://localhost:8080/api/links/nope -H "Authorization: Bearer $FERRY_KEY"']))).rejects.toThrow(
      /x.md:1: curl .*\nexpected 2xx, got 404: \{"error":"Link not found"/,
    );
    await expect(run(example(['curl http://localhost:8080/health'], { status: 201 }))).rejects.toThrow(/expected 201, got 200/);
  });

  it('when the answer lacks a key the doc shows, then it fails naming the key', async () => {
    const run = docRunner(ferry);
    await expect(run(example(['curl http://localhost:8080/health'], { json: { status: 'ok', version: '1' } }))).rejects.toThrow(
      /the answer lacks what the doc shows: version/,
    );
  });
});
