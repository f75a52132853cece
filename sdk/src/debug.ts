// The `debug` option, for development only: the library tells what it does through a log
// callback (default: console.log), and with the project's secret key it asks the server why a
// match was or was not found. The server tells that only to the project's secret key, so the
// key must never ship in an app: keep it to scripts and debug builds on your machine.

import { FerryError } from './errors.js';
import type { MatchAnswer, MatchReason } from './types.js';

export interface FerryDebugOptions {
  /** The project's secret key (sk_live_...): lets POST /api/match say why. Never in a shipped app. */
  secretKey?: string;
  /** Where the lines go. Default: console.log. */
  log?: (line: string) => void;
}

export interface Debug {
  log: (line: string) => void;
  secretKey: string | undefined;
}

export function readDebug(option: boolean | FerryDebugOptions | undefined): Debug | undefined {
  if (!option) return undefined;
  const given = option === true ? {} : option;
  if (given.secretKey !== undefined && !given.secretKey.startsWith('sk_')) {
    throw new FerryError(0, 'CONFIG', "debug.secretKey must be the project's secret key (sk_live_...)");
  }
  const sink = given.log ?? ((line: string) => console.log(line));
  return { log: (line) => sink(`[ferry] ${line}`), secretKey: given.secretKey };
}

/** One line for the match answer, with the server's reasons when it gave them. */
export function describeAnswer(answer: MatchAnswer, sentKey: boolean): string {
  const found = answer.matched ? `deferred link ${answer.slug} (${answer.matchType}, confidence ${answer.confidence})` : 'no deferred link';
  const checks: MatchReason[] = answer.checks ?? (answer.reason ? [answer.reason] : []);
  if (checks.length === 0) {
    return sentKey
      ? `${found}; the server gave no reason: debug.secretKey is not this project's secret key`
      : `${found}; the server says why only to this project's secret key: createFerry({ debug: { secretKey } })`;
  }
  return `${found}: ${checks.map((c) => `${c.signal} ${c.code}: ${c.message}`).join('; then ')}`;
}
