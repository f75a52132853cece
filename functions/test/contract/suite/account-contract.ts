// Accounts, invites by email and a project's owner changing hands: part of the one store
// contract (runStoreContract), run on SQLite and Firestore. Sessions: session-contract.ts.

import type { AccountRecord } from '../../../src/domain/accounts/types';
import type { Store } from '../../../src/store/ports';
import { StoreConflictError } from '../../../src/store/ports';
import { aProject } from './fixtures';

let n = 0;
export const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export function anAccount(overrides: Partial<AccountRecord> = {}): AccountRecord {
  const id = unique();
  return {
    uid: `usr_${id.padEnd(20, '0').slice(0, 20)}`,
    email: `dana-${id}@acme.example`,
    disabled: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function accountContract(store: () => Store): void {
  describe('accounts', () => {
    it('when an account is created, then it is found by uid, by email and by its OIDC identity', async () => {
      const account = anAccount({ oidc: { issuer: 'https://idp.acme.example', subject: `sub-${unique()}` } });
      await store().accounts.create(account);
      expect(await store().accounts.get(account.uid)).toEqual(account);
      expect(await store().accounts.getByEmail(account.email)).toEqual(account);
      expect(await store().accounts.getByOidc(account.oidc!.issuer, account.oidc!.subject)).toEqual(account);
      expect(await store().accounts.getByOidc('https://other.example', account.oidc!.subject)).toBeNull();
      expect(await store().accounts.get('usr_nobody00000000000000')).toBeNull();
      expect(await store().accounts.getByEmail('nobody@acme.example')).toBeNull();
    });

    it('when a second account takes a used email or OIDC identity, then it conflicts and nothing of it is stored', async () => {
      const first = anAccount({ oidc: { issuer: 'https://idp.acme.example', subject: `sub-${unique()}` } });
      await store().accounts.create(first);
      const sameEmail = anAccount({ email: first.email });
      await expect(store().accounts.create(sameEmail)).rejects.toMatchObject({ constructor: StoreConflictError, what: 'email' });
      const sameIdentity = anAccount({ oidc: first.oidc! });
      await expect(store().accounts.create(sameIdentity)).rejects.toMatchObject({ constructor: StoreConflictError, what: 'oidcIdentity' });
      expect(await store().accounts.get(sameEmail.uid)).toBeNull();
      expect(await store().accounts.get(sameIdentity.uid)).toBeNull();
      expect(await store().accounts.getByEmail(sameIdentity.email)).toBeNull();
    });

    it('when 5 creates race for one email, then exactly one account is stored', async () => {
      const email = `race-${unique()}@acme.example`;
      const racers = Array.from({ length: 5 }, () => anAccount({ email }));
      const results = await Promise.allSettled(racers.map((a) => store().accounts.create(a)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const stored = await Promise.all(racers.map((a) => store().accounts.get(a.uid)));
      expect(stored.filter(Boolean)).toHaveLength(1);
    });

    it('when a password is set and the account disabled, then reads show both; an unknown uid answers false', async () => {
      const account = anAccount();
      await store().accounts.create(account);
      expect(await store().accounts.setPassword(account.uid, 'scrypt$32768$8$1$salt$hash', '2026-11-02T00:00:00.000Z')).toBe(true);
      expect(await store().accounts.setDisabled(account.uid, true, '2026-11-03T00:00:00.000Z')).toBe(true);
      expect(await store().accounts.get(account.uid)).toEqual({
        ...account,
        passwordHash: 'scrypt$32768$8$1$salt$hash',
        disabled: true,
        updatedAt: '2026-11-03T00:00:00.000Z',
      });
      expect(await store().accounts.setDisabled(account.uid, false, '2026-11-04T00:00:00.000Z')).toBe(true);
      expect((await store().accounts.getByEmail(account.email))?.disabled).toBe(false);
      expect(await store().accounts.setPassword('usr_nobody00000000000000', 'x', '2026-11-02T00:00:00.000Z')).toBe(false);
      expect(await store().accounts.setDisabled('usr_nobody00000000000000', true, '2026-11-02T00:00:00.000Z')).toBe(false);
      expect(await store().accounts.get('usr_nobody00000000000000')).toBeNull();
    });

    it('when an identity is linked to an account without one, then it is found by it; a second link or an unknown uid writes nothing', async () => {
      const account = anAccount();
      await store().accounts.create(account);
      const identity = { issuer: 'https://idp.acme.example', subject: `sub-${unique()}` };
      expect(await store().accounts.linkOidc(account.uid, identity, '2026-11-02T00:00:00.000Z')).toBe(true);
      const linked = { ...account, oidc: identity, updatedAt: '2026-11-02T00:00:00.000Z' };
      expect(await store().accounts.getByOidc(identity.issuer, identity.subject)).toEqual(linked);
      expect(await store().accounts.get(account.uid)).toEqual(linked);
      const other = { issuer: identity.issuer, subject: `sub-${unique()}` };
      expect(await store().accounts.linkOidc(account.uid, other, '2026-11-03T00:00:00.000Z')).toBe(false);
      expect(await store().accounts.getByOidc(other.issuer, other.subject)).toBeNull();
      expect(await store().accounts.get(account.uid)).toEqual(linked);
      expect(await store().accounts.linkOidc('usr_nobody00000000000000', other, '2026-11-03T00:00:00.000Z')).toBe(false);
      expect(await store().accounts.getByOidc(other.issuer, other.subject)).toBeNull();
    });

    it("when another account's identity is linked, then it conflicts and the account stays without one", async () => {
      const holder = anAccount({ oidc: { issuer: 'https://idp.acme.example', subject: `sub-${unique()}` } });
      const local = anAccount();
      await store().accounts.create(holder);
      await store().accounts.create(local);
      await expect(store().accounts.linkOidc(local.uid, holder.oidc!, '2026-11-02T00:00:00.000Z')).rejects.toMatchObject({
        constructor: StoreConflictError,
        what: 'oidcIdentity',
      });
      expect(await store().accounts.get(local.uid)).toEqual(local);
      expect(await store().accounts.getByOidc(holder.oidc!.issuer, holder.oidc!.subject)).toEqual(holder);
    });

    it('when 5 links race for one identity on 5 accounts, then exactly one account holds it', async () => {
      const identity = { issuer: 'https://idp.acme.example', subject: `race-${unique()}` };
      const racers = Array.from({ length: 5 }, () => anAccount());
      for (const account of racers) await store().accounts.create(account);
      const results = await Promise.allSettled(racers.map((a) => store().accounts.linkOidc(a.uid, identity, '2026-11-02T00:00:00.000Z')));
      expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
      const holders = (await Promise.all(racers.map((a) => store().accounts.get(a.uid)))).filter((a) => a?.oidc);
      expect(holders).toHaveLength(1);
      expect((await store().accounts.getByOidc(identity.issuer, identity.subject))?.uid).toBe(holders[0]!.uid);
    });

    it('when accounts are listed a page at a time, then each comes once, by email ascending', async () => {
      const tag = unique();
      const mine = ['c', 'a', 'b'].map((letter) => anAccount({ email: `${letter}-${tag}@list.example` }));
      for (const account of mine) await store().accounts.create(account);
      const seen: string[] = [];
      for (let page = await store().accounts.list({ limit: 2 }); page.length > 0; ) {
        expect(page.length).toBeLessThanOrEqual(2);
        seen.push(...page.map((a) => a.email));
        page = await store().accounts.list({ limit: 2, after: seen[seen.length - 1]! });
      }
      expect(seen).toEqual([...new Set(seen)].sort());
      expect(seen.filter((email) => email.includes(tag))).toEqual([`a-${tag}@list.example`, `b-${tag}@list.example`, `c-${tag}@list.example`]);
    });
  });

  describe('invites by email and owners', () => {
    it('when roles are given by email, then they are listed by project and by email, replaced and deleted', async () => {
      const email = `invitee-${unique()}@acme.example`;
      const [a, b] = [`prj_inv_a_${unique()}`, `prj_inv_b_${unique()}`];
      const invite = { projectId: a, email, role: 'viewer' as const, invitedAt: '2026-11-22T10:00:00.000Z' };
      await store().memberInvites.put(invite);
      await store().memberInvites.put({ ...invite, projectId: b, role: 'owner' });
      await store().memberInvites.put({ ...invite, email: `z-${email}` });
      await store().memberInvites.put({ ...invite, role: 'editor' });
      expect(await store().memberInvites.listForProject(a)).toEqual([
        { ...invite, role: 'editor' },
        { ...invite, email: `z-${email}` },
      ]);
      expect(await store().memberInvites.listForEmail(email)).toEqual([
        { ...invite, role: 'editor' },
        { ...invite, projectId: b, role: 'owner' },
      ]);
      expect(await store().memberInvites.delete(a, email)).toBe(true);
      expect(await store().memberInvites.delete(a, email)).toBe(false);
      expect(await store().memberInvites.listForEmail(email)).toEqual([{ ...invite, projectId: b, role: 'owner' }]);
    });

    it('when a project changes owner, then the new owner leaves the members, the old one stays as editor, and listings follow', async () => {
      const [oldOwner, newOwner] = [`usr_old_${unique()}`, `usr_new_${unique()}`];
      const project = aProject({ ownerUid: oldOwner, members: { [newOwner]: 'viewer' } });
      await store().projects.create(project);
      const unowned = aProject({ ownerUid: null });
      await store().projects.create(unowned);
      const changed = await store().projects.setOwner(project.id, newOwner, '2026-11-23T00:00:00.000Z');
      expect(changed).toEqual({ ...project, ownerUid: newOwner, members: { [oldOwner]: 'editor' }, updatedAt: '2026-11-23T00:00:00.000Z' });
      expect(await store().projects.get(project.id)).toEqual(changed);
      expect(await store().projects.countOwnedBy(newOwner)).toBe(1);
      expect(await store().projects.countOwnedBy(oldOwner)).toBe(0);
      expect((await store().projects.listForUser(oldOwner)).map((p) => p.id)).toEqual([project.id]);
      expect((await store().projects.setOwner(unowned.id, newOwner, '2026-11-23T00:00:00.000Z'))?.members).toEqual({});
      expect((await store().projects.listForUser(newOwner)).map((p) => p.id).sort()).toEqual([project.id, unowned.id].sort());
      expect(await store().projects.setOwner('prj_nope', newOwner, '2026-11-23T00:00:00.000Z')).toBeNull();
    });
  });
}
