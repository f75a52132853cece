// The edges of the fingerprint decision (domain/match/score.ts, choose.ts) that
// match-fingerprint.test.ts leaves open: facts only one side knows, tunables read as tuned,
// inclusive limits (minimum, grace, window), ruled-out candidates, and which click or link wins
// whatever the order of the candidates.

import { decideFingerprint, weigh } from '../../src/domain/match/choose';
import { evidenceFor, FINGERPRINT } from '../../src/domain/match/score';
import { DEFAULT_MATCH_WINDOW_MINUTES } from '../../src/domain/projects/match-window';
import { ago, app, click, ctx, MIN, retuned } from '../support/match-fixtures';

describe('evidence only one side knows', () => {
  it('a model only the click or only the app names is neither proof nor contradiction', () => {
    expect(evidenceFor(click({ deviceModel: 'iPhone15,3' }), app())).toBe(FINGERPRINT.versionMatch);
    expect(evidenceFor(click(), app({ deviceModel: 'iPhone15,3' }))).toBe(FINGERPRINT.versionMatch);
  });

  it('a time zone or language only one side knows is neither proof nor contradiction', () => {
    const deepview = { timezone: 'Europe/Paris', language: 'fr-FR' };
    expect(evidenceFor(click({ signals: deepview }), app())).toBe(FINGERPRINT.versionMatch);
    expect(evidenceFor(click({ signals: null }), app({ signals: deepview }))).toBe(FINGERPRINT.versionMatch);
    expect(evidenceFor(click({ signals: { timezone: 'Europe/Paris' } }), app({ signals: { language: 'en-US' } }))).toBe(FINGERPRINT.versionMatch);
  });

  it('an agreeing time zone and language weigh what they are tuned to (bench/match once tried 1.5 and 1.2)', () => {
    const signals = { timezone: 'Europe/Paris', language: 'fr-FR' };
    const evidence = retuned({ timezoneMatch: 1.5, languageMatch: 1.2 }, () =>
      evidenceFor(click({ signals }), app({ signals: { ...signals, language: 'fr' } })),
    );
    expect(evidence).toBeCloseTo(FINGERPRINT.versionMatch * 1.5 * 1.2);
  });
});

describe('inclusive limits', () => {
  it('a confidence exactly at FINGERPRINT.minimum is answered; a hair below it is not', () => {
    const lone = click({ osVersion: null });
    const { confidence } = decideFingerprint([lone], ctx());
    expect(retuned({ minimum: confidence }, () => decideFingerprint([lone], ctx()))).toEqual({ outcome: 'answer', match: lone, confidence });
    expect(retuned({ minimum: confidence + 1e-9 }, () => decideFingerprint([lone], ctx())).outcome).toBe('below-minimum');
  });

  it('our own consumed click stays ours for the whole grace window, not a millisecond more', () => {
    const graceMs = 5 * MIN;
    expect(weigh([click({ consumedAt: ago(graceMs), consumedBy: 'me' })], ctx({ graceMs }))).toHaveLength(1);
    expect(weigh([click({ consumedAt: ago(graceMs + 1), consumedBy: 'me' })], ctx({ graceMs }))).toEqual([]);
  });

  it('a match window includes its last minute, not a millisecond more', () => {
    const window = DEFAULT_MATCH_WINDOW_MINUTES * MIN;
    expect(weigh([click({ clickedAt: ago(window) })], ctx())).toHaveLength(1);
    expect(weigh([click({ clickedAt: ago(window + 1) })], ctx())).toEqual([]);
    expect(weigh([click({ clickedAt: ago(30 * MIN), matchWindowMinutes: 30 })], ctx())).toHaveLength(1);
    expect(weigh([click({ clickedAt: ago(30 * MIN + 1), matchWindowMinutes: 30 })], ctx())).toEqual([]);
  });
});

describe('who wins', () => {
  it('a contradicted candidate is dropped, not weighed as nothing', () => {
    const otherMajor = click({ osVersion: '16.1' });
    expect(weigh([otherMajor], ctx())).toEqual([]);
    expect(decideFingerprint([otherMajor], ctx())).toEqual({ outcome: 'no-candidate', confidence: 0 });
  });

  it('the strongest link is answered wherever the candidates list it', () => {
    // Link b's newer click ran another minor (a point update is rare); link a's matches the release.
    const weak = click({ slug: 'b', osVersion: '17.3', clickedAt: ago(3 * MIN) });
    const strong = click({ slug: 'a', clickedAt: ago(8 * MIN) });
    const confidence = FINGERPRINT.versionMatch / (FINGERPRINT.versionMatch + FINGERPRINT.minorDiffers + 2 * FINGERPRINT.organicPerClick);
    for (const order of [
      [weak, strong],
      [strong, weak],
    ]) {
      const decision = decideFingerprint(order, ctx());
      expect(decision).toMatchObject({ outcome: 'answer', match: strong });
      expect(decision.confidence).toBeCloseTo(confidence);
    }
  });

  it('a link is claimed with its weightiest click, even when a weaker one is newer', () => {
    const newerWeak = click({ osVersion: '17.3', clickedAt: ago(2 * MIN) });
    const olderStrong = click({ clickedAt: ago(4 * MIN) });
    expect(decideFingerprint([newerWeak, olderStrong], ctx())).toMatchObject({ outcome: 'answer', match: olderStrong });
  });
});
