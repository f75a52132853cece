// The Hosting part of the custom domain answer (responses.ts), from the stored records.

import { type HostingRecord, recordProgress } from './hosting-record';
import type { HostingNameView, HostingView } from './responses';

export function hostingNameView(name: string, record: HostingRecord | null): HostingNameView {
  if (!record) {
    return {
      name,
      site: null,
      stage: 'not-added',
      progress: 'not on Firebase Hosting yet: press Refresh to add it',
      dnsRecords: [],
      hostState: null,
      ownershipState: null,
      certState: null,
      issues: [],
      lastError: null,
      updatedAt: null,
      nextCheckAt: null,
    };
  }
  const { stage, words } = recordProgress(record);
  const state = record.state;
  return {
    name,
    site: record.siteId,
    stage,
    progress: words,
    dnsRecords: (state?.requiredDnsRecords ?? []).map((r) => ({ type: r.type, name: r.domainName, value: r.rdata, action: r.action })),
    hostState: state?.hostState ?? null,
    ownershipState: state?.ownershipState ?? null,
    certState: state?.certState ?? null,
    issues: state?.issues ?? [],
    lastError: record.lastError?.message ?? null,
    updatedAt: record.updatedAt,
    nextCheckAt: record.nextCheckAt,
  };
}

export interface HostingNamesFacts {
  siteId: string;
  domainLimit: number;
  domainsUsed: number;
  host: { name: string; record: HostingRecord | null };
  customDomain: { name: string; record: HostingRecord | null } | null;
}

export function hostingView(facts: HostingNamesFacts): HostingView {
  return {
    site: facts.siteId,
    domainLimit: facts.domainLimit,
    domainsUsed: facts.domainsUsed,
    headroom: Math.max(0, facts.domainLimit - facts.domainsUsed),
    host: hostingNameView(facts.host.name, facts.host.record),
    customDomain: facts.customDomain ? hostingNameView(facts.customDomain.name, facts.customDomain.record) : null,
  };
}
