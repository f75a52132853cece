// Check 2, SQLite only: the data directory, the file, its schema version and SQLite's quick
// check. The rows are worked out from facts gathered first, so the verdicts are pure; nothing
// here creates a directory or a file (opening the store would: doctor must not).

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { type DoctorCheck, fail, ok, warn } from './check';

/** What a read-only look inside the file found (store/sqlite/database/inspect-live.ts). */
export interface SqliteFacts {
  userVersion: number;
  /** PRAGMA quick_check's rows: ['ok'] when nothing is wrong. */
  quickCheck: string[];
}

export interface StoreFacts {
  dir: string;
  file: string;
  dirExists: boolean;
  dirWritable: boolean;
  fileExists: boolean;
  /** Absent when there is no file; an Error when it could not be opened or read. */
  inside?: SqliteFacts | Error;
}

export function dataDirFacts(dir: string, file: string): Omit<StoreFacts, 'inside'> {
  const dirExists = existsSync(dir) && statSync(dir).isDirectory();
  let dirWritable = false;
  try {
    accessSync(dir, constants.W_OK);
    dirWritable = dirExists;
  } catch {
    // Not writable (or gone): reported below.
  }
  return { dir, file, dirExists, dirWritable, fileExists: existsSync(file) };
}

/** `usable`: the file is there, writable, current and intact, so opening it changes nothing. */
export function storeChecks(facts: StoreFacts, knownVersion: number): { checks: DoctorCheck[]; usable: boolean } {
  if (!facts.dirExists) return { checks: [fail('store', `no data directory ${facts.dir}: check DATA_DIR, or start the server once`)], usable: false };
  const checks = [
    facts.dirWritable
      ? ok('store', `data directory ${facts.dir} is writable`)
      : fail('store', `data directory ${facts.dir} is not writable by this user: the server writes the store, its WAL and the pepper there`),
  ];
  if (!facts.fileExists) return { checks: [...checks, fail('store', `no store at ${facts.file}: start the server once`)], usable: false };
  const inside = facts.inside;
  if (inside === undefined || inside instanceof Error) {
    return { checks: [...checks, fail('store', `${facts.file} cannot be read: ${inside?.message ?? 'not inspected'}`)], usable: false };
  }
  const version = inside.userVersion;
  if (version === knownVersion) checks.push(ok('store', `schema version ${version} (current)`));
  else if (version < knownVersion) checks.push(warn('store', `schema version ${version} of ${knownVersion}: migrations run at the next start`));
  else
    checks.push(
      fail('store', `schema version ${version}, written by a newer Ferry (this one knows up to ${knownVersion}): run that version or restore a backup`),
    );
  const intact = inside.quickCheck.length === 1 && inside.quickCheck[0] === 'ok';
  if (intact) checks.push(ok('store', 'quick_check: ok'));
  else {
    const shown = inside.quickCheck.slice(0, 3).join('; ');
    const more = inside.quickCheck.length > 3 ? ` (and ${inside.quickCheck.length - 3} more)` : '';
    checks.push(fail('store', `quick_check: ${shown}${more}: restore a backup (ferry restore)`));
  }
  return { checks, usable: facts.dirWritable && intact && version === knownVersion };
}
