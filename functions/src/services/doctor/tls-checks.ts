// Check 6 as a whole: which names to ask about and whom to ask. The listener when it answers,
// as Caddy would; otherwise the store, in process. A store that cannot be read leaves the
// project hosts unchecked (a failure), not the whole doctor without its table.

import type { Config } from '../../config';
import type { ServiceDeps } from '../deps';
import { type DoctorCheck, fail, warn } from './check';
import type { Get } from './listener-check';
import { apiHostName, MAX_PROJECTS, storeNames, type TlsName } from './tls-names';
import { askListener, askStore, tlsRow } from './tls-row';

export interface TlsInput {
  config: Config;
  deps: () => ServiceDeps;
  /** The store may be opened without changing it (check 2); always so for Firestore. */
  storeUsable: boolean;
  /** Ferry answered on the internal listener (check 5). */
  listenerUp: boolean;
  get: Get;
}

export async function tlsChecks({ config, deps, storeUsable, listenerUp, get }: TlsInput): Promise<DoctorCheck[]> {
  const checks: DoctorCheck[] = [];
  const names: TlsName[] = [{ name: apiHostName(config), expected: { allowed: true } }];
  let truncated = false;
  let store: ServiceDeps | null = null;
  if (!storeUsable) {
    if (!listenerUp) return [warn('tls', 'not checked: no listener answered and the store is not usable (see above)')];
    checks.push(warn('tls', 'project hosts not checked: the store is not usable (see above)'));
  } else {
    try {
      store = deps();
      const fromStore = await storeNames(store);
      names.push(...fromStore.names);
      truncated = fromStore.truncated;
    } catch (error) {
      if (!listenerUp) return [fail('tls', `not checked: no listener answered and the store cannot be read: ${(error as Error).message}`)];
      checks.push(fail('tls', `project hosts not checked: the store cannot be read: ${(error as Error).message}`));
    }
  }
  // listenerUp, or else the store was read just now: one of the two can answer.
  const ask = listenerUp ? askListener(config.internalPort!, get) : askStore(store!, new URL(config.baseUrl).host);
  const offline = listenerUp ? undefined : config.internalPort ? 'listener down' : 'no listener (INTERNAL_PORT 0)';
  const rows: DoctorCheck[] = [];
  for (const name of names) rows.push(await tlsRow(name, ask, offline));
  if (truncated) rows.push(warn('tls', `checked the first ${MAX_PROJECTS.toLocaleString('en')} projects; the rest was not checked`));
  return [...rows, ...checks];
}
