// What Ferry keeps per name it asked Firebase Hosting to serve (a project's host, a custom
// domain): Hosting's last answer, the last failure, and when to look again. Pure: the service
// (services/hosting-domains/) decides, the store keeps the record whole.

import type { HostingDomainState } from './custom-domain';
import { describeProgress, hostingStage } from './custom-domain';
import type { HostingErrorKind } from './hosting-errors';

/** The project's host `<subdomain>.<SHORT_DOMAIN>`, or its custom domain. */
export type HostingNameKind = 'host' | 'custom';

export interface HostingRecord {
  domainName: string;
  projectId: string;
  kind: HostingNameKind;
  /** The Hosting site the name was added to: later names may go to another (HOSTING_SITE_ID). */
  siteId: string;
  /** 'present': Hosting should serve it; 'absent': a removal Hosting has not confirmed yet. */
  want: 'present' | 'absent';
  /** Hosting's last answer about the name; null until one came. */
  state: HostingDomainState | null;
  /** The last call's failure, cleared by the next success. */
  lastError: { kind: HostingErrorKind; message: string; at: string } | null;
  /** Calls since the name last moved on: each doubles the wait before the next. */
  attempts: number;
  /** When the scheduled job looks again; null once nothing is left to do (active). */
  nextCheckAt: string | null;
  updatedAt: string;
}

const MINUTE_MS = 60_000;
/** The scheduled job's period: no wait is shorter. */
export const FIRST_WAIT_MS = 10 * MINUTE_MS;
/** DNS changes take hours at worst; a name pending for days is still looked at four times a day. */
export const LONGEST_WAIT_MS = 6 * 60 * MINUTE_MS;

/**
 * When to look again after `attempts` calls that changed nothing: 10 min, 20, 40... up to 6 h.
 * Quota (RESOURCE_EXHAUSTED) and refusals a person must fix (permission, invalid) wait at
 * least an hour: asking again sooner only spends quota.
 */
export function nextCheckAt(now: Date, attempts: number, error?: HostingErrorKind): string {
  const backoff = Math.min(FIRST_WAIT_MS * 2 ** Math.min(attempts, 16), LONGEST_WAIT_MS);
  const slow = error === 'quota' || error === 'permission-denied' || error === 'invalid' ? 60 * MINUTE_MS : 0;
  return new Date(now.getTime() + Math.max(backoff, slow)).toISOString();
}

export type HostingProgressStage = 'adding' | 'dns' | 'certificate' | 'active' | 'failed' | 'site-full' | 'removing';

/** Why Hosting refused, in words the owner (or the operator) can act on. */
const ERROR_WORDS: Partial<Record<HostingErrorKind, string>> = {
  'permission-denied': "Ferry's service account may not manage Firebase Hosting (it needs Firebase Hosting Admin)",
  invalid: 'Firebase Hosting refused this name',
  unavailable: 'Firebase Hosting did not answer',
};

/** One stage and one line for the console and the domain answer. */
export function recordProgress(record: HostingRecord): { stage: HostingProgressStage; words: string } {
  if (record.want === 'absent') return { stage: 'removing', words: 'removing from Firebase Hosting' };
  const error = record.lastError;
  // Hosting answers RESOURCE_EXHAUSTED when a site carries all the custom domains it may.
  if (error?.kind === 'quota' && record.state === null) {
    return { stage: 'site-full', words: `site full: Firebase Hosting refused more custom domains (${error.message}); retrying` };
  }
  if (record.state === null) {
    if (!error) return { stage: 'adding', words: 'adding to Firebase Hosting' };
    return { stage: 'adding', words: `not added yet: ${ERROR_WORDS[error.kind] ?? 'Firebase Hosting failed'} (${error.message}); retrying` };
  }
  const { stage } = hostingStage(record.state);
  return { stage, words: describeProgress(record.state) };
}

/** Whether Hosting serves the name with a valid certificate. */
export const isHostingActive = (record: HostingRecord | null): boolean =>
  record !== null && record.want === 'present' && record.state !== null && hostingStage(record.state).stage === 'active';
