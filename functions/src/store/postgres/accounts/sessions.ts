// Sessions and set-password links, each keyed by the SHA-256 of its token. A link is consumed
// by one DELETE ... RETURNING: of two racing uses, from any processes, exactly one gets the row.

import type { Pool } from 'pg';
import type { PasswordTokenRecord, SessionRecord } from '../../../domain/accounts/types';
import type { PasswordTokenRepo, SessionRepo } from '../../accounts-ports';
import { changed, row } from '../database/transaction';

type SessionRow = { hash: string; uid: string; created_at: string; last_seen_at: string; expires_at: string };
type TokenRow = { hash: string; uid: string; created_at: string; expires_at: string };

export function postgresSessions(pool: Pool): SessionRepo {
  const parse = (r: SessionRow): SessionRecord => ({ hash: r.hash, uid: r.uid, createdAt: r.created_at, lastSeenAt: r.last_seen_at, expiresAt: r.expires_at });
  return {
    async create(s) {
      await pool.query('INSERT INTO sessions (hash, uid, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        s.hash,
        s.uid,
        s.createdAt,
        s.lastSeenAt,
        s.expiresAt,
      ]);
    },
    async get(hash) {
      const found = await row<SessionRow>(pool, 'SELECT * FROM sessions WHERE hash = $1', [hash]);
      return found ? parse(found) : null;
    },
    async touch(hash, lastSeenAt) {
      await pool.query('UPDATE sessions SET last_seen_at = $2 WHERE hash = $1', [hash, lastSeenAt]);
    },
    async delete(hash) {
      return (await changed(pool, 'DELETE FROM sessions WHERE hash = $1', [hash])) > 0;
    },
    async deleteForUser(uid) {
      return changed(pool, 'DELETE FROM sessions WHERE uid = $1', [uid]);
    },
    async deleteExpired(now, limit) {
      // Sweepers in several processes take disjoint batches rather than wait on each other's rows.
      return changed(
        pool,
        'DELETE FROM sessions WHERE hash IN (SELECT hash FROM sessions WHERE expires_at < $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)',
        [now, limit],
      );
    },
  };
}

export function postgresPasswordTokens(pool: Pool): PasswordTokenRepo {
  return {
    async create(t) {
      await pool.query('INSERT INTO password_tokens (hash, uid, created_at, expires_at) VALUES ($1, $2, $3, $4)', [t.hash, t.uid, t.createdAt, t.expiresAt]);
    },
    async consume(hash, now) {
      // Deleted whether expired or not: an expired link is refused and gone alike.
      const taken = await row<TokenRow>(pool, 'DELETE FROM password_tokens WHERE hash = $1 RETURNING *', [hash]);
      if (!taken || taken.expires_at <= now) return null;
      const token: PasswordTokenRecord = { hash: taken.hash, uid: taken.uid, createdAt: taken.created_at, expiresAt: taken.expires_at };
      return token;
    },
    async deleteForUser(uid) {
      await pool.query('DELETE FROM password_tokens WHERE uid = $1', [uid]);
    },
  };
}
