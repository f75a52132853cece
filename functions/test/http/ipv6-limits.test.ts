// Per-IP request limits and IPv6: one client is handed a whole /64 and may use a new address
// for every request, so the limits count per /64; an IPv4-mapped address counts as its IPv4.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('per-IP limits with IPv6 addresses', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeEach(async () => {
    t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS });
    acme = await appProject(t, 'acme');
    await acme.link({ slug: 'web', desktopUrl: 'https://acme.example/sale' });
  });
  afterEach(() => t.close());

  const inPrefix = (prefix: string, i: number) => `${prefix}:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}:${((i * 7) % 0xffff).toString(16)}:1`;
  const api = (ip: string) => t.app.request('/api/links', { headers: { authorization: `Bearer ${acme.secretKey}`, 'x-forwarded-for': ip } });
  const visit = (ip: string) =>
    t.app.request('http://acme.localhost:8080/web', { headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': ip }, redirect: 'manual' });

  it('when 100 API calls come from 100 addresses of one /64, then the 101st is 429; another /64 is not limited', async () => {
    for (let i = 1; i <= 100; i++) expect((await api(inPrefix('2001:db8:aa:1', i))).status).toBe(200);
    expect((await api(inPrefix('2001:db8:aa:1', 101))).status).toBe(429);
    expect((await api(inPrefix('2001:db8:aa:2', 1))).status).toBe(200);
  });

  it('when 60 visits come from 60 addresses of one /64, then the 61st is 429', async () => {
    for (let i = 1; i <= 60; i++) expect((await visit(inPrefix('2001:db8:bb:1', i))).status).toBe(302);
    expect((await visit(inPrefix('2001:db8:bb:1', 61))).status).toBe(429);
    expect((await visit('2001:db8:bb:2::1')).status).toBe(302);
  });

  it('when an IPv4 client also shows up as its IPv4-mapped IPv6 address, then both count against one budget', async () => {
    for (let i = 1; i <= 30; i++) expect((await visit('198.51.100.77')).status).toBe(302);
    for (let i = 1; i <= 30; i++) expect((await visit('::ffff:198.51.100.77')).status).toBe(302);
    expect((await visit('198.51.100.77')).status).toBe(429);
  });
});
