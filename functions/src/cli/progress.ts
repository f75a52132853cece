// A one-line progress bar on stderr, redrawn in place with `\r`. Only on a terminal: piped or
// redirected stderr (scripts, CI logs) gets nothing, not hundreds of carriage returns.

import type { ProgressStream } from './command';

const WIDTH = 30;

export interface Progress {
  update(done: number, total: number): void;
  /** Clears the line so that what follows starts clean. */
  finish(): void;
}

export function progressBar(stream: ProgressStream, label: string): Progress {
  if (!stream.isTTY) return { update: () => undefined, finish: () => undefined };
  let drawn = '';
  return {
    update(done, total) {
      const filled = total > 0 ? Math.floor((WIDTH * done) / total) : WIDTH;
      const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total}`;
      if (line === drawn) return;
      drawn = line;
      stream.write(`\r${line}`);
    },
    finish() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
