// Match quality: plays a simulated population (match-population.js) through the real code
// paths on SQLite — visitLink for every click (the deepview page gives the clipboard token and
// the Play Store referrer), the deepview's signal beacon (store.matches.enrich), matchInstall
// at first open with the app's user agent and body, the expiry job every 15 minutes — with
// deps.now moved along the simulated timeline. Each device knows which clicks it made, so
// every answer is graded; misses and wrong matches are explained by re-reading the store.

'use strict';

const { HOST, SUBDOMAIN, lib, applyTunables, createEnv, seedProject } = require('./match-env');
const { buildPopulation, HOUR, MIN, REGIONS, LANGUAGES } = require('./match-population');
const { makeExplainer } = require('./match-explain');

const WINDOW = 24 * HOUR;
const JOB_EVERY = 15 * MIN;
const NO_HEADERS = { get: () => null };
const IN_APP_REFERER = { instagram: 'https://l.instagram.com/', facebook: 'https://lm.facebook.com/' };

async function runQuality(opts, log = () => {}) {
  const tunables = applyTunables();
  const { visitLink } = lib('services/link-host/visit');
  const { matchInstall } = lib('services/match/match-install');
  const { matchRequestSchema } = lib('domain/match/schema');
  const { hashIp } = lib('services/visitors/visitor-hash');
  const { expirePendingMatches } = lib('jobs/expire-matches');
  const explainer = makeExplainer();

  const env = createEnv('quality');
  const { deps, clock } = env;
  try {
    const { slugs } = await seedProject(deps, opts.links);
    const pop = buildPopulation(opts);
    log(`population: ${pop.clicks.length} clicks, ${pop.opens.length} first opens`);

    // One timeline: clicks, first opens, retries; clicks first at equal times. Times are made
    // unique so an answer's (slug, clickedAt) names exactly one click.
    const events = [
      ...pop.clicks.map((click) => ({ t: click.t, order: 0, click })),
      ...pop.opens.map((open) => ({ t: open.t, order: 1, open })),
      ...pop.opens.filter((o) => o.retry).map((open) => ({ t: open.t + 30_000, order: 2, retryOf: open })),
    ].sort((a, b) => a.t - b.t || a.order - b.order);
    let last = 0;
    for (const e of events) {
      if (e.t <= last) e.t = last + 1;
      last = e.t;
      if (e.click) e.click.t = e.t;
      if (e.open) e.open.t = e.t;
    }

    const clickByKey = new Map();
    const clickByToken = new Map();
    const clicksByIp = new Map();
    const stats = newStats();
    const measuredFrom = pop.meta.start + (opts.warmupHours ?? 24) * HOUR;
    let nextJob = pop.meta.start + JOB_EVERY;
    const started = process.hrtime.bigint();

    for (const e of events) {
      while (nextJob <= e.t) {
        clock.set(nextJob);
        await expirePendingMatches(deps);
        nextJob += JOB_EVERY;
      }
      clock.set(e.t);

      if (e.click) {
        const c = e.click;
        const d = c.device;
        const outcome = await visitLink(deps, {
          host: HOST,
          slug: slugs[c.link],
          userAgent: d.agent,
          ip: c.place.ip,
          headers: NO_HEADERS,
          query: {},
          referer: IN_APP_REFERER[d.browser] ?? null,
        });
        if (outcome.type !== 'page' || outcome.view.page !== 'deepview')
          throw new Error(`click did not get the deepview: ${JSON.stringify(outcome).slice(0, 200)}`);
        c.slug = slugs[c.link];
        c.clipboardToken = outcome.view.clipboardToken;
        c.referrerToken = d.os === 'android' ? decodeURIComponent(/ferry_click%3D([\w-]+)/.exec(outcome.view.storeUrl)[1]) : null;
        clickByKey.set(`${c.slug}|${new Date(c.t).toISOString()}`, c);
        clickByToken.set(c.clipboardToken, c);
        const atIp = clicksByIp.get(c.place.ip) ?? [];
        atIp.push(c);
        clicksByIp.set(c.place.ip, atIp);
        // The deepview's beacon: screen, time zone and language of the browser.
        if (c.beacon) {
          const signals = { screen: { width: d.screen[0], height: d.screen[1], pixelRatio: d.pixelRatio }, timezone: d.tz, language: d.language };
          // Chrome on Android answers userAgentData.getHighEntropyValues (the deepview asks it).
          if (d.os === 'android' && d.browser === 'chrome') Object.assign(signals, { platformVersion: `${d.androidVersion}.0.0`, model: d.model });
          await deps.store.matches.enrich(c.clipboardToken, signals);
        }
        continue;
      }

      if (e.retryOf) {
        const o = e.retryOf;
        if (o.t < measuredFrom) continue;
        const again = await matchInstall(deps, { host: HOST, ip: o.place.ip, headerUserAgent: o.agent, body: matchRequestSchema.parse(o.body) });
        stats.retries += 1;
        if (o.answer.matched && !sameAnswer(o.answer, again)) stats.retryChanged += 1;
        if (!o.answer.matched && again.matched) stats.retryNewMatch += 1;
        continue;
      }

      const o = e.open;
      const d = o.device;
      const request = appRequest(o);
      o.body = request.body;
      o.sentClipboard = request.clipboard;
      o.sentReferrer = request.referrer;
      const answer = await matchInstall(deps, { host: HOST, ip: o.place.ip, headerUserAgent: o.agent, body: matchRequestSchema.parse(o.body) });
      o.answer = answer;

      const eligible = d.clicks.filter((c) => c.t <= o.t && o.t - c.t < WINDOW);
      const tokenOf = (c) =>
        (request.clipboard !== null && request.clipboard === c.clipboardToken) || (request.referrer !== null && request.referrer === c.referrerToken);
      const hadToken = eligible.some(tokenOf);
      const ipHash = hashIp(deps.ipHashPepper, o.place.ip);
      const deviceKey = explainer.deviceKey(ipHash, o.agent, o.body);
      const group = groupOf(o);
      const matched = answer.matched ? clickByKey.get(`${answer.slug}|${answer.clickedAt}`) : null;
      if (answer.matched && !matched) throw new Error(`answer names no known click: ${JSON.stringify(answer)}`);

      const right = matched !== null && eligible.some((c) => c.slug === matched.slug);
      // A click answered before to another device: re-served within the 5-minute grace, which
      // recognises "the same device" by IP hash and user agent.
      const graceToOther = matched !== null && matched.takenBy !== undefined && matched.takenBy !== d;
      if (matched && matched.takenBy === undefined) matched.takenBy = d;
      const exact = matched !== null && matched.device === d;
      if (o.t < measuredFrom) {
        // Warm-up: the store has no day of history yet (see MATCH.md); played, not graded.
        stats.warmup.opens += 1;
        if (answer.matched && answer.matchType === 'fingerprint') {
          stats.warmup.fingerprint += 1;
          if (!right) stats.warmup.wrong += 1;
        }
        continue;
      }
      stats.opens += 1;
      if (answer.matched) {
        const type = stats.types[answer.matchType];
        type.returned += 1;
        if (right) type.right += 1;
        if (exact) type.exact += 1;
      }
      if (eligible.length > 0) {
        const bucket = hadToken ? stats.recall.token : stats.recall.fingerprint;
        bucket.devices += 1;
        if (right) bucket.right += 1;
        else if (answer.matched) bucket.wrong += 1;
        if (!hadToken) {
          const tally = (g) => {
            g.devices += 1;
            if (right) g.right += 1;
            else if (answer.matched) g.wrong += 1;
          };
          tally((stats.fpGroups[group] ??= newTally()));
          const here = eligible.filter((c) => c.place.ip === o.place.ip);
          tally(here.length ? stats.sameIp : stats.ipChanged);
          if (here.length) {
            const delay = o.t - here.at(-1).t;
            tally((stats.byDelay[delayBucket(delay)] ??= newTally()));
            const others = (clicksByIp.get(o.place.ip) ?? []).some((c) => c.device !== d && c.device.os === d.os && o.t - c.t < WINDOW);
            if (!others && delay <= HOUR) tally(stats.loneWithinHour);
          }
        }
        if (!right) {
          const reason = await explainer.whyMissed(deps, o, eligible, { ipHash, deviceKey, hadToken, wrong: answer.matched, clickByToken });
          count(stats.missReasons, reason);
        }
      } else if (o.organic) {
        stats.organic.devices += 1;
        if (answer.matched) stats.organic.matched += 1;
        // How adversarial the population is: did someone click on this IP, same OS, in the last 24 h?
        const x = (stats.exposure[o.place.kind] ??= { devices: 0, exposed: 0, matched: 0 });
        x.devices += 1;
        if ((clicksByIp.get(o.place.ip) ?? []).some((c) => c.device.os === d.os && o.t - c.t < WINDOW)) x.exposed += 1;
        if (answer.matched) x.matched += 1;
      } else {
        stats.late.devices += 1;
        if (answer.matched) stats.late.matched += 1;
      }
      if (answer.matched && !right) {
        const who = o.organic ? 'organic install' : eligible.length === 0 ? 'clicked > 24 h before' : 'clicked another link';
        const how = graceToOther
          ? 're-served in the 5-min grace (same IP + app UA as the device that took it)'
          : await explainer.howWrong(deps, o, matched, { ipHash, deviceKey, now: o.t });
        count(stats.wrongReasons, `${who}; ${o.device.os} ${o.device.integration}; open on ${o.place.kind}; ${how}`);
        count(stats.wrongByNetwork, o.place.kind);
        count(stats.wrongByWho, who);
      }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { opts, tunables, meta: pop.meta, clicks: pop.clicks.length, stats, seconds };
  } finally {
    await env.close();
  }
}

/** The body the app sends at first open, and which token it carried. */
function appRequest(o) {
  const d = o.device;
  const before = d.clicks.filter((c) => c.t <= o.t);
  const copied = [...before].reverse().find((c) => c.tapped); // the deepview's button copied its token
  let clipboard = null;
  if (copied && o.clipboardSurvives && !o.clipboardDenied) clipboard = copied.clipboardToken;
  let clipboardText = clipboard;
  if (!clipboard && o.clipboardNoise && !o.clipboardDenied) clipboardText = 'https://youtu.be/dQw4w9WgXcQ?si=Kq3pY8vLm2ZrT0aXbWcDeF';
  const referrer = d.os === 'android' && copied && o.referrerAvailable ? copied.referrerToken : null;

  const otherTz = REGIONS.map((x) => x.tz).find((tz) => tz !== d.tz);
  const otherLanguage = LANGUAGES.map(([l]) => l).find((l) => l.slice(0, 2) !== d.language.slice(0, 2));
  const body =
    d.integration === 'sdk'
      ? {
          deviceInfo: {
            userAgent: o.agent,
            timestamp: o.t,
            os: d.os === 'ios' ? 'iOS' : 'Android',
            osVersion: d.os === 'ios' ? o.iosVersion : d.androidVersion,
            // As in docs/deferred-deep-linking.md: the machine identifier on iOS, Build.MODEL on Android.
            model: d.model,
            screen: { width: d.screen[0], height: d.screen[1], pixelRatio: d.pixelRatio },
            timezone: o.travelled ? otherTz : d.tz,
            language: o.localeChanged ? otherLanguage : d.language,
          },
        }
      : { subdomain: SUBDOMAIN, userAgent: o.agent };
  if (clipboardText) body.clipboard = clipboardText;
  if (d.os === 'android' && o.referrerAvailable) {
    body.installReferrer = referrer ? `ferry_click=${referrer}&utm_source=google-play&utm_medium=deepview` : 'utm_source=google-play&utm_medium=organic';
  }
  return { body, clipboard, referrer };
}

/** iOS or Android, client library or bare user agent (and the Android browser), where the app opened. */
function groupOf(o) {
  const d = o.device;
  return `${d.os} ${d.integration}${d.os === 'android' ? `/${d.browser}` : ''}, open on ${o.place.kind}`;
}

const sameAnswer = (a, b) => a.matched === b.matched && a.slug === b.slug && a.clickedAt === b.clickedAt;
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

const newTally = () => ({ devices: 0, right: 0, wrong: 0 });

/** The issue's open delays: 2 min, 30 min, 3 h and 20 h stand for these buckets. */
function delayBucket(ms) {
  if (ms <= 15 * MIN) return 'a. <= 15 min';
  if (ms <= HOUR) return 'b. 15-60 min';
  if (ms <= 6 * HOUR) return 'c. 1-6 h';
  return 'd. 6-24 h';
}

function newStats() {
  const type = () => ({ returned: 0, right: 0, exact: 0 });
  return {
    opens: 0,
    types: { referrer: type(), clipboard: type(), fingerprint: type() },
    recall: { token: { devices: 0, right: 0, wrong: 0 }, fingerprint: { devices: 0, right: 0, wrong: 0 } },
    organic: { devices: 0, matched: 0 },
    exposure: {},
    late: { devices: 0, matched: 0 },
    fpGroups: {},
    warmup: { opens: 0, fingerprint: 0, wrong: 0 },
    sameIp: newTally(),
    ipChanged: newTally(),
    loneWithinHour: newTally(),
    byDelay: {},
    missReasons: new Map(),
    wrongReasons: new Map(),
    wrongByNetwork: new Map(),
    wrongByWho: new Map(),
    retries: 0,
    retryChanged: 0,
    retryNewMatch: 0,
  };
}

// ---------------------------------------------------------------- report

const pct = (n, d) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(2).padStart(6)}%`);
const num = (n) => String(n).padStart(7);

function formatQuality(q) {
  const { stats: s, meta, opts, tunables: t } = q;
  const out = [];
  out.push(
    `MATCH QUALITY  seed ${opts.seed}: ${meta.devices} devices (${meta.clickers} clickers, ${meta.organics} organic installs), ${opts.links} links, ${opts.days} days, ${q.clicks} clicks, ${s.opens} first opens`,
  );
  out.push(
    `  networks: ${meta.natIps} carrier-NAT IPs (~${opts.natUsers} devices each), ${meta.offices} office Wi-Fi IPs (20-50), ${meta.households} homes (1-4); organic installers ${opts.organicWithClickers == null ? 'share homes with clickers like anyone else' : `in a clicker's home: ${opts.organicWithClickers * 100}%`}`,
  );
  out.push(`  ${tunablesLine(t)}`);
  const w = s.warmup;
  out.push(
    `  warm-up: opens in the first ${opts.warmupHours ?? 24} h are played but not graded (the store has no history yet, so a carrier-NAT IP looks lonely): ${w.opens} opens, ${w.fingerprint} fingerprint answers, ${w.wrong} wrong`,
  );
  out.push('');
  out.push('  match type     returned  correct    wrong  precision  (same click)');
  let all = { returned: 0, right: 0, exact: 0 };
  for (const [name, v] of Object.entries(s.types)) {
    out.push(
      `  ${name.padEnd(12)}  ${num(v.returned)}  ${num(v.right)}  ${num(v.returned - v.right)}    ${pct(v.right, v.returned)}     ${pct(v.exact, v.returned)}`,
    );
    all = { returned: all.returned + v.returned, right: all.right + v.right, exact: all.exact + v.exact };
  }
  out.push(
    `  ${'overall'.padEnd(12)}  ${num(all.returned)}  ${num(all.right)}  ${num(all.returned - all.right)}    ${pct(all.right, all.returned)}     ${pct(all.exact, all.returned)}`,
  );
  out.push('');
  out.push('  recall (opened within 24 h of a click)   devices  matched right  wrong   recall');
  const r = s.recall;
  const total = { devices: r.token.devices + r.fingerprint.devices, right: r.token.right + r.fingerprint.right, wrong: r.token.wrong + r.fingerprint.wrong };
  for (const [label, v] of [
    ['had clipboard or referrer', r.token],
    ['fingerprint only', r.fingerprint],
    ['all', total],
  ]) {
    out.push(`  ${label.padEnd(38)}  ${num(v.devices)}  ${num(v.right).padStart(13)}  ${String(v.wrong).padStart(5)}  ${pct(v.right, v.devices)}`);
  }
  out.push(`  organic installs (never clicked): ${s.organic.devices}, matched (false positives): ${s.organic.matched}`);
  const ex = Object.entries(s.exposure)
    .sort()
    .map(([k, v]) => `${k} ${v.exposed}/${v.devices} (${v.matched} matched)`)
    .join(', ');
  out.push(`    of which on an IP where the same OS clicked in the last 24 h: ${ex}`);
  out.push(`  opened after the 24 h window: ${s.late.devices}, matched (wrong): ${s.late.matched}`);
  out.push(`  app restarted and asked again within 30 s: ${s.retries}, answer changed: ${s.retryChanged}, newly matched: ${s.retryNewMatch}`);
  out.push('');
  out.push('  fingerprint only, where the app opened      devices  right  wrong   recall');
  const tallyLine = (label, v) =>
    `  ${label.padEnd(42)} ${num(v.devices)} ${String(v.right).padStart(6)} ${String(v.wrong).padStart(6)}  ${pct(v.right, v.devices)}`;
  out.push(tallyLine('from the IP it clicked from', s.sameIp));
  for (const [bucket, v] of Object.entries(s.byDelay).sort()) out.push(tallyLine(`  opened ${bucket.slice(3)} after the click`, v));
  out.push(tallyLine('  lone click on its IP, opened within 1 h', s.loneWithinHour));
  out.push(tallyLine('from another IP (no fingerprint can match)', s.ipChanged));
  out.push('');
  out.push('  fingerprint-only devices by group           devices  right  wrong   recall');
  for (const [g, v] of Object.entries(s.fpGroups)
    .filter(([, v]) => v.devices > 0)
    .sort()) {
    out.push(`  ${g.padEnd(42)} ${num(v.devices)} ${String(v.right).padStart(6)} ${String(v.wrong).padStart(6)}  ${pct(v.right, v.devices)}`);
  }
  out.push('');
  const line = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  out.push(`  wrong matches by network at open: ${line(s.wrongByNetwork)}; by who: ${line(s.wrongByWho)}`);

  out.push('  wrong matches, by cause (who; device, integration; network at open; how; agreeing facts)     count');
  out.push(...top(s.wrongReasons, 15));
  out.push('');
  out.push('  devices not matched to their click (within 24 h), by cause                                count');
  out.push(...top(s.missReasons, 15));
  out.push(`  (simulation ran in ${q.seconds.toFixed(1)} s)`);
  return out.join('\n');
}

/** The `limit` largest causes, then one line for the rest. */
function top(map, limit) {
  const rows = [...map].sort((a, b) => b[1] - a[1]);
  if (rows.length === 0) return ['  (none)'];
  const lines = rows.slice(0, limit).map(([k, v]) => `  ${k.padEnd(92)} ${num(v)}`);
  const rest = rows.slice(limit);
  if (rest.length) lines.push(`  ${`(${rest.length} other causes)`.padEnd(92)} ${num(rest.reduce((n, [, v]) => n + v, 0))}`);
  return lines;
}

function tunablesLine(t) {
  return `tunables: likelihood ratios version x${t.versionMatch} (minor differs x${t.minorDiffers}) model x${t.modelMatch} screen x${t.screenMatch} tz x${t.timezoneMatch} lang x${t.languageMatch}; fresh ${t.freshMinutes} min, decay ${t.decay}, unrelated install ${t.organicPerClick} per pending click; minimum ${t.minimum}, TIE_MARGIN ${t.TIE_MARGIN}, CROWD_LIMIT ${t.CROWD_LIMIT}`;
}

function summaryOf(q) {
  const s = q.stats;
  const types = Object.values(s.types);
  const returned = types.reduce((n, v) => n + v.returned, 0);
  const right = types.reduce((n, v) => n + v.right, 0);
  return {
    precision: returned ? right / returned : 1,
    tokenRecall: s.recall.token.devices ? s.recall.token.right / s.recall.token.devices : 1,
    fingerprintRecall: s.recall.fingerprint.devices ? s.recall.fingerprint.right / s.recall.fingerprint.devices : 1,
    fingerprintPrecision: s.types.fingerprint.returned ? s.types.fingerprint.right / s.types.fingerprint.returned : 1,
    sameIpRecall: s.sameIp.devices ? s.sameIp.right / s.sameIp.devices : 1,
    loneHourRecall: s.loneWithinHour.devices ? s.loneWithinHour.right / s.loneWithinHour.devices : 1,
    organicRate: s.organic.devices ? s.organic.matched / s.organic.devices : 0,
    wrong: returned - right,
    organicMatched: s.organic.matched,
  };
}

module.exports = { runQuality, formatQuality, summaryOf, tunablesLine };
