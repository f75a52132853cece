// Match latency with 100k and then 1M pending clicks in the SQLite store. Rows are written
// straight into pending_matches (one transaction per 100k rows, a second connection to the
// same file) exactly as recordVisit would leave them: a PendingMatch doc from a real browser
// user agent parsed by parseUserAgent, the keyed IP hash, deepview signals on most, some
// already consumed, spread over carrier-NAT IPs (hundreds of clicks each), offices and homes.
// Then matchInstall (the real service, through buildDeps' store) is timed: fingerprint calls
// (hits and misses) and clipboard calls.

'use strict';

const { randomUUID, randomBytes } = require('node:crypto');
const { HOST, SUBDOMAIN, lib, createEnv, seedProject } = require('./match-env');
const { makeDevice, appAgent, rng, REGIONS, LANGUAGES, HOUR, MIN } = require('./match-population');

const T = Date.parse('2026-11-20T18:00:00.000Z');
const LINKS = 200;
const OTHER_PROJECTS = 20;
const token = () => randomBytes(16).toString('base64url');

/** IP plan for `rows` pending clicks: 30 % on carrier NAT (~600 per IP in 24 h), 15 % offices (20-50), 55 % homes (1-4). */
function ipPlan(r, rows, tag) {
  const v6 = (kind, n) => `2001:db8:${tag}:${kind}::${n.toString(16)}`;
  const nat = Math.max(10, Math.round((rows * 0.3) / 600));
  const offices = Math.max(10, Math.round((rows * 0.15) / 35));
  const homes = Math.max(10, Math.round((rows * 0.55) / 2.5));
  return () => {
    const x = r.next();
    if (x < 0.3) return { kind: 'nat', ip: v6(1, r.int(1, nat)) };
    if (x < 0.45) return { kind: 'office', ip: v6(2, r.int(1, offices)) };
    return { kind: 'home', ip: v6(3, r.int(1, homes)) };
  };
}

