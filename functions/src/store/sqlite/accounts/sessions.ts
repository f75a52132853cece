// Sessions and set-password links, each keyed by the SHA-256 of its token. A link is consumed
// by one DELETE ... RETURNING: of two racing uses, exactly one gets the row.

import type { Database } from 'better-sqlite3';
import type { PasswordTokenRecord, SessionRecord } from '../../../domain/accounts/types';
import type { PasswordTokenRepo, SessionRepo } from '../../accounts-ports';

type SessionRow = { hash: string; uid: string; created_at: string; last_seen_at: string; expires_at: string };
type TokenRow = { hash: string; uid: string; created_at: string; expires_at: string };

export function sqliteSessions(db: Database): SessionRepo {
  const insert = db.prepare('INSERT INTO sessions (hash, uid, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const byHash = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE hash = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE hash = ?');
  const removeForUser = db.prepare('DELETE FROM sessions WHERE uid = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE rowid IN (SELECT rowid FROM sessions WHERE expires_at < ? LIMIT ?)');
  const parse = (row: SessionRow): SessionRecord => ({
    hash: row.hash,
    uid: row.uid,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  });

  return {
    async create(s) {
      insert.run(s.hash, s.uid, s.createdAt, s.lastSeenAt, s.expiresAt);
    },
    async get(hash) {
      const row = byHash.get(hash);
      return row ? parse(row) : null;
    },
    async touch(hash, lastSeenAt) {
      touch.run(lastSeenAt, hash);
    },
    async delete(hash) {
      return remove.run(hash).changes > 0;
    },
    async deleteForUser(uid) {
      return removeForUser.run(uid).changes;
    },
    async deleteExpired(now, limit) {
      return removeExpired.run(now, limit).changes;
    },
  };
}

export function sqlitePasswordTokens(db: Database): PasswordTokenRepo {
  const insert = db.prepare('INSERT INTO password_tokens (hash, uid, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const take = db.prepare<[string], TokenRow>('DELETE FROM password_tokens WHERE hash = ? RETURNING *');
  const removeForUser = db.prepare('DELETE FROM password_tokens WHERE uid = ?');

  return {
    async create(t) {
      insert.run(t.hash, t.uid, t.createdAt, t.expiresAt);
    },
    async consume(hash, now) {
      const row = take.get(hash);
      if (!row || row.expires_at <= now) return null;
      const token: PasswordTokenRecord = { hash: row.hash, uid: row.uid, createdAt: row.created_at, expiresAt: row.expires_at };
      return token;
    },
    async deleteForUser(uid) {
      removeForUser.run(uid);
    },
  };
}
