// A shared window spent in leases: an instance takes several units at once from the shared
// (Firestore) limiter and hands them out from memory, synchronously. A project's redirect
// budget (5,000 an hour) then costs one shared transaction per lease (250 units while the
// window is mostly unused), not one per redirect.
//
// Precision: never more than the limit in total (every unit handed out was taken from the
// shared window first); but units leased to one instance and not used are not available to
// another, so a window can refuse a visit while another instance still holds a few units. The
// lease shrinks as the window fills (domain/rate-limits.ts leaseSize), and the last units are
// taken one at a time, which keeps that shortfall small. docs/rate-limits.md has the figures.

import { leaseSize, windowStart } from '../domain/rate-limits';
import type { LimitResult, RateLimiter } from '../runtime-ports';

interface Lease {
  start: number;
  resetAt: number;
  /** Units taken from the shared window and not handed out yet. */
  units: number;
  /** What the shared window said was left after this instance's last take. */
  sharedRemaining: number;
  /** The take in flight: requests arriving meanwhile wait for it rather than start another. */
  refill: Promise<void> | null;
}

const MAX_KEYS = 10_000;

export function leasedLimiter(shared: RateLimiter, now: () => number = Date.now): RateLimiter {
  const leases = new Map<string, Lease>();

  function leaseOf(key: string, limit: number, windowMs: number): Lease {
    const t = now();
    const start = windowStart(t, windowMs);
    let lease = leases.get(key);
    if (lease === undefined || lease.start !== start) {
      // Units of an ended window are worth nothing: the shared one has ended too.
      if (lease === undefined && leases.size >= MAX_KEYS) leases.delete(leases.keys().next().value as string);
      lease = { start, resetAt: start + windowMs, units: 0, sharedRemaining: limit, refill: null };
      leases.set(key, lease);
    }
    return lease;
  }

  /**
   * Takes a lease from the shared window, or, when that is refused, just what this hit needs:
   * the last units of a window go one at a time. Answers the refusal, or null when taken.
   */
  async function refill(key: string, lease: Lease, limit: number, windowMs: number, cost: number): Promise<LimitResult | null> {
    let size = Math.max(cost, leaseSize(limit, lease.sharedRemaining));
    let taken = await shared.hit(key, limit, windowMs, size);
    if (!taken.allowed && size > cost) {
      size = cost;
      taken = await shared.hit(key, limit, windowMs, cost);
    }
    lease.sharedRemaining = taken.remaining;
    if (!taken.allowed) return taken;
    // Had the window turned meanwhile, this lease object is already replaced: the units are
    // dropped with it (admitting less, never more).
    lease.units += size;
    return null;
  }

  const admit = (lease: Lease, cost: number): LimitResult => {
    lease.units -= cost;
    return { allowed: true, remaining: lease.sharedRemaining + lease.units, resetAt: lease.resetAt };
  };

  async function hitShared(key: string, limit: number, windowMs: number, cost: number): Promise<LimitResult> {
    const lease = leaseOf(key, limit, windowMs);
    while (lease.units < cost) {
      if (lease.refill === null) {
        const taking = refill(key, lease, limit, windowMs, cost).finally(() => (lease.refill = null));
        lease.refill = taking.then(
          () => undefined,
          () => undefined,
        );
        const refusal = await taking;
        if (refusal !== null) return { allowed: false, remaining: refusal.remaining, resetAt: lease.resetAt };
      } else {
        await lease.refill;
      }
    }
    return admit(lease, cost);
  }

  return {
    hit(key, limit, windowMs, cost = 1) {
      const lease = leaseOf(key, limit, windowMs);
      if (lease.units >= cost) return admit(lease, cost);
      return hitShared(key, limit, windowMs, cost);
    },
    peek(key, limit, windowMs) {
      const lease = leaseOf(key, limit, windowMs);
      if (lease.units > 0) return { allowed: true, remaining: lease.sharedRemaining + lease.units, resetAt: lease.resetAt };
      return shared.peek(key, limit, windowMs);
    },
    // Settled units go to the shared window, where every instance sees them.
    add: (key, amount, limit, windowMs) => shared.add(key, amount, limit, windowMs),
  };
}
