// Check 4, SQLite only: the IP-hash pepper. Unset IP_HASH_PEPPER, the server makes one in the
// data directory on first use (build-deps.ts); losing it makes stored IP hashes incomparable
// with new ones, and anyone who reads it can test guessed addresses against them. Never printed.

import { readFileSync, statSync } from 'node:fs';
import { type DoctorCheck, fail, ok, warn } from './check';

/** As IP_HASH_PEPPER demands (config.ts). */
const MIN_LENGTH = 16;

export type PepperFile =
  | { path: string; state: 'missing' }
  | { path: string; state: 'unreadable'; reason: string }
  | { path: string; state: 'present'; length: number; mode: number };

export function pepperFacts(path: string): PepperFile {
  let mode: number;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    return { path, state: 'missing' };
  }
  try {
    // Only its length is kept: the value itself never leaves this function.
    return { path, state: 'present', length: readFileSync(path, 'utf8').trim().length, mode };
  } catch (error) {
    return { path, state: 'unreadable', reason: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
}

export function pepperCheck(fromEnv: boolean, file: PepperFile): DoctorCheck {
  if (fromEnv) return ok('pepper', 'from IP_HASH_PEPPER');
  const { path } = file;
  switch (file.state) {
    case 'missing':
      // A fresh install has none yet, and nothing hashed with it to lose: healthy.
      return ok(
        'pepper',
        `no ${path} yet: made when first needed (a phone's click, an influencer link's visit, an install match, the pixel or a single sign-on); keep it with the backups`,
      );
    case 'unreadable':
      return fail('pepper', `${path} cannot be read (${file.reason}): the server must read it to hash IP addresses`);
    case 'present': {
      const mode = file.mode.toString(8).padStart(3, '0');
      if (file.length < MIN_LENGTH) return fail('pepper', `${path} holds fewer than ${MIN_LENGTH} characters: restore it from a backup`);
      if ((file.mode & 0o077) !== 0) return warn('pepper', `${path} is mode ${mode}: others may read it; chmod 600 it`);
      return ok('pepper', `${path} (mode ${mode}); keep it with the backups`);
    }
  }
}
