// Accounts with their email and OIDC identity as UNIQUE columns, so the insert or update itself
// reports a taken one, also between processes. The OIDC key joins issuer and subject with a
// newline, which neither may hold (the same key as the SQLite store's). A change to an account
// holds its row (SELECT ... FOR UPDATE) from read to write.

import type { Pool, PoolClient } from 'pg';
import type { AccountRecord, OidcIdentity } from '../../../domain/accounts/types';
import type { AccountRepo } from '../../accounts-ports';
import { StoreConflictError } from '../../ports';
import { inTransaction, row, rows, uniqueViolation } from '../database/transaction';

type Row = { doc: string };

export const oidcKey = ({ issuer, subject }: OidcIdentity): string => `${issuer}\n${subject}`;

const parse = (r: Row | null) => (r ? (JSON.parse(r.doc) as AccountRecord) : null);

/** Which claim another account holds, by the constraint PostgreSQL names; anything else stays. */
function asConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'accounts_email_key') throw new StoreConflictError('email');
  if (constraint === 'accounts_oidc_key_key') throw new StoreConflictError('oidcIdentity');
  throw error;
}

export function postgresAccounts(pool: Pool): AccountRepo {
  /** Runs `change` on the account with its row held; false when there is none. */
  const withLocked = (uid: string, change: (db: PoolClient, account: AccountRecord) => Promise<boolean>) =>
    inTransaction(pool, async (db) => {
      const account = parse(await row<Row>(db, 'SELECT doc FROM accounts WHERE uid = $1 FOR UPDATE', [uid]));
      return account ? change(db, account) : false;
    }).catch(asConflict);

  const patch = (uid: string, fields: Partial<AccountRecord>) =>
    withLocked(uid, async (db, account) => {
      await db.query('UPDATE accounts SET doc = $2 WHERE uid = $1', [uid, JSON.stringify({ ...account, ...fields })]);
      return true;
    });

  return {
    async create(account) {
      await pool
        .query('INSERT INTO accounts (uid, email, oidc_key, doc) VALUES ($1, $2, $3, $4)', [
          account.uid,
          account.email,
          account.oidc ? oidcKey(account.oidc) : null,
          JSON.stringify(account),
        ])
        .catch(asConflict);
    },
    async get(uid) {
      return parse(await row<Row>(pool, 'SELECT doc FROM accounts WHERE uid = $1', [uid]));
    },
    async getByEmail(email) {
      return parse(await row<Row>(pool, 'SELECT doc FROM accounts WHERE email = $1', [email]));
    },
    async getByOidc(issuer, subject) {
      return parse(await row<Row>(pool, 'SELECT doc FROM accounts WHERE oidc_key = $1', [oidcKey({ issuer, subject })]));
    },
    async setPassword(uid, passwordHash, now) {
      return patch(uid, { passwordHash, updatedAt: now });
    },
    async setDisabled(uid, disabled, now) {
      return patch(uid, { disabled, updatedAt: now });
    },
    async linkOidc(uid, oidc, now) {
      // The UNIQUE column refuses an identity another account has; the transaction then writes nothing.
      return withLocked(uid, async (db, account) => {
        if (account.oidc) return false;
        await db.query('UPDATE accounts SET oidc_key = $2, doc = $3 WHERE uid = $1', [
          uid,
          oidcKey(oidc),
          JSON.stringify({ ...account, oidc, updatedAt: now }),
        ]);
        return true;
      });
    },
    async list({ limit, after }) {
      return (await rows<Row>(pool, 'SELECT doc FROM accounts WHERE email > $1 ORDER BY email LIMIT $2', [after ?? '', limit])).map((r) => parse(r)!);
    },
  };
}
