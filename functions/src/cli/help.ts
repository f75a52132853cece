// The usage texts: `ferry --help` lists every command and the exit codes; `ferry <noun> --help`
// adds that noun's flag details. Built from the verbs' own usage lines, so they cannot drift.

import type { Noun, Verb } from './command';

export const EXIT_CODES_HELP = `Exit codes:
  0  done
  1  refused or failed: validation, not found, conflict, plan limit, CSV rows skipped,
     a doctor check failed
  2  usage: unknown command or flag, missing argument, bad environment (usage on stderr)
  3  unavailable: a server holds the store (restore), the store cannot be opened or
     reached, the port is in use`;

const JSON_HELP = `--json: the result as one JSON value on stdout; on failure the error, also on stdout,
as {"error", "code", "field"?} (the API's shape) with a non-zero exit code.`;

export function nounLines(name: string, noun: Noun): string[] {
  return Object.values(noun.verbs).map((verb) => `  ferry ${name} ${verb.usage}`);
}

export function globalHelp(nouns: Record<string, Noun>, commands: Record<string, Verb>): string {
  return [
    'usage: ferry <command> [flags] [--json]',
    '',
    ...Object.entries(nouns).flatMap(([name, noun]) => nounLines(name, noun)),
    ...Object.entries(commands).map(([name, verb]) => `  ferry ${name} ${verb.usage}`),
    '  ferry help [<command>]',
    '',
    JSON_HELP,
    "Settings come from the server's environment: STORE, DATA_DIR, SHORT_DOMAIN, ... (docs/self-hosting.md, Configuration).",
    '',
    EXIT_CODES_HELP,
  ].join('\n');
}

export function nounHelp(name: string, noun: Noun): string {
  return [
    `usage: ferry ${name} <verb> [flags] [--json]   (${noun.summary})`,
    '',
    ...nounLines(name, noun),
    ...(noun.notes ? ['', noun.notes] : []),
    '',
    EXIT_CODES_HELP,
  ].join('\n');
}

export function commandHelp(name: string, verb: Verb): string {
  return [`usage: ferry ${name} ${verb.usage}`, '', EXIT_CODES_HELP].join('\n');
}
