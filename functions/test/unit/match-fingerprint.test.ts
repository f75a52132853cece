// The fingerprint decision (domain/match/score.ts, choose.ts): evidence as likelihood ratios,
// time, loneliness, the crowd rule, the ambiguity rule, match windows. Thresholds are tested on
// both sides from the named tunables, so a retuned value keeps its tests meaningful.

import type { StoredMatch } from '../../src/domain/clicks/types';
import { CROWD_LIMIT, decideFingerprint, TIE_MARGIN, weigh } from '../../src/domain/match/choose';
import { evidenceFor, FINGERPRINT, timeWeight } from '../../src/domain/match/score';
import { DEFAULT_MATCH_WINDOW_MINUTES } from '../../src/domain/projects/match-window';
import { ago, app, click, ctx, MIN, retuned } from '../support/match-fixtures';

/** The age at which a lone candidate of this evidence reaches exactly `confidence`. */
const ageFor = (confidence: number, evidence: number) => {
  const weight = (confidence * FINGERPRINT.organicPerClick) / ((1 - confidence) * evidence);
  return FINGERPRINT.freshMinutes * MIN * weight ** (-1 / FINGERPRINT.decay);
};

describe('evidence', () => {
  it('nothing beyond IP and OS family weighs 1; the same release multiplies, another minor divides, another major rules out', () => {
    expect(evidenceFor(click({ osVersion: null }), app())).toBe(1);
    expect(evidenceFor(click(), app({ osVersion: null }))).toBe(1);
    expect(evidenceFor(click(), app())).toBe(FINGERPRINT.versionMatch);
    expect(evidenceFor(click({ osVersion: '17.4.1' }), app())).toBe(FINGERPRINT.versionMatch);
    expect(evidenceFor(click({ osVersion: '17.3' }), app())).toBe(FINGERPRINT.minorDiffers);
    expect(evidenceFor(click({ osVersion: '16.4' }), app())).toBeNull();
  });

  it('a real model multiplies when equal (any case) and rules out when not', () => {
    expect(evidenceFor(click({ deviceModel: 'iPhone15,3' }), app({ deviceModel: 'iphone15,3' }))).toBe(FINGERPRINT.versionMatch * FINGERPRINT.modelMatch);
    expect(evidenceFor(click({ deviceModel: 'iPhone15,3' }), app({ deviceModel: 'iPhone14,7' }))).toBeNull();
  });

  it("the deepview's client hints stand in for what a reduced Android UA hid, and never override the UA", () => {
    const reduced = { osFamily: 'android' as const, osVersion: null, deviceModel: null };
    const pixel = app({ osVersion: '14', deviceModel: 'Pixel 8' });
    expect(evidenceFor(click({ ...reduced, signals: { platformVersion: '14.0.0', model: 'Pixel 8' } }), pixel)).toBe(
      FINGERPRINT.versionMatch * FINGERPRINT.modelMatch,
    );
    expect(evidenceFor(click({ ...reduced, signals: { platformVersion: '13.0.0' } }), pixel)).toBeNull();
    expect(evidenceFor(click({ ...reduced, signals: { model: 'Pixel 7' } }), pixel)).toBeNull();
    expect(
      evidenceFor(click({ osFamily: 'android', osVersion: '14', deviceModel: 'Pixel 8', signals: { platformVersion: '13.0.0', model: 'Pixel 7' } }), pixel),
    ).not.toBeNull();
  });

  it('browser signals multiply when they agree (screen in either orientation, language by its first two letters) and rule out when not', () => {
    const signals = { screen: { width: 390, height: 844 }, timezone: 'Europe/Paris', language: 'fr-FR' };
    const all = FINGERPRINT.versionMatch * FINGERPRINT.screenMatch * FINGERPRINT.timezoneMatch * FINGERPRINT.languageMatch;
    expect(evidenceFor(click({ signals }), app({ signals: { screen: { width: 844, height: 390 }, timezone: 'Europe/Paris', language: 'fr-CA' } }))).toBeCloseTo(
      all,
    );
    expect(evidenceFor(click({ signals }), app({ signals: { screen: { width: 430, height: 932 } } }))).toBeNull();
    expect(evidenceFor(click({ signals }), app({ signals: { timezone: 'Asia/Tokyo' } }))).toBeNull();
    expect(evidenceFor(click({ signals }), app({ signals: { language: 'en-US' } }))).toBeNull();
  });
});

