// The docs test's own parts: which blocks count as examples, what answer a doc shows, how a
// command is split and substituted, and which shown keys an answer lacks.
import { curlExamples, splitCommands } from './markdown-examples';
import { missingKeys } from './run-curl';
import { initialVariables, substitute, textSubstitutions } from './substitutions';

const fence = '```';
const doc = (...lines: string[]) => lines.join('\n');

describe('curlExamples', () => {
  it('when blocks are sh, bash, console or json, then only shell blocks that call curl are examples', () => {
    const md = doc(
      `${fence}sh`,
      'npm install',
      fence,
      `${fence}bash`,
      'curl http://localhost:8080/health',
      fence,
      `${fence}json`,
      '{"curl": 1}',
      fence,
      `${fence}console`,
      '$ curl http://localhost:8080/health',
      '{"status":"ok"}',
      fence,
    );
    const examples = curlExamples(md, 'x.md');
    expect(examples.map((e) => [e.line, e.lang, e.commands])).toEqual([
      [4, 'bash', ['curl http://localhost:8080/health']],
      [10, 'console', ['curl http://localhost:8080/health']],
    ]);
  });

  it('when the status starts the prose after the block and a json block follows, then both are the answer', () => {
    const md = doc(`${fence}bash`, 'curl -X POST x', fence, '', '`201`:', '', `${fence}json`, '{ "id": "k", "...": "..." }', fence);
    expect(curlExamples(md, 'x.md')[0]!.answer).toEqual({ status: 201, json: { id: 'k', '...': '...' } });
    const inline = doc(`${fence}bash`, 'curl x', fence, 'Answer (`200`): `{"status": "attributed"}`.');
    expect(curlExamples(inline, 'x.md')[0]!.answer).toEqual({ status: 200, json: undefined });
  });

  it('when a status is only mentioned later, or a heading comes before the json, then neither is taken', () => {
    const md = doc(`${fence}bash`, 'curl x', fence, 'An unknown id gives `404`.', '## Next', `${fence}json`, '{}', fence);
    expect(curlExamples(md, 'x.md')[0]!.answer).toEqual({ status: undefined, json: undefined });
  });

  it('when a skip marker precedes the block, then the reason is kept; an unreadable marker throws', () => {
    const md = doc('<!-- docs-test: skip (needs a deployed Firebase project) -->', `${fence}sh`, 'curl https://acme.example', fence);
    expect(curlExamples(md, 'x.md')[0]!.skip).toBe('needs a deployed Firebase project');
    expect(() => curlExamples(md.replace('skip (', 'skp ('), 'x.md')).toThrow(/x.md:2: unreadable marker/);
  });

  it('when the shown answer is not JSON, then the doc is at fault', () => {
    const md = doc(`${fence}bash`, 'curl x', fence, `${fence}json`, '{ "a": 1, }', fence);
    expect(() => curlExamples(md, 'x.md')).toThrow(/x.md:4: the answer shown is not valid JSON/);
  });

  it('when a block is indented in a list, then its indent is dropped', () => {
    const md = doc('1. Call:', `   ${fence}sh`, '   curl http://localhost:8080/health', `   ${fence}`);
    expect(curlExamples(md, 'x.md')[0]!.commands).toEqual(['curl http://localhost:8080/health']);
  });
});

describe('splitCommands', () => {
  it('joins backslash continuations, keeps multi-line quotes, drops comments', () => {
    const text = doc('export K=sk_live_...   # printed once', 'curl -X POST u \\', "  -d '{", '  \"a\": \"# not a comment\"', "}'");
    expect(splitCommands(text)).toEqual(['export K=sk_live_...', `curl -X POST u    -d '{\n  "a": "# not a comment"\n}'`]);
  });

  it('throws on an unterminated quote', () => {
    expect(() => splitCommands("curl -d '{")).toThrow(/unterminated/);
  });
});

describe('substitute', () => {
  const ferry = { port: 41234, secretKey: 'sk_live_S', publishableKey: 'pk_live_P', idToken: 't' };
  const run = (command: string) => substitute(command, textSubstitutions(ferry), initialVariables(ferry));

  it('replaces hosts, ports and printed keys, and keeps known variables for bash', () => {
    expect(run('export FERRY_KEY=sk_live_...')).toBe('export FERRY_KEY=sk_live_S');
    expect(run("curl -H 'Host: demo.localhost:8080' http://localhost:8080/api/projects/<projectId>")).toBe(
      "curl -H 'Host: demo.localhost:41234' http://localhost:41234/api/projects/demo",
    );
    expect(run('curl -H "Authorization: Bearer $FERRY_PK" u/$PROJECT_ID/members/${MEMBER_UID}')).toContain('$FERRY_PK');
  });

  it('fails on unknown variables, placeholders, elisions and a left-over port', () => {
    expect(() => run('curl u/members/$UID')).toThrow(/\$UID \(not in the substitution table\)/);
    expect(() => run('curl u/<linkId>')).toThrow(/<linkId> \(unknown placeholder\)/);
    expect(() => run('curl -H "Authorization: Bearer rk_live_..."')).toThrow(/elided value/);
    expect(() => run('curl http://127.0.0.1:8080/health')).toThrow(/port 8080/);
  });
});

describe('missingKeys', () => {
  it('checks shown keys recursively, first array items only, and ignores "..."', () => {
    const shown = { success: true, link: { slug: 's', '...': '...' }, rows: [{ day: 'd', n: 1 }], none: [{ x: 1 }], gone: null };
    expect(missingKeys(shown, { success: true, link: { slug: 'a', more: 1 }, rows: [{ day: 'x', n: 2 }], none: [], gone: {} })).toEqual([]);
    expect(missingKeys(shown, { link: {}, rows: [{ day: 'x' }], none: {}, gone: 1 })).toEqual(['success', 'link.slug', 'rows[0].n', 'none is not an array']);
    expect(missingKeys({ a: 1 }, [1])).toEqual(['(answer) is not an object']);
  });
});
