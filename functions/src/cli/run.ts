// runCli: one command line in, its output out (text, or JSON under --json); failures are
// thrown and turned into exit codes by main.ts. Tests call it in process.

import type { Readable, Writable } from 'node:stream';
import { loadConfig } from '../config';
import { backupVerb } from './backup';
import { type Noun, type Output, type ProgressStream, parseVerbArgs, type Verb } from './command';
import { createContext } from './context';
import { doctorVerb } from './doctor';
import { CliError, EXIT } from './errors';
import { analyticsNoun, clicksNoun } from './export-csv';
import { commandHelp, globalHelp, nounHelp } from './help';
import { keyNoun } from './key';
import { linkNoun } from './link';
import { memberNoun } from './member';
import { projectNoun } from './project';
import { restoreVerb } from './restore';
import { serveVerb } from './serve';
import { exportVerb, importVerb } from './transfer';
import { userNoun } from './user';

const NOUNS: Record<string, Noun> = {
  project: projectNoun,
  key: keyNoun,
  user: userNoun,
  member: memberNoun,
  link: linkNoun,
  clicks: clicksNoun,
  analytics: analyticsNoun,
};
const COMMANDS: Record<string, Verb> = {
  backup: backupVerb,
  restore: restoreVerb,
  export: exportVerb,
  import: importVerb,
  serve: serveVerb,
  doctor: doctorVerb,
};

const isHelpFlag = (arg: string | undefined) => arg === '--help' || arg === '-h';
const isHelp = (arg: string | undefined) => isHelpFlag(arg) || arg === 'help';

/** A usage error carrying the usage to print under it (on stderr). */
const usage = (message: string, help: string) => new CliError('USAGE', message, EXIT.usage, { text: help });

/** Which verb the command line names, with its own arguments; or the help to print. */
function resolve(argv: string[]): { help: string } | { verb: Verb; help: string; rest: string[] } {
  // --json may stand anywhere; runCli has read it already.
  const args = argv.filter((arg) => arg !== '--json');
  const [first, second] = args;
  const all = globalHelp(NOUNS, COMMANDS);
  if (first === undefined) throw usage('A command is required', all);
  if (isHelp(first)) {
    if (second === undefined) return { help: all };
    if (NOUNS[second]) return { help: nounHelp(second, NOUNS[second]) };
    if (COMMANDS[second]) return { help: commandHelp(second, COMMANDS[second]) };
    throw usage(`Unknown command "${second}"`, all);
  }
  const command = COMMANDS[first];
  if (command) {
    const help = commandHelp(first, command);
    return args.some(isHelpFlag) ? { help } : { verb: command, help, rest: args.slice(1) };
  }
  const noun = NOUNS[first];
  if (!noun) throw usage(`Unknown command "${first}"`, all);
  const help = nounHelp(first, noun);
  if (second === undefined) throw usage(`ferry ${first} needs a verb: ${Object.keys(noun.verbs).join(', ')}`, help);
  if (isHelp(second) || args.some(isHelpFlag)) return { help };
  const verb = noun.verbs[second];
  if (!verb) throw usage(`Unknown command "ferry ${first} ${second}"`, help);
  // A mistake in one verb's flags shows that verb's line, not the whole noun's page.
  return { verb, help: `usage: ferry ${first} ${verb.usage}\n(ferry ${first} --help: every flag and the exit codes)`, rest: args.slice(2) };
}

/** Runs a step of reading the command line or the environment; its failure is a usage error. */
function readOrUsage<T>(read: () => T, help: string): T {
  try {
    return read();
  } catch (error) {
    throw usage((error as Error).message, help);
  }
}

const ENV_HELP = 'The CLI reads the environment as the server does (docs/self-hosting.md, Configuration).';

/** '' when the verb streamed its result to `stdout` itself (a CSV export): nothing is left to print. */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  stderr: ProgressStream = process.stderr,
  stdout: Writable = process.stdout,
  stdin: Readable = process.stdin,
): Promise<string | null> {
  const json = argv.includes('--json');
  const resolved = resolve(argv);
  if (!('verb' in resolved)) return json ? JSON.stringify({ usage: resolved.help }) : resolved.help;
  const { verb, help, rest } = resolved;
  const { values, args } = readOrUsage(() => parseVerbArgs(verb, rest), help);
  const config = readOrUsage(() => loadConfig(env, 'self-hosted'), ENV_HELP);
  const ctx = createContext(config, json, stderr, stdout, stdin);
  let output: Output | null;
  try {
    output = await verb.run(ctx, values, args);
  } finally {
    await ctx.close();
  }
  if (output === null) return null;
  if (output.streamed) return '';
  return json ? JSON.stringify(output.data) : output.text;
}
