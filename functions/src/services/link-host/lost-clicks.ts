// A visit whose click the store refused: the visitor still gets the link's answer,
// since the link was already known, and the loss is never silent: one log line and a count
// that /metrics and the tests read.

import { StoreUnavailableError } from '../../store/ports';
import type { ServiceDeps } from '../deps';

let lost = 0;

/** Clicks this process could not store since it started. */
export const lostClicks = (): number => lost;

/**
 * Runs the store work of a visit; a store that cannot answer now (StoreUnavailableError) is
 * counted and logged and answers `fallback`, anything else (a bug) is thrown as before.
 */
export async function orLostClick<T>(
  work: () => Promise<T>,
  fallback: T,
  where: { projectId: string; slug: string },
  deps: Pick<ServiceDeps, 'log' | 'metrics'>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    lost++;
    deps.metrics?.clickLost();
    deps.metrics?.storeError();
    deps.log.error('Click lost: the store refused it', { ...where, error: { message: error.message } });
    return fallback;
  }
}
