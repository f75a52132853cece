// Accounts in `accounts/{uid}`. The email and the OIDC identity are claimed by documents in
// `accountClaims`, created in the account's transaction, so a taken one conflicts (as projects
// claim their subdomain in `projectHosts`).

import type { Firestore } from 'firebase-admin/firestore';
import type { AccountRecord } from '../../../domain/accounts/types';
import type { AccountRepo } from '../../accounts-ports';
import { StoreConflictError } from '../../ports';
import { documentId } from '../database/doc-id';
import { ALREADY_EXISTS, hasCode, NOT_FOUND, paths, withoutUndefined } from '../database/documents';
import { buildQuery, type Filter } from '../database/query-registry';

const oidcValue = (issuer: string, subject: string) => `${issuer}\n${subject}`;

export function firestoreAccounts(db: Firestore): AccountRepo {
  const accounts = paths.accounts(db);

  const byUid = async (uid: string): Promise<AccountRecord | null> => {
    const snap = await accounts.doc(documentId(uid)).get();
    return snap.exists ? (snap.data() as AccountRecord) : null;
  };

  const change = async (uid: string, patch: Partial<AccountRecord>): Promise<boolean> => {
    try {
      // update() needs the document to exist: no account is made by a stray uid.
      await accounts.doc(documentId(uid)).update(patch);
      return true;
    } catch (error) {
      if (hasCode(error, NOT_FOUND)) return false;
      throw error;
    }
  };

  return {
    async create(account) {
      const emailClaim = paths.accountClaim(db, 'email', account.email);
      const oidcClaim = account.oidc ? paths.accountClaim(db, 'oidc', oidcValue(account.oidc.issuer, account.oidc.subject)) : null;
      const created = db.runTransaction(async (tx) => {
        const [email, oidc] = await tx.getAll(emailClaim, ...(oidcClaim ? [oidcClaim] : []));
        if (email?.exists) throw new StoreConflictError('email');
        if (oidc?.exists) throw new StoreConflictError('oidcIdentity');
        // create(), not set(): should a racing writer slip past the reads, the commit fails.
        tx.create(emailClaim, { uid: account.uid });
        if (oidcClaim) tx.create(oidcClaim, { uid: account.uid });
        tx.create(accounts.doc(account.uid), withoutUndefined(account));
      });
      await created.catch((error: unknown) => {
        throw hasCode(error, ALREADY_EXISTS) ? new StoreConflictError('email') : error;
      });
    },
    get: byUid,
    async getByEmail(email) {
      const snap = await buildQuery(accounts, { where: [['email', '==', email]], limit: 1 }).get();
      return (snap.docs[0]?.data() as AccountRecord | undefined) ?? null;
    },
    async getByOidc(issuer, subject) {
      const claim = await paths.accountClaim(db, 'oidc', oidcValue(issuer, subject)).get();
      const uid: unknown = claim.get('uid');
      return typeof uid === 'string' ? byUid(uid) : null;
    },
    setPassword: (uid, passwordHash, now) => change(uid, { passwordHash, updatedAt: now }),
    setDisabled: (uid, disabled, now) => change(uid, { disabled, updatedAt: now }),
    async linkOidc(uid, identity, now) {
      const ref = accounts.doc(documentId(uid));
      const claim = paths.accountClaim(db, 'oidc', oidcValue(identity.issuer, identity.subject));
      const linked = db.runTransaction(async (tx) => {
        const [account, taken] = await tx.getAll(ref, claim);
        if (!account?.exists || (account.data() as AccountRecord).oidc) return false;
        if (taken?.exists) throw new StoreConflictError('oidcIdentity');
        // create(), not set(): should a racing link slip past the read, the commit fails.
        tx.create(claim, { uid });
        tx.update(ref, { oidc: identity, updatedAt: now });
        return true;
      });
      return linked.catch((error: unknown) => {
        throw hasCode(error, ALREADY_EXISTS) ? new StoreConflictError('oidcIdentity') : error;
      });
    },
    async list({ limit, after }) {
      // One field filtered and ordered: its single-field index serves it (no composite).
      const where: Filter[] = after === undefined ? [] : [['email', '>', after]];
      const snap = await buildQuery(accounts, { where, orderBy: [['email', 'asc']], limit }).get();
      return snap.docs.map((d) => d.data() as AccountRecord);
    },
  };
}
