// Runs the examples of one document in order against one Ferry, carrying variables from one
// command to the next as a reader's shell would, and checks each answer against the doc.
import type { Example } from './markdown-examples';
import { type CurlResult, missingKeys, runAssignment, runCurl } from './run-curl';
import { type DocsFerry, initialVariables, substitute, textSubstitutions } from './substitutions';

/** What a document run elsewhere than the docs' local server needs on top of the docs' table. */
export interface DocSetting {
  /** Replacements applied before the docs' own, so a longer, more specific text wins. */
  table?: [string, string][];
  /** Shell variables on top of the docs' first values. */
  variables?: Record<string, string>;
  /** curl options added to every request (where host names are sent). */
  curlArgs?: string;
}

export function docRunner(ferry: DocsFerry, setting: DocSetting = {}) {
  const table = [...(setting.table ?? []), ...textSubstitutions(ferry)];
  const variables = { ...initialVariables(ferry), ...setting.variables };

  /** What a reader carries from one answer to the next command. */
  function follow(result: CurlResult) {
    if (result.headers['x-next-cursor']) variables.CURSOR = result.headers['x-next-cursor'];
    const created = (result.json as { project?: { id?: string } } | undefined)?.project?.id;
    if (result.status === 201 && created) variables.PROJECT_ID = created;
  }

  return async function run(example: Example): Promise<CurlResult[]> {
    const results: CurlResult[] = [];
    const curls = example.commands.filter((c) => c.startsWith('curl'));
    for (const command of example.commands) {
      const runnable = substitute(command, table, variables);
      const assigned = await runAssignment(runnable, variables);
      if (assigned) {
        for (const [name, value] of assigned) variables[name] = value;
        continue;
      }
      const result = await runCurl(runnable, variables, setting.curlArgs);
      // The answer a doc shows belongs to the block's last request; the others must succeed.
      const last = command === curls[curls.length - 1];
      checkAnswer(`${example.file}:${example.line}: ${command}`, result, last ? example.answer : {});
      follow(result);
      results.push(result);
    }
    return results;
  };
}

function checkAnswer(where: string, result: CurlResult, answer: Example['answer']) {
  const ok = answer.status ? result.status === answer.status : result.status >= 200 && result.status < 300;
  if (!ok) throw new Error(`${where}\nexpected ${answer.status ?? '2xx'}, got ${result.status}: ${result.body.slice(0, 500)}`);
  if (answer.json === undefined) return;
  if (result.json === undefined) throw new Error(`${where}\nthe doc shows a JSON answer, got: ${result.body.slice(0, 500)}`);
  const missing = missingKeys(answer.json, result.json);
  if (missing.length > 0) throw new Error(`${where}\nthe answer lacks what the doc shows: ${missing.join(', ')}\n${result.body.slice(0, 800)}`);
}
