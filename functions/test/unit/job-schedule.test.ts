// The scheduled jobs as the self-hosted server runs them (timers) and the monthly roll-over.
import { previousUsageMonth, rollMonthlyUsage } from '../../src/jobs/roll-usage';
import { SCHEDULED_JOBS, type ScheduledJob, SELF_HOSTED_JOBS } from '../../src/jobs/schedule';
import { startJobTimers } from '../../src/jobs/timers';
import type { ServiceDeps } from '../../src/services/deps';
import type { JobLeaseRepo, Store } from '../../src/store/ports';

describe('rollMonthlyUsage', () => {
  it.each([
    ['2026-12-01T00:05:00.000Z', '2026-11'],
    ['2027-01-01T00:05:00.000Z', '2026-12'],
    ['2026-03-01T00:00:00.000Z', '2026-02'],
    ['2026-03-31T23:59:59.999Z', '2026-02'],
  ])('when it runs at %s, then it closes %s (UTC months)', async (now, month) => {
    expect(previousUsageMonth(new Date(now))).toBe(month);
    const closeMonth = jest.fn(async () => 4);
    const store = { usage: { closeMonth } } as unknown as Store;
    expect(await rollMonthlyUsage({ store, now: () => new Date(now) })).toEqual({ month, projects: 4 });
    expect(closeMonth).toHaveBeenCalledWith(month);
  });
});

describe('startJobTimers (self-hosted)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const deps = { store: {} } as unknown as ServiceDeps;

  it('runs every scheduled job of the Firebase deployment, each on its own period', async () => {
    const runs: string[] = [];
    const jobs = Object.fromEntries(
      Object.entries({ ...SCHEDULED_JOBS, ...SELF_HOSTED_JOBS }).map(([name, job]): [string, ScheduledJob] => [
        name,
        { ...job, run: async () => (runs.push(name), '') },
      ]),
    );
    const stop = startJobTimers(deps, () => undefined, jobs);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs.filter((n) => n === 'expireMatches')).toHaveLength(4);
    expect(runs.filter((n) => n === 'rollMonthlyUsage')).toHaveLength(1);
    expect(runs.filter((n) => n === 'foldClicks')).toHaveLength(60);
    expect(runs.filter((n) => n === 'pruneClicks')).toHaveLength(1);
    expect(runs.filter((n) => n === 'deliverWebhooks')).toHaveLength(3600);
    expect(runs.filter((n) => n === 'raiseClickEvents')).toHaveLength(720);
    expect(runs.filter((n) => n === 'checkLinkHealth')).toHaveLength(1);
    stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(4387);
  });

  it('when a run fails, then it is logged and the next tick runs again; a slow run is never overlapped', async () => {
    const lines: string[] = [];
    let calls = 0;
    let release: () => void = () => undefined;
    const flaky: ScheduledJob = {
      schedule: '* * * * *',
      everyMs: 1_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('store is away');
        await new Promise<void>((resolve) => (release = resolve));
        return 'ok';
      },
    };
    const stop = startJobTimers(deps, (line) => lines.push(line), { flaky });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(lines).toEqual(['flaky failed: store is away']);
    await jest.advanceTimersByTimeAsync(1_000); // second run starts and hangs
    await jest.advanceTimersByTimeAsync(5_000); // ticks while it hangs start nothing
    expect(calls).toBe(2);
    release();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(3);
    stop();
  });

  it('when the store shares leases, then of two processes only the holder runs; a failed run is given up, a finished one marked done', async () => {
    const calls: string[] = [];
    let holderOf: string | null = null;
    const leases: JobLeaseRepo = {
      claim: async (job, _every, holder) => (calls.push(`claim ${job}`), holderOf === null ? ((holderOf = holder), true) : false),
      renew: async (_job, holder, leaseMs) => (
        calls.push(`renew ${leaseMs}`), leaseMs === 0 && holder === holderOf ? ((holderOf = null), true) : holder === holderOf
      ),
      finish: async (job, holder) => void calls.push(`finish ${job} ${holder === holderOf ? 'by holder' : 'by another'}`),
    };
    const shared = { store: { jobLeases: leases } } as unknown as ServiceDeps;
    let runs = 0;
    const job: ScheduledJob = {
      schedule: '* * * * *',
      everyMs: 1_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('store is away');
        return 'ok';
      },
    };
    const stops = [startJobTimers(shared, () => undefined, { job }, 30_000), startJobTimers(shared, () => undefined, { job }, 30_000)];
    await jest.advanceTimersByTimeAsync(1_000);
    // The first to claim ran, failed and gave its lease up at once: the other process, asking
    // right after, took the run over and finished it.
    expect(runs).toBe(2);
    expect(calls.filter((c) => c === 'claim job')).toHaveLength(2);
    expect(calls).toContain('renew 0');
    expect(calls.at(-1)).toBe('finish job by holder');
    // A finished run is claimed by nobody again (this fake's period never ends).
    await jest.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(2);
    stops.forEach((stop) => stop());
  });
});
