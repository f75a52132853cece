// Firebase Hosting's failures never lose a project or a domain: each is recorded on
// the name, shown in words, and retried by the scheduled job; Hosting's error answers
// (already exists, permission denied, quota) become clear states.

import { createGoogleHostingApi } from '../../src/services/hosting-domains/google-hosting-api';
import { pollHostingNames } from '../../src/services/projects/poll-hosting-names';
import { standinHosting } from '../support/hosting-deps';
import { type HostingStandin, startHostingStandin } from '../support/hosting-standin';
import { testApp } from '../support/test-app';

let standin: HostingStandin;
let t: ReturnType<typeof testApp>;

beforeEach(async () => {
  standin = await startHostingStandin();
  t = testApp(undefined, { hosting: standinHosting(standin) });
});
afterEach(async () => {
  await t.close();
  await standin.close();
});

const hostOf = async (id: string, token: string) => (await t.call('GET', `/api/projects/${id}/domain`, { token })).json.hosting.host;
const dueAgain = async (name: string) => t.setNow(new Date((await t.store.hostingDomains.get(name))!.nextCheckAt!));

describe('Hosting names: failures', () => {
  it('when Hosting is down, then the project is still created, the failure shown, and the job adds the name later', async () => {
    standin.failNext('down');
    const p = await t.seedProject('down');
    expect(await t.store.projects.get(p.id)).not.toBeNull();
    expect(standin.domain('down.localhost')).toBeUndefined();
    const shown = await hostOf(p.id, p.ownerToken);
    expect(shown).toMatchObject({ stage: 'adding', lastError: expect.any(String) });
    expect(shown.progress).toMatch(/^not added yet: Firebase Hosting did not answer \(.+\); retrying$/);
    await dueAgain('down.localhost');
    expect(await pollHostingNames(t.deps)).toMatchObject({ checked: 1, waiting: 1 });
    expect(standin.domain('down.localhost')).toBeDefined();
    expect(await hostOf(p.id, p.ownerToken)).toMatchObject({ stage: 'dns', progress: 'waiting for DNS', lastError: null });
  });

  it('when Hosting answers 503 to a custom domain, then the domain is saved pending and its create is retried', async () => {
    const p = await t.seedProject('flaky');
    standin.failNext('unavailable');
    const set = await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.ownerToken, body: { hostname: 'go.flaky.example' } });
    expect(set.status).toBe(200);
    expect((await t.store.projects.get(p.id))?.customDomain).toEqual({ hostname: 'go.flaky.example', status: 'pending' });
    expect(await t.store.hostingDomains.get('go.flaky.example')).toMatchObject({
      state: null,
      attempts: 1,
      lastError: { kind: 'unavailable', message: 'The service is currently unavailable.' },
    });
    await dueAgain('go.flaky.example');
    await pollHostingNames(t.deps);
    expect(standin.domain('go.flaky.example')).toBeDefined();
  });

  it('when the service account may not manage Hosting, then the name says so and waits an hour before trying again', async () => {
    standin.failNext('permission-denied');
    const p = await t.seedProject('denied');
    const shown = await hostOf(p.id, p.ownerToken);
    expect(shown.progress).toBe(
      "not added yet: Ferry's service account may not manage Firebase Hosting (it needs Firebase Hosting Admin) (The caller does not have permission); retrying",
    );
    expect(Date.parse(shown.nextCheckAt) - t.deps.now().getTime()).toBe(60 * 60_000);
  });

  it("when Hosting answers RESOURCE_EXHAUSTED, then the name reads 'site full' and is retried later", async () => {
    standin.failNext('quota');
    const p = await t.seedProject('quota');
    const shown = await hostOf(p.id, p.ownerToken);
    expect(shown).toMatchObject({ stage: 'site-full' });
    expect(shown.progress).toBe("site full: Firebase Hosting refused more custom domains (Quota exceeded for quota metric 'Write requests'); retrying");
    await dueAgain('quota.localhost');
    await pollHostingNames(t.deps);
    expect(await hostOf(p.id, p.ownerToken)).toMatchObject({ stage: 'dns' });
  });

  it('when Hosting already has the name (added by hand, or a create whose answer was lost), then Ferry adopts it', async () => {
    const byHand = createGoogleHostingApi({
      projectId: 'ferry-test',
      siteId: 'ferry-test',
      rootUrl: standin.rootUrl,
      accessToken: standin.token,
      sleep: async () => undefined,
    });
    await byHand.create('adopt.localhost');
    standin.advance('adopt.localhost', { hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', certState: 'CERT_ACTIVE' });
    const p = await t.seedProject('adopt');
    expect(await hostOf(p.id, p.ownerToken)).toMatchObject({ stage: 'active', progress: 'active', nextCheckAt: null, lastError: null });
  });

  it('when a removal fails, then the name stays marked for removal and the job removes it', async () => {
    const p = await t.seedProject('remove');
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.ownerToken, body: { hostname: 'go.remove.example' } });
    standin.failNext('unavailable');
    expect((await t.call('DELETE', `/api/projects/${p.id}/domain`, { token: p.ownerToken })).status).toBe(200);
    expect(await t.store.hostingDomains.get('go.remove.example')).toMatchObject({ want: 'absent', attempts: 1 });
    expect(standin.domain('go.remove.example')).toBeDefined();
    await dueAgain('go.remove.example');
    expect(await pollHostingNames(t.deps)).toMatchObject({ removed: 1 });
    expect(standin.domain('go.remove.example')).toBeUndefined();
    expect(await t.store.hostingDomains.get('go.remove.example')).toBeNull();
  });

  it('when the refresh is asked for a project made before the automation, then its host is added; refresh=yes is a 400', async () => {
    const before = testApp(t.store);
    const p = await before.seedProject('older');
    expect(await hostOf(p.id, p.ownerToken)).toMatchObject({ stage: 'not-added', site: null });
    const res = await t.call('GET', `/api/projects/${p.id}/domain?refresh=1`, { token: p.ownerToken });
    expect(res.json.hosting.host).toMatchObject({ stage: 'dns', site: 'ferry-test' });
    const bad = await t.call('GET', `/api/projects/${p.id}/domain?refresh=yes`, { token: p.ownerToken });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'refresh must be 1 or 0', code: 'INVALID_ARGUMENT', field: 'refresh' });
  });
});
