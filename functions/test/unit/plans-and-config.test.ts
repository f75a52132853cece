import { loadConfig } from '../../src/config';
import { applyLinkPatch } from '../../src/domain/links/apply-patch';
import { PLAN_LIMITS, projectAllowance, usageMonth } from '../../src/domain/plans/plans';
import { aLink } from '../contract/suite/fixtures';

describe('plans', () => {
  it('when the month is computed, then it is the UTC month', () => {
    expect(usageMonth(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(usageMonth(new Date('2026-12-01T00:00:00.000+01:00'))).toBe('2026-11');
  });

  it('when an owner has projects on several plans, then the best plan sets the allowance', () => {
    expect(projectAllowance([])).toBe(3);
    expect(projectAllowance(['free', 'indie'])).toBe(10);
    expect(projectAllowance(['studio'])).toBe(Infinity);
  });

  it('holds the plan limits of docs/api.md', () => {
    expect(PLAN_LIMITS.free).toMatchObject({ linksPerMonth: 300, clicksPerMonth: 10_000, customDomain: false, removeBranding: false });
    expect(PLAN_LIMITS.indie).toMatchObject({ linksPerMonth: 5_000, clicksPerMonth: 300_000, customDomain: true, removeBranding: false });
    expect(PLAN_LIMITS.studio).toMatchObject({ linksPerMonth: Infinity, clicksPerMonth: 10_000_000, removeBranding: true });
  });
});

describe('config', () => {
  it('when nothing is set, then self-hosted defaults apply', () => {
    expect(loadConfig({}, 'self-hosted')).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' },
      store: 'sqlite',
      dataDir: './data',
      trustProxy: false,
      countryHeader: undefined,
    });
  });

  it('when running as Cloud Functions, then https, Firestore, trusted proxy and the App Engine country header', () => {
    expect(loadConfig({}, 'functions')).toMatchObject({
      hosts: { publicScheme: 'https' },
      store: 'firestore',
      trustProxy: true,
      countryHeader: 'x-appengine-country',
    });
  });

  it('when a variable is invalid, then loading fails naming it', () => {
    expect(() => loadConfig({ STORE: 'mysql' }, 'self-hosted')).toThrow(/STORE/);
    expect(() => loadConfig({ PORT: 'eighty' }, 'self-hosted')).toThrow(/PORT/);
    expect(loadConfig({ TRUST_PROXY: 'on', COUNTRY_HEADER: 'CF-IPCountry' }, 'self-hosted')).toMatchObject({ trustProxy: true, countryHeader: 'cf-ipcountry' });
  });
});

describe('applyLinkPatch', () => {
  it('when a list field is cleared with null, then it becomes empty; a scalar is removed', () => {
    const link = aLink('p', { desktopUrl: 'https://d.example' });
    const next = applyLinkPatch(link, { tags: null, desktopUrl: null, title: 'New' }, '2026-02-02T00:00:00.000Z');
    expect(next.tags).toEqual([]);
    expect('desktopUrl' in next).toBe(false);
    expect(next).toMatchObject({ title: 'New', updatedAt: '2026-02-02T00:00:00.000Z', slug: link.slug });
  });
});
