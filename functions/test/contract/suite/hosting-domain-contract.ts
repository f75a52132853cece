// Names on Firebase Hosting (HostingDomainRepo): a record comes back whole, the due list is
// bounded and soonest first, a name with nothing to do is never due, and the site count sees
// only names wanted present on that site.

import type { HostingRecord } from '../../../src/domain/hosting-domains/hosting-record';
import type { Store } from '../../../src/store/ports';

const run = Math.random().toString(36).slice(2, 8);

function aRecord(name: string, over: Partial<HostingRecord> = {}): HostingRecord {
  return {
    domainName: `${name}-${run}.hosting.example`,
    projectId: `prj_${run}`,
    kind: 'custom',
    siteId: `site-${run}`,
    want: 'present',
    state: {
      domainName: `${name}-${run}.hosting.example`,
      hostState: 'HOST_UNHOSTED',
      ownershipState: 'OWNERSHIP_MISSING',
      certState: 'CERT_PREPARING',
      requiredDnsRecords: [{ type: 'A', domainName: `${name}-${run}.hosting.example`, rdata: '199.36.158.100', action: 'ADD' }],
      issues: [],
      reconciling: true,
      deleted: false,
    },
    lastError: null,
    attempts: 0,
    nextCheckAt: '2026-06-01T00:10:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    ...over,
  };
}

export function hostingDomainContract(store: () => Store): void {
  describe('hosting domains', () => {
    it('when a record is put, then get answers it whole; a second put replaces it; remove forgets it', async () => {
      const record = aRecord('whole', { state: { ...aRecord('whole').state!, checkedAt: '2026-06-01T00:00:00.000Z', etag: 'e1' } });
      await store().hostingDomains.put(record);
      expect(await store().hostingDomains.get(record.domainName)).toEqual(record);
      const failed = { ...record, state: null, lastError: { kind: 'unavailable' as const, message: 'down', at: '2026-06-01T00:01:00.000Z' }, attempts: 2 };
      await store().hostingDomains.put(failed);
      expect(await store().hostingDomains.get(record.domainName)).toEqual(failed);
      await store().hostingDomains.remove(record.domainName);
      expect(await store().hostingDomains.get(record.domainName)).toBeNull();
      await expect(store().hostingDomains.remove(record.domainName)).resolves.toBeUndefined();
    });

    it('when names fall due, then listDue answers those at or before now, soonest first, at most limit; a settled one never', async () => {
      const late = aRecord('due-late', { nextCheckAt: '2026-06-01T00:30:00.000Z' });
      const early = aRecord('due-early', { nextCheckAt: '2026-06-01T00:05:00.000Z' });
      const exact = aRecord('due-exact', { nextCheckAt: '2026-06-01T00:20:00.000Z' });
      const settled = aRecord('due-settled', { nextCheckAt: null });
      for (const r of [late, early, exact, settled]) await store().hostingDomains.put(r);
      const mine = (records: HostingRecord[]) => records.map((r) => r.domainName).filter((n) => n.endsWith(`-${run}.hosting.example`) && n.startsWith('due-'));
      expect(mine(await store().hostingDomains.listDue('2026-06-01T00:20:00.000Z', 100))).toEqual([early.domainName, exact.domainName]);
      expect(mine(await store().hostingDomains.listDue('2027-01-01T00:00:00.000Z', 100))).toEqual([early.domainName, exact.domainName, late.domainName]);
      expect((await store().hostingDomains.listDue('2027-01-01T00:00:00.000Z', 2)).length).toBeLessThanOrEqual(2);
      expect((await store().hostingDomains.get(settled.domainName))?.nextCheckAt).toBeNull();
    });

    it('when names are counted, then only those of the site wanted present count', async () => {
      const site = `count-${run}`;
      await store().hostingDomains.put(aRecord('count-a', { siteId: site }));
      await store().hostingDomains.put(aRecord('count-b', { siteId: site, kind: 'host' }));
      await store().hostingDomains.put(aRecord('count-gone', { siteId: site, want: 'absent' }));
      await store().hostingDomains.put(aRecord('count-other', { siteId: `${site}-other` }));
      expect(await store().hostingDomains.countOnSite(site)).toBe(2);
      await store().hostingDomains.remove(aRecord('count-a').domainName);
      expect(await store().hostingDomains.countOnSite(site)).toBe(1);
      expect(await store().hostingDomains.countOnSite(`nothing-${run}`)).toBe(0);
    });
  });
}
