// The debug reasons of the fingerprint (domain/match/reasons.ts): why each candidate was ruled
// out comes from the same judgement that weighs it (choose.ts), never from a second guess.

import { decideFingerprint, ruledOut, weigh } from '../../src/domain/match/choose';
import { noCandidateReason } from '../../src/domain/match/reasons';
import { evidenceFor, weighEvidence } from '../../src/domain/match/score';
import { ago, app, click, ctx, MIN } from '../support/match-fixtures';

const signals = { screen: { width: 390, height: 844 }, timezone: 'Europe/Paris', language: 'fr-FR' };
const device = app({ osVersion: '17.4', deviceModel: 'iPhone15,3', signals });

describe('why a candidate is ruled out', () => {
  it('names the first known fact that differs, and weighs as evidenceFor when none does', () => {
    expect(weighEvidence(click({ osVersion: '16.7' }), device)).toBe('version');
    expect(weighEvidence(click({ deviceModel: 'iPhone14,2' }), device)).toBe('model');
    expect(weighEvidence(click({ signals: { ...signals, screen: { width: 430, height: 932 } } }), device)).toBe('screen');
    expect(weighEvidence(click({ signals: { ...signals, timezone: 'Asia/Tokyo' } }), device)).toBe('timezone');
    expect(weighEvidence(click({ signals: { ...signals, language: 'en-US' } }), device)).toBe('language');
    const fine = click({ signals });
    expect(weighEvidence(fine, device)).toBe(evidenceFor(fine, device));
  });

  it('counts every dropped candidate by cause, exactly those weigh() leaves out', () => {
    const candidates = [
      click({ osVersion: '16.7' }),
      click({ deviceModel: 'iPhone14,2' }),
      click({ signals: { ...signals, timezone: 'Asia/Tokyo' } }),
      click({ consumedAt: ago(MIN), consumedBy: 'someone else' }),
      click({ clickedAt: ago(90 * MIN), matchWindowMinutes: 60 }),
    ];
    const context = ctx({ device });
    expect(weigh(candidates, context)).toEqual([]);
    expect(decideFingerprint(candidates, context)).toEqual({ outcome: 'no-candidate', confidence: 0 });
    expect(ruledOut(candidates, context)).toEqual({ version: 1, model: 1, timezone: 1, consumed: 1, window: 1 });
  });

  it('says so in one sentence, counts only', () => {
    const reason = noCandidateReason({ os: 'ios', ip: '203.0.113.9', candidates: 3 }, { version: 2, window: 1 });
    expect(reason).toEqual({
      signal: 'fingerprint',
      code: 'ruled_out',
      message: '3 pending iOS click(s) came from this IP, none could be this device: 2 another OS major version, 1 older than its match window',
    });
    expect(noCandidateReason({ os: 'android', ip: null, candidates: 0 }, {}).message).toMatch(/^No pending Android click of this project came from this IP /);
  });
});
