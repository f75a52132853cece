import type { LinkRecord } from '../../src/domain/links/types';
import type { ProjectRecord } from '../../src/domain/projects/types';
import { decideAfterProbe, decideMissingLink, decideRedirect } from '../../src/domain/redirect/decide-redirect';
import type { Visitor } from '../../src/domain/redirect/types';
import { fillVariables } from '../../src/domain/redirect/variables';
import { aLink, aProject } from '../contract/suite/fixtures';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const SHORT = 'https://acme.ferry.link/promo';

const project = (over: Partial<ProjectRecord['settings']> = {}, plan: ProjectRecord['plan'] = 'studio') =>
  aProject({ plan, settings: { appName: 'Acme', ios: { appStoreId: '123' }, android: { packageName: 'com.acme.app' }, deepview: { enabled: true }, ...over } });
const link = (over: Partial<LinkRecord> = {}) => aLink('p', { slug: 'promo', deepLink: 'acme://promo/#{country}', geoRouting: [], fallbackChain: [], ...over });
const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  platform: 'ios',
  crawler: false,
  inAppBrowser: false,
  country: 'FR',
  query: {},
  now: NOW,
  passwordAccepted: false,
  clickQuotaSpent: false,
  clicksSoFar: 0,
  referrerToken: 'tok123',
  ...over,
});
const decide = (l: LinkRecord, v: Partial<Visitor> = {}, p = project()) => decideRedirect(l, p, visitor(v), SHORT);

