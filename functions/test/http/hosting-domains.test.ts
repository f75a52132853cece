// Firebase Hosting's custom domains, against the stand-in Hosting API: a project's
// host and custom domain are added to the site, the domain answer shows Hosting's records and
// progress, the scheduled job follows them to active, and removal takes them off.
import { pollHostingNames } from '../../src/services/projects/poll-hosting-names';
import { standinHosting } from '../support/hosting-deps';
import { type HostingStandin, startHostingStandin } from '../support/hosting-standin';
import { testApp } from '../support/test-app';

let standin: HostingStandin;
let t: ReturnType<typeof testApp>;
let cname: string[] = [];

beforeEach(async () => {
  standin = await startHostingStandin();
  t = testApp(undefined, { hosting: standinHosting(standin), resolveCname: async () => cname });
  cname = [];
});
afterEach(async () => {
  await t.close();
  await standin.close();
});

const later = (minutes: number) => t.setNow(new Date(t.deps.now().getTime() + minutes * 60_000));
const getDomain = (p: { id: string; ownerToken: string }, refresh = false) =>
  t.call('GET', `/api/projects/${p.id}/domain${refresh ? '?refresh=1' : ''}`, { token: p.ownerToken });

describe('Hosting names: added, shown, followed to active, removed', () => {
  it('when a project is created, then its host is added to the site and the answer shows the DNS records, waiting for DNS', async () => {
    const p = await t.seedProject('acme');
    expect(standin.domain('acme.localhost')).toBeDefined();
    const res = await getDomain(p);
    expect(res.status).toBe(200);
    expect(res.json.domain).toBeNull();
    expect(res.json.hosting).toMatchObject({ site: 'ferry-test', domainLimit: 50, domainsUsed: 1, headroom: 49, customDomain: null });
    expect(res.json.hosting.host).toMatchObject({
      name: 'acme.localhost',
      site: 'ferry-test',
      stage: 'dns',
      progress: 'waiting for DNS',
      hostState: 'HOST_UNHOSTED',
      ownershipState: 'OWNERSHIP_MISSING',
      certState: 'CERT_PREPARING',
      lastError: null,
    });
    const usage = await t.call('GET', `/api/projects/${p.id}/usage`, { token: p.ownerToken });
    expect(usage.json.hostingDomains).toEqual({ site: 'ferry-test', used: 1, limit: 50, headroom: 49 });
    expect(res.json.hosting.host.dnsRecords).toEqual([
      { type: 'A', name: 'acme.localhost', value: '199.36.158.100', action: 'ADD' },
      { type: 'TXT', name: 'acme.localhost', value: 'hosting-site=ferry-test', action: 'ADD' },
    ]);
  });

  it('when a custom domain is set and DNS and the certificate come right, then the job makes it active in Ferry', async () => {
    const p = await t.seedProject('beta');
    const set = await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.ownerToken, body: { hostname: 'go.beta.example' } });
    expect(set.status).toBe(200);
    expect(standin.domain('go.beta.example')).toBeDefined();
    expect((await getDomain(p)).json.hosting.customDomain).toMatchObject({ name: 'go.beta.example', progress: 'waiting for DNS' });

    standin.advance('go.beta.example', { hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', certState: 'CERT_VALIDATING' });
    const refreshed = (await getDomain(p, true)).json.hosting.customDomain;
    expect(refreshed).toMatchObject({ stage: 'certificate', progress: 'issuing certificate', dnsRecords: [] });

    // DNS is right for Hosting, but Ferry's own CNAME check has not passed: not active yet.
    cname = ['beta.localhost'];
    const early = await t.call('POST', `/api/projects/${p.id}/domain/verify`, { token: p.ownerToken });
    expect(early.json).toMatchObject({ verified: false, domain: { status: 'pending' } });
    expect(early.json.reason).toBe('go.beta.example points at Ferry, but Firebase Hosting does not serve it with a certificate yet: issuing certificate');

    standin.advance('go.beta.example', { certState: 'CERT_ACTIVE' });
    later(30);
    expect(await pollHostingNames(t.deps)).toMatchObject({ active: 1, waiting: 1 });
    expect((await t.store.projects.get(p.id))?.customDomain).toEqual({ hostname: 'go.beta.example', status: 'active' });
    const record = await t.store.hostingDomains.get('go.beta.example');
    expect(record).toMatchObject({ nextCheckAt: null, state: { certState: 'CERT_ACTIVE' } });
    expect((await getDomain(p)).json.hosting.customDomain).toMatchObject({ stage: 'active', progress: 'active', nextCheckAt: null });
  });

  it('when the domain is replaced and then removed, then each old name leaves the site and Ferry forgets it', async () => {
    const p = await t.seedProject('gamma');
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.ownerToken, body: { hostname: 'go.gamma.example' } });
    await t.call('PATCH', `/api/projects/${p.id}`, { token: p.ownerToken, body: { customDomain: 'links.gamma.example' } });
    expect(standin.domain('go.gamma.example')).toBeUndefined();
    expect(standin.domain('links.gamma.example')).toBeDefined();
    expect(await t.store.hostingDomains.get('go.gamma.example')).toBeNull();
    const removed = await t.call('DELETE', `/api/projects/${p.id}/domain`, { token: p.ownerToken });
    expect(removed.status).toBe(200);
    expect(standin.domain('links.gamma.example')).toBeUndefined();
    expect(await t.store.hostingDomains.get('links.gamma.example')).toBeNull();
    expect(await t.store.hostingDomains.countOnSite('ferry-test')).toBe(1);
  });

  it('when nothing changes, then each look waits twice as long as the one before', async () => {
    await t.seedProject('delta');
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = await t.store.hostingDomains.get('delta.localhost');
      t.setNow(new Date(before!.nextCheckAt!));
      await pollHostingNames(t.deps);
      const after = await t.store.hostingDomains.get('delta.localhost');
      waits.push((Date.parse(after!.nextCheckAt!) - Date.parse(before!.nextCheckAt!)) / 60_000);
    }
    expect(waits).toEqual([20, 40, 80]);
  });

  it('when the site is full, then a new project and a new custom domain are refused with 409 SITE_FULL, and nothing is saved', async () => {
    const small = testApp(undefined, { hosting: standinHosting(standin, 2) });
    try {
      const p = await small.seedProject('full-a');
      await small.seedProject('full-b');
      const refused = await small.call('POST', '/api/projects', { token: p.ownerToken, body: { subdomain: 'full-c', name: 'C' } });
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        code: 'SITE_FULL',
        error:
          'The Firebase Hosting site ferry-test carries 2 of its 2 custom domains, so it cannot take full-c.localhost; ask the operator to add a Hosting site or raise HOSTING_DOMAIN_LIMIT (docs/custom-domains.md)',
      });
      expect(await small.store.projects.getBySubdomain('full-c')).toBeNull();
      const domain = await small.call('PUT', `/api/projects/${p.id}/domain`, { token: p.ownerToken, body: { hostname: 'go.full.example' } });
      expect(domain.status).toBe(409);
      expect(domain.json.code).toBe('SITE_FULL');
      expect((await small.store.projects.get(p.id))?.customDomain).toBeNull();
      expect((await small.call('GET', `/api/projects/${p.id}/domain`, { token: p.ownerToken })).json.hosting).toMatchObject({ domainsUsed: 2, headroom: 0 });
    } finally {
      await small.close();
    }
  });
});
