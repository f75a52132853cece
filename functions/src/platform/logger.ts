// One JSON object per line, in the shape Cloud Logging reads natively from a function's or
// container's stdout/stderr (`severity`, `message`, `httpRequest`, `logging.googleapis.com/trace`)
// and that `jq` or any log shipper reads self-hosted. A level setting (LOG_LEVEL) drops what is
// below it. Callers never pass keys, passwords, raw IPs or full user agents (request-log.ts).

import type { Level, LogFields, Logger } from '../runtime-ports';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const SEVERITY: Record<Level, string> = { debug: 'DEBUG', info: 'INFO', warn: 'WARNING', error: 'ERROR' };

export interface LogSink {
  /** DEBUG and INFO lines. */
  out(line: string): void;
  /** WARNING and ERROR lines. */
  err(line: string): void;
}

/**
 * stdout lines are gathered and written once per turn of the event loop: a write to a pipe or
 * a file is a synchronous system call in Node, and one per request cost the self-hosted
 * redirect path about a tenth of its throughput. WARNING and ERROR lines go at once (after
 * what is gathered, to keep the order): they are rare, and must not wait for a turn that a
 * crash may never reach.
 */
function batchingSink(): LogSink {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending;
    pending = [];
    process.stdout.write(`${lines.join('\n')}\n`);
  };
  return {
    out(line) {
      if (pending.length === 0) setImmediate(flush);
      pending.push(line);
    },
    err(line) {
      flush();
      console.error(line);
    },
  };
}

const defaultSink = batchingSink();

/** An Error in `fields.error` is written as its message and stack, which JSON.stringify drops. */
function serializable(fields: LogFields): LogFields {
  const error = fields.error;
  if (error === undefined || typeof error !== 'object' || error === null) return fields;
  const { message, stack, code } = error as { message?: unknown; stack?: unknown; code?: unknown };
  return { ...fields, error: { message: String(message ?? error), ...(code !== undefined ? { code } : {}), ...(stack ? { stack: String(stack) } : {}) } };
}

export function jsonLogger(level: LogLevel, sink: LogSink = defaultSink): Logger {
  const write =
    (at: Level) =>
    (message: string, fields: LogFields = {}) => {
      if (RANK[at] < RANK[level]) return;
      const line = JSON.stringify({ severity: SEVERITY[at], message, ...serializable(fields) });
      if (RANK[at] >= RANK.warn) sink.err(line);
      else sink.out(line);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), enabled: (at) => RANK[at] >= RANK[level] };
}
