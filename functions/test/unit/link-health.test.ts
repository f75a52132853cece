import { healthOf, healthTargets, isCheckable, turnedDead } from '../../src/domain/links/health';
import { checkLinkHealth } from '../../src/services/link-health/check-links';
import { testApp } from '../support/test-app';

describe('link health rules', () => {
  const now = new Date('2026-11-25T03:30:00.000Z');

  it('probes the desktop URL alone when set, else the fallback chain; templated URLs are left out', () => {
    expect(healthTargets({ desktopUrl: 'https://a.example/', fallbackChain: ['https://b.example/'] })).toEqual(['https://a.example/']);
    expect(healthTargets({ fallbackChain: ['https://b.example/', 'https://c.example/#{slug}'] })).toEqual(['https://b.example/']);
    expect(healthTargets({ desktopUrl: 'https://a.example/#{country}', fallbackChain: ['https://b.example/'] })).toEqual([]);
    expect(healthTargets({ fallbackChain: [] })).toEqual([]);
  });

  it('checks a link until the instant it expires, and only when it has something to probe', () => {
    const link = { desktopUrl: 'https://a.example/', fallbackChain: [] };
    expect(isCheckable(link, now)).toBe(true);
    expect(isCheckable({ ...link, expiresAt: '2026-11-25T03:30:00.001Z' }, now)).toBe(true);
    expect(isCheckable({ ...link, expiresAt: '2026-11-25T03:30:00.000Z' }, now)).toBe(false);
    expect(isCheckable({ fallbackChain: [] }, now)).toBe(false);
  });

  it('is live when any probe answered 200; dead names the last URL tried and why', () => {
    const at = now.toISOString();
    expect(
      healthOf(
        ['u1', 'u2'],
        [
          { live: false, error: 'HTTP 500' },
          { live: true, error: null },
        ],
        at,
      ),
    ).toEqual({ status: 'live', checkedAt: at, lastError: null });
    expect(
      healthOf(
        ['u1', 'u2'],
        [
          { live: false, error: 'HTTP 500' },
          { live: false, error: 'ENOTFOUND' },
        ],
        at,
      ),
    ).toEqual({ status: 'dead', checkedAt: at, lastError: 'u2: ENOTFOUND' });
    expect(healthOf(['u1'], [{ live: false, error: null }], at).lastError).toBe('u1: no answer');
  });

  it('raises link.broken when a link that was live or never checked is found dead, not when it stays dead', () => {
    const at = now.toISOString();
    const live = { status: 'live' as const, checkedAt: at, lastError: null };
    const dead = { status: 'dead' as const, checkedAt: at, lastError: 'x' };
    expect(turnedDead(live, dead)).toBe(true);
    expect(turnedDead(undefined, dead)).toBe(true);
    expect(turnedDead(dead, dead)).toBe(false);
    expect(turnedDead(dead, live)).toBe(false);
    expect(turnedDead(undefined, live)).toBe(false);
  });
});

describe('checkLinkHealth bounds its work', () => {
  const probed: string[] = [];
  const t = testApp(undefined, { checkUrl: async (url) => (probed.push(url), { live: true, error: null }) });
  afterAll(() => t.close());

  beforeAll(async () => {
    t.setNow(new Date('2026-11-25T03:30:00.000Z'));
    for (const name of ['hlth-a', 'hlth-b']) {
      const p = await t.seedProject(name);
      ids[name] = p.id;
      for (let i = 0; i < 3; i += 1) {
        const res = await t.call('POST', '/api/links', {
          token: p.secretKey,
          body: { title: `L${i}`, slug: `l${i}`, deepLink: 'acme://x', desktopUrl: `https://${name}.example/${i}` },
        });
        expect(res.status).toBe(200);
      }
    }
  });
  const ids: Record<string, string> = {};
  beforeEach(() => (probed.length = 0));

  it('with no budget, probes nothing', async () => {
    expect(await checkLinkHealth(t.deps, { budgetMs: 0 })).toEqual({ checked: 0, broken: 0 });
    expect(probed).toEqual([]);
  });

  it('probes at most maxLinksPerProject links a project (the newest), starting at a random project', async () => {
    expect((await checkLinkHealth(t.deps, { maxLinksPerProject: 2, random: () => 0.99 })).checked).toBe(4);
    // Projects go by id; 0.99 starts at the last one.
    const last = ids['hlth-a']! > ids['hlth-b']! ? 'hlth-a' : 'hlth-b';
    expect(probed.slice(0, 2).every((url) => url.includes(last))).toBe(true);
    expect(probed.some((url) => url.endsWith('/0'))).toBe(false);
    // The rest is due; what was just checked is not.
    probed.length = 0;
    expect((await checkLinkHealth(t.deps, { concurrency: 1 })).checked).toBe(2);
    expect(probed.sort()).toEqual(['https://hlth-a.example/0', 'https://hlth-b.example/0']);
  });
});
