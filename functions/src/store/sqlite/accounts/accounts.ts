// Accounts with their email and OIDC identity as UNIQUE columns, so the insert itself reports
// a taken one. The OIDC key joins issuer and subject with a newline, which neither may hold.

import type { Database } from 'better-sqlite3';
import type { AccountRecord, OidcIdentity } from '../../../domain/accounts/types';
import type { AccountRepo } from '../../accounts-ports';
import { StoreConflictError } from '../../ports';
import { isUniqueViolation } from '../database/errors';

type Row = { doc: string };

export const oidcKey = ({ issuer, subject }: OidcIdentity): string => `${issuer}\n${subject}`;

export function sqliteAccounts(db: Database): AccountRepo {
  const insert = db.prepare('INSERT INTO accounts (uid, email, oidc_key, doc) VALUES (?, ?, ?, ?)');
  const byUid = db.prepare<[string], Row>('SELECT doc FROM accounts WHERE uid = ?');
  const byEmail = db.prepare<[string], Row>('SELECT doc FROM accounts WHERE email = ?');
  const byOidc = db.prepare<[string], Row>('SELECT doc FROM accounts WHERE oidc_key = ?');
  const write = db.prepare('UPDATE accounts SET doc = ? WHERE uid = ?');
  const writeWithIdentity = db.prepare('UPDATE accounts SET oidc_key = ?, doc = ? WHERE uid = ?');
  const page = db.prepare<[string, number], Row>('SELECT doc FROM accounts WHERE email > ? ORDER BY email LIMIT ?');
  const parse = (row: Row | undefined) => (row ? (JSON.parse(row.doc) as AccountRecord) : null);

  /** Reads, changes and rewrites one account in one transaction; false when there is none. */
  const change = db.transaction((uid: string, patch: Partial<AccountRecord>): boolean => {
    const account = parse(byUid.get(uid));
    if (!account) return false;
    write.run(JSON.stringify({ ...account, ...patch }), uid);
    return true;
  });

  /** The UNIQUE column refuses an identity another account has; the transaction then writes nothing. */
  const link = db.transaction((uid: string, oidc: OidcIdentity, now: string): boolean => {
    const account = parse(byUid.get(uid));
    if (!account || account.oidc) return false;
    writeWithIdentity.run(oidcKey(oidc), JSON.stringify({ ...account, oidc, updatedAt: now }), uid);
    return true;
  });

  return {
    async create(account) {
      try {
        insert.run(account.uid, account.email, account.oidc ? oidcKey(account.oidc) : null, JSON.stringify(account));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Which claim was taken: the message names the column (UNIQUE constraint failed: accounts.email).
        throw new StoreConflictError(/accounts\.oidc_key/.test((error as Error).message) ? 'oidcIdentity' : 'email');
      }
    },
    async get(uid) {
      return parse(byUid.get(uid));
    },
    async getByEmail(email) {
      return parse(byEmail.get(email));
    },
    async getByOidc(issuer, subject) {
      return parse(byOidc.get(oidcKey({ issuer, subject })));
    },
    async setPassword(uid, passwordHash, now) {
      return change(uid, { passwordHash, updatedAt: now });
    },
    async setDisabled(uid, disabled, now) {
      return change(uid, { disabled, updatedAt: now });
    },
    async linkOidc(uid, identity, now) {
      try {
        return link(uid, identity, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new StoreConflictError('oidcIdentity');
        throw error;
      }
    },
    async list({ limit, after }) {
      return page.all(after ?? '', limit).map((row) => parse(row)!);
    },
  };
}
