// The process around runCli: prints the output, turns failures into one line (or a JSON error
// under --json) and the documented exit code (errors.ts). Never a stack trace, unless
// FERRY_DEBUG is set and the failure is a bug (code INTERNAL).

import { asCliFailure, EXIT } from './errors';
import { runCli } from './run';

/** Resolves once the text is handed to the OS, so process.exit cannot cut a piped output. */
const write = (stream: NodeJS.WriteStream, text: string) => new Promise<void>((done) => stream.write(text.endsWith('\n') ? text : `${text}\n`, () => done()));

/** One line a problem: every field at fault when the service named several. */
function errorLines(body: Record<string, unknown>): string {
  // Only a refusal's field errors: an import's skipped rows (`errors` too) are printed as a table.
  const fields = body.code === 'INVALID_ARGUMENT' && Array.isArray(body.errors) ? (body.errors as { error: string }[]) : [];
  const all = fields.length > 0 ? fields.map(({ error }) => error) : [String(body.error)];
  return all.map((error) => `ferry: ${error}`).join('\n');
}

export async function main(argv: string[]): Promise<void> {
  let exitCode: number = EXIT.ok;
  try {
    const output = await runCli(argv);
    // null: `serve` is running and owns the process from here on.
    if (output === null) return;
    // '': the verb has streamed its result to stdout already (a CSV export).
    if (output !== '') await write(process.stdout, output);
  } catch (error) {
    const failure = asCliFailure(error);
    exitCode = failure.exitCode;
    if (argv.includes('--json')) await write(process.stdout, JSON.stringify(failure.body));
    else await write(process.stderr, errorLines(failure.body));
    if (failure.text) await write(process.stderr, failure.text);
    if (failure.body.code === 'INTERNAL') {
      await write(process.stderr, process.env.FERRY_DEBUG ? String((error as Error).stack) : '(an unexpected error: FERRY_DEBUG=1 prints its stack)');
    }
  }
  // Firestore's client keeps sockets open; the command is over, so the process is too.
  process.exit(exitCode);
}
