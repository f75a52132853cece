// Why a device was missed or matched wrongly: re-reads the store as matchInstall does and runs
// the same domain decision (decideFingerprint), so the labels follow the rules in force.
// Diagnostic only: the headline figures come from matchInstall's own answers.

'use strict';

const { lib } = require('./match-env');
const { HOUR, MIN } = require('./match-population');

const WINDOW = 24 * HOUR;
const GRACE = 5 * MIN;

function makeExplainer() {
  const { majorMinor } = lib('domain/match/app-agent');
  const { evidenceFor } = lib('domain/match/score');
  const choose = lib('domain/match/choose');
  const { deviceFactsOf, deviceKeyOf } = lib('services/match/match-install');

  const userAgentOf = (body, headerAgent) => body.deviceInfo?.userAgent ?? body.userAgent ?? headerAgent;
  const factsOf = (o) => deviceFactsOf(userAgentOf(o.body, o.agent), o.body.deviceInfo ?? {});
  const contradiction = (m, device) => {
    const cv = majorMinor(m.osVersion ?? m.signals?.platformVersion);
    const av = majorMinor(device.osVersion);
    if (cv && av && cv.split('.')[0] !== av.split('.')[0]) return `OS major differs (click ${cv}, app ${av})`;
    const model = m.deviceModel ?? m.signals?.model;
    if (model && device.deviceModel && model.toLowerCase() !== device.deviceModel.toLowerCase())
      return `model differs (click "${model}", app "${device.deviceModel.replace(/\d+,\d+$/, 'N,N')}")`;
    const s = m.signals ?? {};
    const dims = (x) => [Math.round(x.width), Math.round(x.height)].sort((a, b) => a - b).join('x');
    if (s.screen && device.signals.screen && dims(s.screen) !== dims(device.signals.screen)) return 'screen differs';
    if (s.timezone && device.signals.timezone && s.timezone !== device.signals.timezone) return 'time zone differs';
    if (s.language && device.signals.language && s.language.slice(0, 2).toLowerCase() !== device.signals.language.slice(0, 2).toLowerCase())
      return 'language differs';
    return 'contradiction (other)';
  };
  const agreeing = (m, device) => {
    const facts = [];
    const cv = majorMinor(m.osVersion ?? m.signals?.platformVersion);
    if (cv && cv === majorMinor(device.osVersion)) facts.push(m.osVersion ? 'version' : 'version (hint)');
    if ((m.deviceModel ?? m.signals?.model) && device.deviceModel) facts.push('model');
    const s = m.signals ?? {};
    if (s.screen && device.signals.screen) facts.push('screen');
    if (s.timezone && device.signals.timezone) facts.push('tz');
    if (s.language && device.signals.language) facts.push('lang');
    return facts.length ? facts.join('+') : 'IP+OS only';
  };
  const decisionAt = async (deps, projectId, ipHash, osFamily, device, deviceKey, now) => {
    const since = new Date(now - WINDOW).toISOString();
    const candidates = await deps.store.matches.candidates(projectId, ipHash, osFamily, since, choose.CROWD_LIMIT + 1);
    const ctx = { device, deviceKey, now: new Date(now), graceMs: GRACE };
    return { candidates, decision: choose.decideFingerprint(candidates, ctx) };
  };

  return {
    deviceKey: (ipHash, headerAgent, body) => deviceKeyOf(ipHash, userAgentOf(body, headerAgent), body.deviceInfo ?? {}),

    async whyMissed(deps, o, eligible, { ipHash, deviceKey, hadToken, wrong, clickByToken }) {
      const own = [];
      for (const c of eligible) own.push(await deps.store.matches.byClipboardToken(c.clipboardToken));
      const mine = own.filter(Boolean).sort((a, b) => Date.parse(b.clickedAt) - Date.parse(a.clickedAt));
      const prefix = wrong ? 'matched another link; own click ' : '';
      if (mine.length === 0) return `${prefix}own click expired`;
      // Who consumed a click is known from the simulation.
      const takenByOther = (m) => m.consumedAt && clickByToken.get(m.clipboardToken).takenBy !== o.device;
      if (mine.every(takenByOther)) return `${prefix}own click already consumed by another device`;
      if (hadToken) {
        const sent = mine.find((m) => m.clipboardToken === o.sentClipboard || m.referrerToken === o.sentReferrer);
        return sent && takenByOther(sent) ? `${prefix}token's click already consumed by another device` : `${prefix}token sent, not answered`;
      }
      const sameIp = mine.filter((m) => m.ipHash === ipHash && !takenByOther(m));
      if (sameIp.length === 0) return `${prefix}IP changed since the click (${o.place.kind} now)`;
      const { osFamily, device } = factsOf(o);
      if (!osFamily) return `${prefix}app sent no OS (${o.agent})`;
      const m = sameIp[0];
      if (evidenceFor(m, device) === null) return `${prefix}ruled out: ${contradiction(m, device)}`;
      const { candidates, decision } = await decisionAt(deps, m.projectId, ipHash, osFamily, device, deviceKey, o.t);
      const age = ageBucket(o.t - Date.parse(m.clickedAt));
      switch (decision.outcome) {
        case 'crowd':
          return `${prefix}crowd rule: more than ${choose.CROWD_LIMIT} pending clicks on the IP`;
        case 'ambiguous':
          return `${prefix}ambiguity rule: another link about as likely (${candidates.length} candidates; own: ${agreeing(m, device)})`;
        case 'below-minimum':
          return `${prefix}below minimum: ${confidenceBucket(decision.confidence)}, ${candidates.length === 1 ? 'lone' : `${candidates.length} candidates`}, clicked ${age} before (own: ${agreeing(m, device)})`;
        default:
          return `${prefix}outscored by another click (${agreeing(m, device)})`;
      }
    },

    async howWrong(deps, o, matched, { ipHash, deviceKey, now }) {
      const stored = await deps.store.matches.byClipboardToken(matched.clipboardToken);
      const { osFamily, device } = factsOf(o);
      const { candidates } = await decisionAt(deps, stored.projectId, ipHash, osFamily, device, deviceKey, now);
      const n = candidates.length;
      const who = n === 1 ? 'lone candidate' : `${n} candidates`;
      return `${who}, clicked ${ageBucket(now - Date.parse(stored.clickedAt))} before; ${agreeing(stored, device)}`;
    },
  };
}

function ageBucket(ms) {
  if (ms < 10 * MIN) return '< 10 min';
  if (ms < HOUR) return '10-60 min';
  if (ms < 6 * HOUR) return '1-6 h';
  return '6-24 h';
}

const confidenceBucket = (c) => (c >= 0.6 ? '0.6+' : c >= 0.4 ? '0.4-0.6' : '< 0.4');

module.exports = { makeExplainer, ageBucket };
