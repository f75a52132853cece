// API keys: `sk_live_` / `pk_live_` + 32 base62 characters (about 190 bits). Only the SHA-256
// of a key is stored; the key is shown once, when it is made.

import { createHash, timingSafeEqual } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import type { KeyType } from '../domain/projects/types';

const randomPart = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 32);
const PREFIX: Record<KeyType, string> = { secret: 'sk_live_', publishable: 'pk_live_' };

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function generateKey(type: KeyType): { key: string; hash: string; prefix: string } {
  const key = PREFIX[type] + randomPart();
  return { key, hash: hashKey(key), prefix: key.slice(0, 12) };
}

/** Keys are told apart by prefix (`sk_` secret, `pk_` publishable: ADR 0002); anything else is not a key. */
export function keyTypeOf(token: string): KeyType | null {
  if (token.startsWith('sk_')) return 'secret';
  if (token.startsWith('pk_')) return 'publishable';
  return null;
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