describe('time', () => {
  it(`weighs 1 up to ${FINGERPRINT.freshMinutes} minutes, then falls as (fresh / age) ^ decay`, () => {
    const fresh = FINGERPRINT.freshMinutes * MIN;
    expect(timeWeight(0)).toBe(1);
    expect(timeWeight(fresh)).toBe(1);
    expect(timeWeight(fresh + 1)).toBeLessThan(1);
    expect(timeWeight(4 * fresh)).toBeCloseTo(0.25 ** FINGERPRINT.decay);
    expect(timeWeight(20 * 60 * MIN)).toBeLessThan(timeWeight(60 * MIN));
  });
});

describe('the decision', () => {
  it('a lone fresh click is answered even with nothing but IP and OS family (a reduced Android UA)', () => {
    const lone = click({ osFamily: 'android', osVersion: null });
    const decision = decideFingerprint([lone], ctx({ device: app({ osVersion: '14' }) }));
    expect(decision).toEqual({ outcome: 'answer', match: lone, confidence: 1 / (1 + FINGERPRINT.organicPerClick) });
  });

  it('the minimum, on both sides: the same lone click is answered just younger and refused just older', () => {
    const edge = ageFor(FINGERPRINT.minimum, FINGERPRINT.versionMatch);
    expect(decideFingerprint([click({ clickedAt: ago(edge - MIN) })], ctx()).outcome).toBe('answer');
    expect(decideFingerprint([click({ clickedAt: ago(edge + MIN) })], ctx())).toMatchObject({ outcome: 'below-minimum' });
  });

  it('the same click 20 hours old is weak; a second link on the router splits the evidence', () => {
    expect(decideFingerprint([click({ clickedAt: ago(20 * 60 * MIN) })], ctx()).outcome).toBe('below-minimum');
    const decision = decideFingerprint([click({ slug: 'b' }), click({ slug: 'a', clickedAt: ago(7 * MIN) })], ctx());
    expect(decision.outcome).toBe('ambiguous');
  });

  it('two links on one IP never answer the older one', () => {
    for (const gap of [1, 5, 30, 120, 600]) {
      const newer = click({ slug: 'new', clickedAt: ago(3 * MIN) });
      const decision = decideFingerprint([newer, click({ slug: 'old', clickedAt: ago((3 + gap) * MIN) })], ctx());
      if (decision.outcome === 'answer') expect(decision.match).toBe(newer);
    }
  });

  it('the ambiguity rule, on both sides of TIE_MARGIN', () => {
    // Link a weighs w, link b weighs 1 (both fresh); shares differ by (w - 1) / total.
    const gapFor = (w: number) => (w - 1) / (w + 1 + 2 * FINGERPRINT.organicPerClick);
    const w = (1 + TIE_MARGIN * (1 + 2 * FINGERPRINT.organicPerClick)) / (1 - TIE_MARGIN); // gapFor(w) = TIE_MARGIN
    expect(gapFor(w)).toBeCloseTo(TIE_MARGIN);
    const pair = (weight: number) =>
      [click({ slug: 'a', osVersion: null, signals: { screen: { width: 1, height: 1 } } }), click({ slug: 'b', osVersion: null })].map((m, i) => ({
        m,
        weight: i === 0 ? weight : 1,
      }));
    // The screen ratio is the lever: set it so that link a weighs exactly w times link b.
    const withRatio = (ratio: number) =>
      retuned({ screenMatch: ratio }, () =>
        decideFingerprint(
          pair(ratio).map((p) => p.m),
          ctx({ device: app({ signals: { screen: { width: 1, height: 1 } } }) }),
        ),
      );
    expect(withRatio(w * 0.98).outcome).toBe('ambiguous');
    expect(withRatio(w * 1.05).outcome).not.toBe('ambiguous');
  });

  it('clicks of one link are no ambiguity: their weights add up, and the weightiest (then newest) is claimed', () => {
    const newest = click({ clickedAt: ago(2 * MIN) });
    const older = click({ clickedAt: ago(4 * MIN) });
    const decision = decideFingerprint([newest, older], ctx());
    expect(decision).toMatchObject({ outcome: 'answer', match: newest });
    expect(decision.confidence).toBeCloseTo((2 * FINGERPRINT.versionMatch) / (2 * FINGERPRINT.versionMatch + 2 * FINGERPRINT.organicPerClick));
  });

  it(`the crowd rule: ${CROWD_LIMIT} pending clicks on the IP may answer, one more never does`, () => {
    const crowd = (n: number) => [click(), ...Array.from({ length: n - 1 }, () => click({ osVersion: '16.1', clickedAt: ago(600 * MIN) }))];
    expect(decideFingerprint(crowd(CROWD_LIMIT), ctx()).outcome).toBe('answer');
    expect(decideFingerprint(crowd(CROWD_LIMIT + 1), ctx()).outcome).toBe('crowd');
  });

  it("a busier IP asks for more: the same click's confidence falls as the IP's pending clicks grow", () => {
    const own = click();
    const ruledOut = () => click({ osVersion: '16.1' });
    const alone = decideFingerprint([own], ctx()).confidence;
    const busy = decideFingerprint([own, ruledOut(), ruledOut()], ctx()).confidence;
    expect(busy).toBeLessThan(alone);
  });

  it("someone else's consumed click is never offered; our own is, within the grace window only", () => {
    const theirs = click({ consumedAt: ago(MIN), consumedBy: 'them' });
    expect(weigh([theirs], ctx())).toEqual([]);
    expect(weigh([click({ consumedAt: ago(MIN), consumedBy: 'me' })], ctx())).toHaveLength(1);
    expect(weigh([click({ consumedAt: ago(6 * MIN), consumedBy: 'me' })], ctx())).toEqual([]);
    expect(decideFingerprint([theirs], ctx()).outcome).toBe('no-candidate');
  });

  it('match windows: the link’s own window (taken at the click) wins over the project’s; the default is 24 hours', () => {
    const at = (minutes: number, over: Partial<StoredMatch> = {}) => click({ clickedAt: ago(minutes * MIN), ...over });
    expect(DEFAULT_MATCH_WINDOW_MINUTES).toBe(1440);
    expect(weigh([at(1439)], ctx())).toHaveLength(1);
    expect(weigh([at(1441)], ctx())).toEqual([]);
    expect(weigh([at(59)], ctx({ projectWindowMinutes: 60 }))).toHaveLength(1);
    expect(weigh([at(61)], ctx({ projectWindowMinutes: 60 }))).toEqual([]);
    expect(weigh([at(61, { matchWindowMinutes: 120 })], ctx({ projectWindowMinutes: 60 }))).toHaveLength(1);
    expect(weigh([at(31, { matchWindowMinutes: 30 })], ctx({ projectWindowMinutes: 60 }))).toEqual([]);
  });

  it('never answers 1: only exact tokens are certain', () => {
    const strong = click({ deviceModel: 'iPhone15,3', signals: { screen: { width: 390, height: 844 }, timezone: 'Europe/Paris', language: 'fr' } });
    const decision = decideFingerprint([strong], ctx({ device: app({ deviceModel: 'iPhone15,3', signals: strong.signals! }) }));
    expect(decision.confidence).toBeLessThanOrEqual(0.99);
    expect(decision.outcome).toBe('answer');
  });
});
