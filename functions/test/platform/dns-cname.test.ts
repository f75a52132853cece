import { createCnameResolver } from '../../src/platform/dns-cname';
import type { FakeDns } from '../support/fake-dns';
import { startFakeDns } from '../support/fake-dns';

describe('CNAME resolver (custom-domain verification)', () => {
  let dns: FakeDns;
  beforeAll(async () => {
    dns = await startFakeDns({
      cnames: { 'go.acme.example': 'acme.ferry.link' },
      missing: ['nowhere.acme.example'],
      silent: ['slow.acme.example'],
    });
  });
  afterAll(() => dns.close());

  it('when the name has a CNAME, then its target', async () => {
    const resolve = createCnameResolver({ servers: [dns.server] });
    expect(await resolve('go.acme.example')).toEqual(['acme.ferry.link']);
  });

  it('when the name has no CNAME or does not exist, then []', async () => {
    const resolve = createCnameResolver({ servers: [dns.server] });
    expect(await resolve('plain.acme.example')).toEqual([]);
    expect(await resolve('nowhere.acme.example')).toEqual([]);
  });

  it('when the server never answers, then the lookup rejects by its deadline', async () => {
    const resolve = createCnameResolver({ servers: [dns.server], timeoutMs: 300 });
    const started = Date.now();
    await expect(resolve('slow.acme.example')).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(dns.queries).toContain('slow.acme.example');
  });
});
