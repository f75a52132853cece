// The shape every CLI verb has: its flags (node:util parseArgs, ADR 0006), its positional
// arguments, and a run() that answers with data (printed as JSON under --json) and text.

import type { Readable, Writable } from 'node:stream';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Config } from '../config';
import type { ProjectRecord } from '../domain/projects/types';
import type { ServiceDeps } from '../services/deps';
import { usageError } from './errors';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Output {
  /** What --json prints. */
  data: unknown;
  /** What a person reads. */
  text: string;
  /** The verb wrote its result to ctx.stdout itself (a CSV export): nothing more is printed. */
  streamed?: true;
}

/** Where a progress bar may go: stderr, drawn only when it is a terminal. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): boolean;
}

export interface CliContext {
  config: Config;
  json: boolean;
  stderr: ProgressStream;
  /** Where a verb streams a result too large to return as text (CSV exports). */
  stdout: Writable;
  /** What the command was piped (`--password-stdin`); read by the verbs that ask for it only. */
  stdin: Readable;
  /** The services' dependencies, opened on first use and closed when the command ends. */
  deps(): ServiceDeps;
  /** `--project <id|subdomain>`, or the only project when the store holds just one. */
  project(requested: string | undefined): Promise<ProjectRecord>;
}

export interface Verb {
  /** One usage line after `ferry <noun> `, e.g. `get <slug> [--project <id>]`. */
  usage: string;
  options?: Options;
  /** Names of the positional arguments, in order; a name ending in `?` is optional. */
  args?: string[];
  /** null: the command keeps running (serve). */
  run(ctx: CliContext, values: Values, args: string[]): Promise<Output | null>;
}

export interface Noun {
  summary: string;
  verbs: Record<string, Verb>;
  /** Extra lines under the noun's usage (flag details). */
  notes?: string;
}

/** Flags every verb takes. */
export const COMMON_OPTIONS: Options = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };

/** Parses a verb's arguments; anything parseArgs refuses is a usage error (exit 2). */
export function parseVerbArgs(verb: Verb, argv: string[]): { values: Values; args: string[] } {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: { ...COMMON_OPTIONS, ...verb.options }, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs' messages name the flag ("Unknown option '--titel'"); its hints about `--`
    // are for other programs' conventions and are cut.
    throw usageError((error as Error).message.split('. To specify')[0]!.replace(/\.$/, ''));
  }
  const wanted = verb.args ?? [];
  const required = wanted.filter((name) => !name.endsWith('?'));
  const missing = required[parsed.positionals.length];
  if (missing) throw usageError(`<${missing}> is required`);
  if (parsed.positionals.length > wanted.length) throw usageError(`Unexpected argument "${parsed.positionals[wanted.length]}"`);
  return { values: parsed.values, args: parsed.positionals };
}

export const stringFlag = (values: Values, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};
