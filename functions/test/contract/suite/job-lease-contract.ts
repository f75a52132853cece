// Background-job leases (store/jobs-ports.ts), for the stores several processes share: one claim
// per period wins, a finished run is not run again in its period, a silent holder's run is taken
// over, and a later period waits for a run still going.
import type { Store } from '../../../src/store/ports';

export function jobLeaseContract(store: () => Store): void {
  describe('job leases', () => {
    const leases = () => {
      const repo = store().jobLeases;
      if (!repo) throw new Error(`the ${store().kind} store has no job leases`);
      return repo;
    };
    const HOUR = 3_600_000;

    it('when two processes claim the same run at once, then exactly one gets it', async () => {
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => leases().claim('job-race', HOUR, holder, 60_000)));
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('when a run finished, then nobody runs it again in the same period', async () => {
      expect(await leases().claim('job-done', HOUR, 'a', 60_000)).toBe(true);
      await leases().finish('job-done', 'a');
      expect(await leases().claim('job-done', HOUR, 'b', 60_000)).toBe(false);
      expect(await leases().claim('job-done', HOUR, 'a', 60_000)).toBe(false);
    });

    it('when the holder goes silent before finishing, then another process takes the run once the lease ends', async () => {
      expect(await leases().claim('job-dead', HOUR, 'a', 50)).toBe(true);
      expect(await leases().claim('job-dead', HOUR, 'b', 60_000)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await leases().claim('job-dead', HOUR, 'b', 60_000)).toBe(true);
      // The old holder can neither renew nor finish what it lost.
      expect(await leases().renew('job-dead', 'a', 60_000)).toBe(false);
      await leases().finish('job-dead', 'a');
      expect(await leases().claim('job-dead', HOUR, 'c', 60_000)).toBe(false);
    });

    it('when a lease is renewed, then it outlives its first length', async () => {
      expect(await leases().claim('job-renew', HOUR, 'a', 60)).toBe(true);
      expect(await leases().renew('job-renew', 'a', 60_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 90));
      expect(await leases().claim('job-renew', HOUR, 'b', 60_000)).toBe(false);
    });

    it('when the period ends, then the next run is claimed; not while the last one still runs', async () => {
      const every = 100;
      // Start right after a period boundary, so the first run and the claim below share a period.
      await new Promise((resolve) => setTimeout(resolve, every - (Date.now() % every) + 5));
      expect(await leases().claim('job-next', every, 'a', 60_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, every + 10));
      expect(await leases().claim('job-next', every, 'b', 60_000)).toBe(false);
      await leases().finish('job-next', 'a');
      expect(await leases().claim('job-next', every, 'b', 60_000)).toBe(true);
    });
  });
}
