import type { StoredMatch } from '../../src/domain/clicks/types';
import { iosVersionFromDarwin, majorMinor, parseAppAgent } from '../../src/domain/match/app-agent';
import { AMBIGUOUS_MINIMUM, chooseCandidate, CROWD_LIMIT } from '../../src/domain/match/choose';
import { clipboardToken, referrerToken } from '../../src/domain/match/schema';
import { FINGERPRINT, scoreCandidate } from '../../src/domain/match/score';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const DAY = 24 * 3600_000;
const candidate = (over: Partial<StoredMatch> = {}): StoredMatch => ({
  clickId: 'c1', projectId: 'p', slug: 'a', clickedAt: '2026-11-22T11:00:00.000Z', expiresAt: '2026-11-23T11:00:00.000Z',
  ipHash: 'h', osFamily: 'ios', osVersion: '17.4', deviceModel: null, browser: 'Mobile Safari',
  clipboardToken: 'x', referrerToken: 'y', consumedAt: null, consumedBy: null, signals: null, ...over,
});

describe('app user agents', () => {
  it.each([
    ['20.0.0', '14.0'], ['21.6.0', '15.6'], ['22.4.0', '16.4'], ['23.4.0', '17.4'], ['24.6.0', '18.6'], ['25.0.0', '26.0'], ['25.2.0', '26.2'], ['19.0.0', null],
  ])('Darwin %s is iOS %s', (darwin, ios) => {
    expect(iosVersionFromDarwin(darwin)).toBe(ios);
  });

  it.each([
    ['Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0', { osFamily: 'ios', osVersion: '17.4', deviceModel: null }],
    ['Acme/1.0 CFNetwork/3860.100.1 Darwin/25.0.0', { osFamily: 'ios', osVersion: '26.0', deviceModel: null }],
    ['Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP1A.240305.019)', { osFamily: 'android', osVersion: '14', deviceModel: 'Pixel 8' }],
    ['okhttp/4.12.0', { osFamily: 'android', osVersion: null, deviceModel: null }],
    ['curl/8.0', { osFamily: null, osVersion: null, deviceModel: null }],
  ])('%s', (ua, device) => {
    expect(parseAppAgent(ua)).toEqual(device);
  });

  it('compares versions by major.minor', () => {
    expect(majorMinor('17.4.1')).toBe('17.4');
    expect(majorMinor('14')).toBe('14.0');
    expect(majorMinor(null)).toBeNull();
  });
});

describe('tokens in match requests', () => {
  it('reads the Ferry token out of a Play install referrer in any encoding', () => {
    expect(referrerToken('ferry_click=abc&utm_source=google-play')).toBe('abc');
    expect(referrerToken('ferry_click%3Dabc%26utm_source%3Dx')).toBe('abc');
    expect(referrerToken('utm_source=google-play')).toBeNull();
  });

  it('reads a 22-character token out of copied text', () => {
    expect(clipboardToken('  AbCdEfGhIjKlMnOpQrStUv \n')).toBe('AbCdEfGhIjKlMnOpQrStUv');
    expect(clipboardToken('short')).toBeNull();
  });
});

describe('scoring a candidate', () => {
  const device = { osVersion: '17.4', deviceModel: null, signals: {} };

  it('IP + exact OS version alone stays below the minimum; one more agreeing fact clears it; another major version rules it out', () => {
    expect(scoreCandidate(candidate(), device, NOW, DAY)!).toBeLessThan(FINGERPRINT.minimum);
    expect(scoreCandidate(candidate({ deviceModel: 'iPhone15,3' }), { ...device, deviceModel: 'iPhone15,3' }, NOW, DAY)!).toBeGreaterThanOrEqual(FINGERPRINT.minimum);
    expect(scoreCandidate(candidate({ signals: { screen: { width: 390, height: 844 } } }), { ...device, signals: { screen: { width: 390, height: 844 } } }, NOW, DAY)!).toBeGreaterThanOrEqual(FINGERPRINT.minimum);
    expect(scoreCandidate(candidate({ osVersion: '16.4' }), device, NOW, DAY)).toBeNull();
    expect(scoreCandidate(candidate({ osVersion: null }), device, NOW, DAY)!).toBeLessThan(FINGERPRINT.minimum);
  });

  it('agreeing signals raise the score, a contradicting one rules the candidate out', () => {
    const signals = { screen: { width: 390, height: 844 }, timezone: 'Europe/Paris', language: 'fr-FR' };
    const withSignals = scoreCandidate(candidate({ signals }), { ...device, signals: { ...signals, screen: { width: 844, height: 390 } } }, NOW, DAY)!;
    expect(withSignals).toBeGreaterThanOrEqual(AMBIGUOUS_MINIMUM);
    expect(scoreCandidate(candidate({ signals }), { ...device, signals: { timezone: 'Asia/Tokyo' } }, NOW, DAY)).toBeNull();
    expect(scoreCandidate(candidate({ signals }), { ...device, signals: { screen: { width: 430, height: 932 } } }, NOW, DAY)).toBeNull();
  });

  it('an older click scores a little lower', () => {
    const recent = scoreCandidate(candidate({ clickedAt: '2026-11-22T11:59:00.000Z' }), device, NOW, DAY)!;
    const old = scoreCandidate(candidate({ clickedAt: '2026-11-21T13:00:00.000Z' }), device, NOW, DAY)!;
    expect(old).toBeLessThan(recent);
  });
});

describe('the ambiguity rule', () => {
  const s = (slug: string, confidence: number, clickId = slug) => ({ match: candidate({ slug, clickId }), confidence });

  it('one viable candidate is answered; none above the minimum, nothing', () => {
    expect(chooseCandidate([s('a', 0.8)])?.match.slug).toBe('a');
    expect(chooseCandidate([s('a', 0.7)])).toBeNull();
  });

  it('ties between different links answer the most recent only above the ambiguous minimum', () => {
    expect(chooseCandidate([s('b', 0.8), s('a', 0.78)])).toBeNull();
    expect(chooseCandidate([s('b', 0.9), s('a', 0.88)])?.match.slug).toBe('b');
  });

  it('ties within one link are no ambiguity; a clear winner needs no threshold', () => {
    expect(chooseCandidate([s('a', 0.8, 'c2'), s('a', 0.8, 'c1')])?.match.clickId).toBe('c2');
    expect(chooseCandidate([s('b', 0.77), s('a', 0.95)])?.match.slug).toBe('a');
  });

  it('the crowd rule: an IP with more pending clicks than CROWD_LIMIT gets no fingerprint answer', () => {
    expect(chooseCandidate([s('a', 0.95)], CROWD_LIMIT)?.match.slug).toBe('a');
    expect(chooseCandidate([s('a', 0.95)], CROWD_LIMIT + 1)).toBeNull();
  });
});
