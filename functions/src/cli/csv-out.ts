// Where a CSV export goes: stdout, or the --out file. Chunks are written as the export service
// yields them (a page of links, a batch of clicks), the next read only once the stream has taken
// the last, so memory stays flat however large the export. The file is written beside its target
// and renamed into place when complete: a failed export never leaves a file that looks whole.

import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { UTF8_BOM } from '../domain/csv/write';
import { AppError } from '../domain/errors';
import { type CliContext, type Output, stringFlag, type Values } from './command';
import { usageError } from './errors';
import { record } from './output';

export const CSV_OUT_OPTIONS = { out: { type: 'string' }, force: { type: 'boolean' }, bom: { type: 'boolean' } } as const;
export const CSV_OUT_USAGE = '[--out <file.csv> [--force]] [--bom]';
export const CSV_OUT_HELP = `--out <file.csv>: the file to write (refused if it exists, unless --force); without it the CSV is stdout,
  and --json then needs --out (stdout holds the CSV). --bom starts the file with the byte order mark Excel needs.`;

/** The --out file, checked before the store is opened: a mistyped path costs no read. */
export function csvTarget(ctx: CliContext, values: Values): string | undefined {
  const out = stringFlag(values, 'out');
  if (out === undefined) {
    if (ctx.json) throw usageError('--json needs --out <file.csv>: without it stdout holds the CSV');
    return undefined;
  }
  const target = resolve(out);
  if (!existsSync(dirname(target))) throw new AppError('INVALID_ARGUMENT', `The directory of ${target} does not exist`, 'out');
  if (existsSync(target)) {
    if (statSync(target).isDirectory()) throw new AppError('INVALID_ARGUMENT', `${target} is a directory`, 'out');
    if (!values.force) throw new AppError('ALREADY_EXISTS', `${target} exists; pass --force to overwrite it`, 'out');
  }
  return target;
}

const writeFailed = (where: string, error: unknown) =>
  new AppError('INVALID_ARGUMENT', `Cannot write the CSV to ${where}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, 'out');

/** Resolves on the stream's next 'drain', or once it cannot drain any more (closed, failed). */
const drained = (stream: Writable) =>
  new Promise<void>((done) => {
    const go = () => {
      for (const event of ['drain', 'close', 'error']) stream.off(event, go);
      done();
    };
    for (const event of ['drain', 'close', 'error']) stream.on(event, go);
  });

/** Writes every chunk with backpressure; a failing stream (EPIPE, ENOSPC) stops the export, which closes the service's reads. */
async function pipe(stream: Writable, first: string, rest: AsyncGenerator<string>, where: string): Promise<void> {
  let failed: unknown;
  // Stream errors come as events, maybe between two writes: kept, and thrown at the next step.
  // The listener stays after a failure, so a late second error cannot crash the process.
  const onError = (error: unknown) => void (failed ??= error);
  stream.on('error', onError);
  let handedOver: Promise<unknown> = Promise.resolve();
  const write = async (chunk: string) => {
    // `errored` is set at once, the 'error' event a tick later: by then many chunks could be read.
    const broken = failed ?? stream.errored ?? (stream.destroyed ? 'closed' : undefined);
    if (broken) throw writeFailed(where, broken);
    handedOver = new Promise((done) => stream.write(chunk, done));
    if (stream.writableNeedDrain) await drained(stream);
  };
  await write(first);
  for await (const chunk of rest) await write(chunk);
  // Handed to the OS before the command ends: main exits the process right after.
  const error = failed ?? (await handedOver) ?? failed;
  if (error) throw writeFailed(where, error);
  stream.off('error', onError);
}

/** A cleanup must not hide the failure that called for it (rm can fail as the open did: ENAMETOOLONG). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Nothing was written under that name, or it cannot be named at all.
  }
}

/**
 * The export, written to stdout or `target`. The first chunk is read before a byte is written,
 * as the API does, so a refusal found by the first read (a bad range) writes nothing at all.
 */
export async function writeCsv(
  ctx: CliContext,
  chunks: AsyncGenerator<string>,
  target: string | undefined,
  bom: boolean,
  about: Record<string, unknown> = {},
): Promise<Output> {
  const first = await chunks.next();
  const head = (bom ? UTF8_BOM : '') + (first.done ? '' : first.value);
  if (target === undefined) {
    await pipe(ctx.stdout, head, chunks, 'stdout');
    return { data: about, text: '', streamed: true };
  }
  const partial = `${target}.partial-${process.pid}`;
  const file = createWriteStream(partial);
  try {
    await pipe(file, head, chunks, target);
    file.end();
    await finished(file).catch((error: unknown) => Promise.reject(writeFailed(target, error)));
    try {
      renameSync(partial, target);
    } catch (error) {
      throw writeFailed(target, error);
    }
  } finally {
    file.destroy();
    removeQuietly(partial);
  }
  const data = { file: target, bytes: statSync(target).size, ...about };
  return { data, text: record(data) };
}