async function runLatency(opts, log = () => {}) {
  const Database = require('better-sqlite3');
  const { parseUserAgent } = lib('platform/user-agent');
  const { hashIp } = lib('services/visitors/visitor-hash');
  const { matchInstall } = lib('services/match/match-install');
  const { matchRequestSchema } = lib('domain/match/schema');
  const { createProject } = lib('services/projects/projects');

  const env = createEnv('latency');
  const { deps, clock } = env;
  clock.set(T);
  const results = [];
  try {
    const { project, slugs } = await seedProject(deps, LINKS);
    const others = [];
    for (let i = 0; i < OTHER_PROJECTS; i++)
      others.push((await createProject(deps, { name: `Other ${i}`, subdomain: `other-${i}`, plan: 'indie', ownerUid: null })).id);

    const r = rng(opts.seed + 7);
    const db = new Database(env.dbFile);
    db.pragma('journal_mode = WAL');
    db.pragma('cache_size = -262144');
    const insert = db.prepare(
      `INSERT INTO pending_matches (click_id, project_id, ip_hash, os_family, clicked_at, expires_at, clipboard_token, referrer_token, doc, consumed_at, consumed_by, signals)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const ipHashes = new Map();
    const hashOf = (ip) => {
      let h = ipHashes.get(ip);
      if (!h) ipHashes.set(ip, (h = hashIp(deps.ipHashPepper, ip)));
      return h;
    };
    const linkWeights = slugs.map((s, i) => [s, 1 / (i + 1) ** 1.1]);
    const sample = []; // rows of the main project to aim hits at (reservoir)
    let inserted = 0;

    const fill = (count, tag) => {
      const place = ipPlan(r, count, tag);
      const batch = db.transaction((n) => {
        for (let i = 0; i < n; i++) {
          const household = { tz: r.weighted(REGIONS.map((x) => [x.tz, x.w])), language: r.weighted(LANGUAGES) };
          const device = makeDevice(r, i, household);
          const agent = parseUserAgent(device.agent);
          const where = place();
          // A few rows wait for the next expiry run (it runs every 15 minutes).
          const clickedAt = Math.round(T - r.next() * (24 * HOUR + 10 * MIN));
          const projectId = r.chance(0.8) ? project.id : r.pick(others);
          const pending = {
            clickId: randomUUID(),
            projectId,
            slug: projectId === project.id ? r.weighted(linkWeights) : 'promo',
            clickedAt: new Date(clickedAt).toISOString(),
            expiresAt: new Date(clickedAt + 24 * HOUR).toISOString(),
            ipHash: hashOf(where.ip),
            osFamily: agent.platform,
            osVersion: agent.osVersion,
            deviceModel: agent.deviceModel,
            browser: agent.browser,
            clipboardToken: token(),
            referrerToken: token(),
          };
          const signals = r.chance(0.8)
            ? JSON.stringify({
                screen: { width: device.screen[0], height: device.screen[1], pixelRatio: device.pixelRatio },
                timezone: device.tz,
                language: device.language,
              })
            : null;
          const consumed = r.chance(0.1);
          insert.run(
            pending.clickId,
            pending.projectId,
            pending.ipHash,
            pending.osFamily,
            pending.clickedAt,
            pending.expiresAt,
            pending.clipboardToken,
            pending.referrerToken,
            JSON.stringify(pending),
            consumed ? new Date(clickedAt + 20 * MIN).toISOString() : null,
            consumed ? randomBytes(32).toString('hex') : null,
            signals,
          );
          inserted += 1;
          if (projectId === project.id && !consumed) {
            const entry = { ip: where.ip, kind: where.kind, device, clickedAt, clipboardToken: pending.clipboardToken };
            if (sample.length < 50_000) sample.push(entry);
            else if (r.chance(50_000 / inserted)) sample[r.int(0, sample.length - 1)] = entry;
          }
        }
      });
      for (let left = count; left > 0; left -= 100_000) batch(Math.min(100_000, left));
      db.pragma('wal_checkpoint(TRUNCATE)');
    };

    for (const [target, tag] of [
      [opts.small, 'a'],
      [opts.large, 'b'],
    ]) {
      const t0 = process.hrtime.bigint();
      fill(target - inserted, tag);
      const fillSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const rows = db.prepare('SELECT count(*) AS n FROM pending_matches').get().n;
      log(`latency: ${rows} pending rows (filled in ${fillSeconds.toFixed(1)} s), timing matchInstall`);
      results.push({ rows, fillSeconds, ...(await timeCalls(r, deps, sample, { opts, matchInstall, matchRequestSchema })) });
    }
    db.close();
    return results;
  } finally {
    await env.close();
  }
}

/** Times matchInstall: fingerprint calls (hits: a pending click's IP and device; misses) and clipboard calls. */
async function timeCalls(r, deps, sample, { opts, matchInstall, matchRequestSchema }) {
  const bodyFor = (device, sdk, iosVersion) => {
    const agent = appAgent(device, iosVersion);
    if (!sdk) return { agent, body: { subdomain: SUBDOMAIN, userAgent: agent } };
    return {
      agent,
      body: {
        deviceInfo: {
          userAgent: agent,
          timestamp: T,
          os: device.os === 'ios' ? 'iOS' : 'Android',
          osVersion: device.os === 'ios' ? iosVersion : device.androidVersion,
          screen: { width: device.screen[0], height: device.screen[1], pixelRatio: device.pixelRatio },
          timezone: device.tz,
          language: device.language,
        },
      },
    };
  };
  const fingerprintCall = () => {
    if (r.chance(0.6)) {
      const s = r.pick(sample); // a device whose click is pending on this IP
      return { ip: s.ip, ...bodyFor(s.device, r.chance(0.75), s.device.iosVersion) };
    }
    // A miss: an IP with no pending click (organic install), or a stranger on a busy IP.
    const household = { tz: 'America/New_York', language: 'en-US' };
    const device = makeDevice(r, 0, household);
    const ip = r.chance(0.5) ? `2001:db8:ff::${r.int(1, 1e6).toString(16)}` : r.pick(sample).ip;
    return { ip, ...bodyFor(device, r.chance(0.75), device.iosVersion) };
  };
  const clipboardCall = () => {
    const s = r.pick(sample);
    const { agent, body } = bodyFor(s.device, true, s.device.iosVersion);
    return { ip: `2001:db8:fe::${r.int(1, 1e6).toString(16)}`, agent, body: { ...body, clipboard: s.clipboardToken } };
  };
  const measure = async (n, make) => {
    const times = [];
    let matched = 0;
    for (let i = 0; i < n; i++) {
      const call = make();
      const body = matchRequestSchema.parse(call.body);
      const t0 = process.hrtime.bigint();
      const answer = await matchInstall(deps, { host: HOST, ip: call.ip, headerUserAgent: call.agent, body });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (answer.matched) matched += 1;
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    return { calls: n, matched, p50: q(0.5), p90: q(0.9), p99: q(0.99), max: times.at(-1) };
  };
  await measure(300, fingerprintCall); // warm-up: JIT, statement and page caches
  const fingerprint = await measure(opts.calls, fingerprintCall);
  const clipboard = await measure(Math.round(opts.calls / 3), clipboardCall);
  return { fingerprint, clipboard };
}

function formatLatency(results) {
  const out = [];
  out.push('MATCH LATENCY  matchInstall on SQLite (better-sqlite3, WAL), one process, ms per call');
  out.push('  pending clicks  path          calls  matched     p50     p90     p99     max   (fill s)');
  for (const res of results) {
    for (const [path, v] of [
      ['fingerprint', res.fingerprint],
      ['clipboard', res.clipboard],
    ]) {
      out.push(
        `  ${String(res.rows).padStart(14)}  ${path.padEnd(12)} ${String(v.calls).padStart(6)} ${String(v.matched).padStart(8)} ${v.p50.toFixed(3).padStart(7)} ${v.p90.toFixed(3).padStart(7)} ${v.p99.toFixed(3).padStart(7)} ${v.max.toFixed(2).padStart(7)}   ${path === 'fingerprint' ? res.fillSeconds.toFixed(1) : ''}`,
      );
    }
  }
  return out.join('\n');
}

module.exports = { runLatency, formatLatency };
