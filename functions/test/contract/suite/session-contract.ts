// Sessions and set-password links: part of the one store contract (runStoreContract).

import type { Store } from '../../../src/store/ports';
import { unique } from './account-contract';

export function sessionContract(store: () => Store): void {
  describe('sessions', () => {
    const aSession = (uid: string, overrides = {}) => ({
      hash: `${unique()}`.padEnd(64, 'f'),
      uid,
      createdAt: '2026-11-22T10:00:00.000Z',
      lastSeenAt: '2026-11-22T10:00:00.000Z',
      expiresAt: '2026-12-06T10:00:00.000Z',
      ...overrides,
    });

    it('when a session is stored, touched and deleted, then reads follow; a second delete answers false', async () => {
      const session = aSession('usr_sessions000000000000');
      await store().sessions.create(session);
      expect(await store().sessions.get(session.hash)).toEqual(session);
      await store().sessions.touch(session.hash, '2026-11-22T11:00:00.000Z');
      expect(await store().sessions.get(session.hash)).toEqual({ ...session, lastSeenAt: '2026-11-22T11:00:00.000Z' });
      expect(await store().sessions.delete(session.hash)).toBe(true);
      expect(await store().sessions.get(session.hash)).toBeNull();
      expect(await store().sessions.delete(session.hash)).toBe(false);
      await store().sessions.touch(session.hash, '2026-11-22T12:00:00.000Z');
      expect(await store().sessions.get(session.hash)).toBeNull();
    });

    it("when an account's sessions are ended, then all of them go and other accounts' stay", async () => {
      const uid = `usr_${unique().padEnd(20, '1').slice(0, 20)}`;
      const mine = [aSession(uid), aSession(uid), aSession(uid)];
      const other = aSession('usr_someoneelse000000000');
      for (const s of [...mine, other]) await store().sessions.create(s);
      expect(await store().sessions.deleteForUser(uid)).toBe(3);
      for (const s of mine) expect(await store().sessions.get(s.hash)).toBeNull();
      expect(await store().sessions.get(other.hash)).toEqual(other);
    });

    it('when expired sessions are swept, then only those past their expiry go, at most `limit` at a time', async () => {
      const old = [aSession('usr_old', { expiresAt: '2000-01-01T00:00:00.000Z' }), aSession('usr_old', { expiresAt: '2000-01-02T00:00:00.000Z' })];
      const live = aSession('usr_live', { expiresAt: '2099-01-01T00:00:00.000Z' });
      for (const s of [...old, live]) await store().sessions.create(s);
      expect(await store().sessions.deleteExpired('2001-01-01T00:00:00.000Z', 1)).toBe(1);
      expect(await store().sessions.deleteExpired('2001-01-01T00:00:00.000Z', 10)).toBe(1);
      for (const s of old) expect(await store().sessions.get(s.hash)).toBeNull();
      expect(await store().sessions.get(live.hash)).toEqual(live);
    });
  });

  describe('set-password links', () => {
    const aToken = (uid: string, expiresAt = '2026-11-29T10:00:00.000Z') => ({
      hash: `${unique()}`.padEnd(64, 'e'),
      uid,
      createdAt: '2026-11-22T10:00:00.000Z',
      expiresAt,
    });
    const now = '2026-11-22T11:00:00.000Z';

    it('when 5 uses of one link race, then exactly one gets it and it is gone', async () => {
      const token = aToken('usr_tokens00000000000000');
      await store().passwordTokens.create(token);
      const results = await Promise.all(Array.from({ length: 5 }, () => store().passwordTokens.consume(token.hash, now)));
      expect(results.filter(Boolean)).toEqual([token]);
      expect(await store().passwordTokens.consume(token.hash, now)).toBeNull();
    });

    it("when a link has expired, then it is refused and gone; an account's links can all be forgotten", async () => {
      const expired = aToken('usr_tokens00000000000000', '2026-11-22T10:30:00.000Z');
      await store().passwordTokens.create(expired);
      expect(await store().passwordTokens.consume(expired.hash, now)).toBeNull();
      const uid = `usr_${unique().padEnd(20, '2').slice(0, 20)}`;
      const forgotten = [aToken(uid), aToken(uid)];
      const kept = aToken('usr_keeper00000000000000');
      for (const t of [...forgotten, kept]) await store().passwordTokens.create(t);
      await store().passwordTokens.deleteForUser(uid);
      for (const t of forgotten) expect(await store().passwordTokens.consume(t.hash, now)).toBeNull();
      expect(await store().passwordTokens.consume(kept.hash, now)).toEqual(kept);
    });
  });
}