describe('decideRedirect, in the order of docs/link-host.md', () => {
  it('2. a crawler gets the Open Graph page, uncounted, even on a scheduled or password link', () => {
    for (const l of [link(), link({ scheduledAt: '2027-01-01T00:00:00.000Z' }), link({ passwordHash: 'scrypt$x' })]) {
      expect(decide(l, { crawler: true })).toMatchObject({ kind: 'page', page: 'crawler', status: 200, count: false, rule: 'crawler', chain: [SHORT] });
    }
  });

  it('3a. before scheduledAt: Coming Soon (200, uncounted); at scheduledAt the link works', () => {
    expect(decide(link({ scheduledAt: '2026-11-22T10:00:01.000Z' }))).toMatchObject({ page: 'coming-soon', status: 200, count: false, rule: 'scheduled' });
    expect(decide(link({ scheduledAt: '2026-11-22T10:00:00.000Z' }))).toMatchObject({ page: 'deepview' });
  });

  it('3b. at or after expiresAt: 410 expired', () => {
    expect(decide(link({ expiresAt: '2026-11-22T10:00:00.000Z' }))).toMatchObject({
      page: 'gone',
      status: 410,
      goneReason: 'expired',
      count: false,
      rule: 'expired',
    });
    expect(decide(link({ expiresAt: '2026-11-22T10:00:01.000Z' }))).toMatchObject({ page: 'deepview' });
  });

  it('3c. clicks at maxClicks: 410 capped; below it the link works', () => {
    expect(decide(link({ maxClicks: 5 }), { clicksSoFar: 5 })).toMatchObject({
      page: 'gone',
      status: 410,
      goneReason: 'capped',
      count: false,
      rule: 'click-cap',
    });
    // Without a cap, any count goes through.
    expect(decide(link(), { clicksSoFar: 1_000_000 })).toMatchObject({ page: 'deepview' });
    expect(decide(link({ maxClicks: 5 }), { clicksSoFar: 4 })).toMatchObject({ page: 'deepview' });
  });

  it("3e. an expired, capped or scheduled link redirects to its expiredUrl, else the project's, uncounted", () => {
    const away = 'https://acme.example/sold-out';
    const cases: [Partial<LinkRecord>, Partial<Visitor>, string][] = [
      [{ scheduledAt: '2026-11-22T10:00:01.000Z' }, {}, 'scheduled-url'],
      [{ expiresAt: '2026-11-22T10:00:00.000Z' }, {}, 'expired-url'],
      [{ maxClicks: 5 }, { clicksSoFar: 5 }, 'click-cap-url'],
    ];
    for (const [over, v, rule] of cases) {
      const own = decide(link({ ...over, expiredUrl: away }), v, project({ expiredUrl: 'https://acme.example/default' }));
      expect(own).toEqual({ kind: 'redirect', status: 302, location: away, chain: [SHORT, away], count: false, rule });
      expect(decide(link(over), v, project({ expiredUrl: away }))).toMatchObject({ kind: 'redirect', location: away, count: false, rule });
    }
    // A live link never uses it.
    expect(decide(link({ expiredUrl: away, maxClicks: 5 }), { clicksSoFar: 4 })).toMatchObject({ page: 'deepview' });
    expect(decide(link({ expiredUrl: away }), { crawler: true })).toMatchObject({ page: 'crawler' });
  });

  it('3d. a password link shows the form until the password is accepted', () => {
    expect(decide(link({ passwordHash: 'scrypt$x' }))).toMatchObject({ page: 'password', status: 200, count: false, rule: 'password' });
    expect(decide(link({ passwordHash: 'scrypt$x' }), { passwordAccepted: true })).toMatchObject({ page: 'deepview', count: true });
  });

  it('3. expiry is checked before the password, scheduling before expiry', () => {
    const both = link({ scheduledAt: '2027-01-01T00:00:00.000Z', expiresAt: '2026-01-01T00:00:00.000Z', passwordHash: 'x' });
    expect(decide(both)).toMatchObject({ page: 'coming-soon' });
    expect(decide(link({ expiresAt: '2026-01-01T00:00:00.000Z', passwordHash: 'x' }))).toMatchObject({ page: 'gone' });
  });

  it("4. the plan's monthly click quota spent: 403 page", () => {
    expect(decide(link(), { clickQuotaSpent: true })).toMatchObject({ page: 'quota', status: 403, count: false, rule: 'plan-quota' });
  });

  it("6. a geo rule holding the visitor's country wins on every platform, with variables filled", () => {
    const l = link({
      geoRouting: [
        { countries: ['DE'], url: 'https://de.example' },
        { countries: ['FR', 'BE'], url: 'https://fr.example/#{slug}?c=#{country}' },
      ],
    });
    for (const platform of ['ios', 'android', 'web'] as const) {
      expect(decide(l, { platform })).toEqual({
        kind: 'redirect',
        status: 302,
        location: 'https://fr.example/promo?c=FR',
        chain: [SHORT, 'https://fr.example/promo?c=FR'],
        count: true,
        rule: 'geo',
      });
    }
    expect(decide(l, { country: 'US' })).toMatchObject({ page: 'deepview' });
  });

  it('7. App Clip on iOS, Instant App on Android, neither on the other platform', () => {
    const l = link({ appClipUrl: 'https://appclip.apple.com/id?p=com.acme.clip', instantAppUrl: 'https://acme.example/instant' });
    expect(decide(l, { platform: 'ios' })).toMatchObject({ kind: 'redirect', location: 'https://appclip.apple.com/id?p=com.acme.clip', rule: 'app-clip' });
    expect(decide(l, { platform: 'android' })).toMatchObject({ kind: 'redirect', location: 'https://acme.example/instant', rule: 'instant-app' });
    expect(decide(link({ instantAppUrl: 'https://acme.example/instant' }), { platform: 'ios' })).toMatchObject({ page: 'deepview' });
  });

  it('8. iOS and Android get the deepview (counted) with the deep link and the store URL', () => {
    expect(decide(link())).toMatchObject({
      kind: 'page',
      page: 'deepview',
      status: 200,
      count: true,
      openUrl: 'acme://promo/FR',
      storeUrl: 'https://apps.apple.com/app/id123',
      chain: [SHORT, 'deepview:ios'],
    });
    expect(decide(link(), { platform: 'android' })).toMatchObject({
      page: 'deepview',
      storeUrl: 'https://play.google.com/store/apps/details?id=com.acme.app&referrer=ferry_click%3Dtok123',
    });
  });

  it('8. with the deepview off, mobile goes straight to the store; in-app browsers still get the deepview', () => {
    const off = project({ deepview: { enabled: false } });
    expect(decide(link(), {}, off)).toMatchObject({ kind: 'redirect', location: 'https://apps.apple.com/app/id123', rule: 'store' });
    expect(decide(link(), { platform: 'android' }, off)).toMatchObject({
      kind: 'redirect',
      location: expect.stringContaining('referrer=ferry_click%3Dtok123'),
    });
    expect(decide(link(), { inAppBrowser: true }, off)).toMatchObject({ page: 'deepview' });
  });

  it('8. with the deepview off and no store configured, mobile falls through to the web rules', () => {
    const bare = project({ deepview: { enabled: false }, ios: {}, android: {} });
    expect(decide(link({ deepLink: undefined, desktopUrl: 'https://acme.example' }), {}, bare)).toMatchObject({ kind: 'redirect', rule: 'desktop-url' });
  });

  it('9. web: desktopUrl, else fallback probes, else the desktop deepview', () => {
    expect(decide(link({ desktopUrl: 'https://acme.example/#{platform}?t=#{timestamp}' }), { platform: 'web' })).toMatchObject({
      kind: 'redirect',
      location: `https://acme.example/web?t=${NOW.getTime() / 1000}`,
      rule: 'desktop-url',
    });
    expect(decide(link({ fallbackChain: ['https://a.example/#{slug}', 'https://b.example'] }), { platform: 'web' })).toEqual({
      kind: 'probe',
      urls: ['https://a.example/promo', 'https://b.example'],
      chain: [SHORT],
    });
    expect(decide(link(), { platform: 'web' })).toMatchObject({ kind: 'page', page: 'desktop', status: 200, count: true });
    expect(decideAfterProbe(SHORT, 'https://b.example')).toMatchObject({
      kind: 'redirect',
      location: 'https://b.example',
      rule: 'fallback',
      chain: [SHORT, 'https://b.example'],
    });
    expect(decideAfterProbe(SHORT, null)).toMatchObject({ page: 'desktop' });
  });

  it('a query value that would make a URL unsafe is refused, and the next rule applies', () => {
    const l = link({ desktopUrl: '#{to}' });
    expect(decide(l, { platform: 'web', query: { to: 'javascript:alert(1)' } })).toMatchObject({ page: 'desktop' });
  });

  it('1. unknown slug: catch-all URL on indie and studio, else nothing (the 404 page)', () => {
    expect(decideMissingLink(project({ catchAllUrl: 'https://acme.example/' }, 'indie'))).toEqual({ location: 'https://acme.example/' });
    expect(decideMissingLink(project({ catchAllUrl: 'https://acme.example/' }, 'free'))).toBeNull();
    expect(decideMissingLink(project())).toBeNull();
  });
});

describe('fillVariables', () => {
  const values = { slug: 'promo', platform: 'android' as const, country: 'US', now: NOW, query: { ref: 'a b&c', utm: 'x' } };

  it('fills the built-in and query variables, URL-encoded', () => {
    expect(fillVariables('acme://p/#{slug}?p=#{platform}&c=#{country}&t=#{timestamp}&r=#{ref}', values)).toBe(
      `acme://p/promo?p=android&c=US&t=${NOW.getTime() / 1000}&r=a%20b%26c`,
    );
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillVariables('https://x.example/#{nope}/#{utm}', values)).toBe('https://x.example/#{nope}/x');
    expect(fillVariables('https://x.example/#{constructor}', values)).toBe('https://x.example/#{constructor}');
  });
});
