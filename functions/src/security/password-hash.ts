// Passwords are stored as scrypt hashes: "scrypt$N$r$p$salt$hash" (base64url parts), so the
// cost can be raised later without breaking stored hashes: each is checked with its own.

import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Link passwords (a visitor's gate, checked on the redirect path): 16 MiB a check. */
export const LINK_PASSWORD_COST: ScryptCost = { N: 16384, r: 8, p: 1 };

/**
 * Account passwords guard a whole team's projects and keys, so they cost more: 128 * N * r =
 * 32 MiB and some 100 ms of one core a check, the memory-hard setting RFC 7914 gives for
 * interactive logins. Guessing then needs that memory per parallel try, which takes a GPU's
 * advantage away. Node runs scrypt on libuv's pool (4 threads), so at most 4 checks (128 MiB)
 * run at once whatever arrives.
 */
export const ACCOUNT_PASSWORD_COST: ScryptCost = { N: 32768, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB unless told: allow what the cost needs, with room to spare.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = LINK_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
