// Adds names to the Firebase Hosting site, takes them off, and checks on them. The
// record is stored before Hosting is called, and every answer, failure included, is stored
// after: a call that fails or never returns leaves a record the scheduled job retries
// (services/projects/poll-hosting-names.ts). Nothing here throws for Hosting's sake; only the
// store's own errors leave.

import { siteFull } from '../../domain/errors';
import type { HostingDomainState } from '../../domain/hosting-domains/custom-domain';
import type { HostingError } from '../../domain/hosting-domains/hosting-errors';
import { type HostingNameKind, type HostingRecord, isHostingActive, nextCheckAt } from '../../domain/hosting-domains/hosting-record';
import type { ServiceDeps } from '../deps';

/** The record after one call: Hosting's answer kept, or the failure and a later retry. */
function answered(
  deps: ServiceDeps,
  record: HostingRecord,
  result: { ok: true; state: HostingDomainState | null } | { ok: false; error: HostingError },
): HostingRecord {
  const now = deps.now();
  const at = now.toISOString();
  if (!result.ok) {
    const attempts = record.attempts + 1;
    return {
      ...record,
      lastError: { kind: result.error.kind, message: result.error.message, at },
      attempts,
      nextCheckAt: nextCheckAt(now, attempts, result.error.kind),
      updatedAt: at,
    };
  }
  const next = { ...record, state: result.state, lastError: null, updatedAt: at };
  if (isHostingActive(next)) return { ...next, attempts: 0, nextCheckAt: null };
  // Moving on (records or states changed) starts the backoff again; waiting stretches it.
  const moved = JSON.stringify(result.state) !== JSON.stringify(record.state);
  const attempts = moved ? 0 : record.attempts + 1;
  return { ...next, attempts, nextCheckAt: nextCheckAt(now, attempts) };
}

/** Asks Hosting to add the name (idempotent: a name it has is read back), and stores the answer. */
export async function createOnHosting(deps: ServiceDeps, record: HostingRecord): Promise<HostingRecord> {
  const created = await deps.hosting!.api(record.siteId).create(record.domainName);
  const next = answered(deps, record, created.ok ? { ok: true, state: created.value.state } : created);
  await deps.store.hostingDomains.put(next);
  return next;
}

/** Reads the name's state from Hosting; a name Hosting no longer has is added again. */
export async function checkOnHosting(deps: ServiceDeps, record: HostingRecord): Promise<HostingRecord> {
  if (record.state === null) return createOnHosting(deps, record);
  const got = await deps.hosting!.api(record.siteId).get(record.domainName);
  // Hosting deletes a name left unverified for 30 days: ask for it again rather than give up.
  if (got.ok && got.value === null) return createOnHosting(deps, { ...record, state: null });
  const next = answered(deps, record, got.ok ? { ok: true, state: got.value } : got);
  await deps.store.hostingDomains.put(next);
  return next;
}

/** Asks Hosting to drop the name; the record goes once Hosting confirms, else it is retried. */
export async function removeFromHosting(deps: ServiceDeps, record: HostingRecord): Promise<void> {
  const removed = await deps.hosting!.api(record.siteId).remove(record.domainName);
  if (removed.ok) return deps.store.hostingDomains.remove(record.domainName);
  await deps.store.hostingDomains.put(answered(deps, record, removed));
}

/**
 * Refuses (409 SITE_FULL) when adding these names would pass the site's limit. A name Ferry
 * already has on Hosting does not count again.
 */
export async function ensureRoomFor(deps: ServiceDeps, names: string[]): Promise<void> {
  const hosting = deps.hosting;
  if (!hosting) return;
  const records = await Promise.all(names.map((name) => deps.store.hostingDomains.get(name)));
  const added = records.filter((r) => r?.want !== 'present').length;
  if (added === 0) return;
  const used = await deps.store.hostingDomains.countOnSite(hosting.siteId);
  if (used + added > hosting.domainLimit) {
    throw siteFull(
      `The Firebase Hosting site ${hosting.siteId} carries ${used} of its ${hosting.domainLimit} custom domains, so it cannot take ${names.join(' and ')}; ` +
        'ask the operator to add a Hosting site or raise HOSTING_DOMAIN_LIMIT (docs/custom-domains.md)',
    );
  }
}

/** Records the name as wanted on the site, then asks Hosting for it. */
export async function requestName(deps: ServiceDeps, projectId: string, kind: HostingNameKind, domainName: string): Promise<HostingRecord> {
  const existing = await deps.store.hostingDomains.get(domainName);
  const at = deps.now().toISOString();
  const record: HostingRecord = {
    domainName,
    projectId,
    kind,
    // A name Hosting still has (a removal not done yet) stays on its site.
    siteId: existing?.siteId ?? deps.hosting!.siteId,
    want: 'present',
    state: existing?.want === 'present' ? existing.state : null,
    lastError: null,
    attempts: 0,
    nextCheckAt: at,
    updatedAt: at,
  };
  await deps.store.hostingDomains.put(record);
  return createOnHosting(deps, record);
}

/** Marks the name for removal, then asks Hosting to drop it. Names Ferry never added are left alone. */
export async function releaseName(deps: ServiceDeps, domainName: string): Promise<void> {
  const existing = await deps.store.hostingDomains.get(domainName);
  if (!existing) return;
  const at = deps.now().toISOString();
  const record: HostingRecord = { ...existing, want: 'absent', lastError: null, attempts: 0, nextCheckAt: at, updatedAt: at };
  await deps.store.hostingDomains.put(record);
  await removeFromHosting(deps, record);
}

/**
 * After a project's names changed (created, custom domain set, replaced or removed): the new
 * name asked for, the old one released. Never throws: the project is saved already, and a
 * record that could not be written is logged (the domain's Refresh asks again).
 */
export async function followNames(
  deps: ServiceDeps,
  projectId: string,
  kind: HostingNameKind,
  before: string | undefined,
  after: string | undefined,
): Promise<void> {
  if (!deps.hosting || before === after) return;
  try {
    if (after) await requestName(deps, projectId, kind, after);
    if (before) await releaseName(deps, before);
  } catch (error) {
    deps.log.error('Firebase Hosting name not recorded: press Refresh on the domain to ask again', {
      projectId,
      before,
      after,
      error: (error as Error).message,
    });
  }
}
