// Fingerprint-only scenarios: the app sends the minimal body with its own user agent
// and nothing else (no clipboard, no referrer, no deviceInfo facts), and the deepview's beacon
// never ran. Four networks, four delays from click to first open, and an organic install on
// each: someone on the same network who never clicked opens the app at the same moment.
// Every trial runs the real visitLink and matchInstall on its own fresh IP.

'use strict';

const { HOST, lib, createEnv, seedProject } = require('./match-env');
const { makeDevice, browserAgent, appAgent, rng, HOUR, MIN, DAY } = require('./match-population');

const DELAYS = [
  ['2 min', 2 * MIN],
  ['30 min', 30 * MIN],
  ['3 h', 3 * HOUR],
  ['20 h', 20 * HOUR],
];
const NO_HEADERS = { get: () => null };

/**
 * Each scenario answers the phones on one IP: `clicker` clicks, `organic` never does,
 * `background` clicks happened on the IP in the 24 hours before (other people, other links).
 */
const SCENARIOS = [
  { name: 'lone home Wi-Fi', people: 2, backgroundClicks: 0 },
  { name: 'family: iPhones on one release', people: 3, backgroundClicks: 0, family: true },
  { name: 'office of 40', people: 40, backgroundClicks: 6 },
  { name: 'carrier NAT (~300 phones)', people: 300, backgroundClicks: 80 },
];

async function runScenarios(opts, log = () => {}) {
  const { visitLink } = lib('services/link-host/visit');
  const { matchInstall } = lib('services/match/match-install');
  const { matchRequestSchema } = lib('domain/match/schema');
  const env = createEnv('scenarios');
  const { deps, clock } = env;
  const r = rng(opts.seed + 1000);
  const trials = opts.scenarioTrials;
  const results = [];
  let ipCount = 0;
  let start = Date.parse('2026-11-02T00:00:00.000Z');
  try {
    const { slugs } = await seedProject(deps, 10);
    const visit = async (device, slug, ip, at) => {
      clock.set(at);
      await visitLink(deps, { host: HOST, slug, userAgent: device.agent, ip, headers: NO_HEADERS, query: {}, referer: null });
    };
    const open = async (device, ip, at) => {
      clock.set(at);
      const agent = appAgent(device, device.iosVersion);
      const body = matchRequestSchema.parse({ deviceInfo: { userAgent: agent, timestamp: at } });
      return matchInstall(deps, { host: HOST, ip, headerUserAgent: agent, body });
    };
    for (const scenario of SCENARIOS) {
      for (const [label, delay] of DELAYS) {
        const row = { scenario: scenario.name, delay: label, clicker: tally(), organic: tally() };
        for (let i = 0; i < trials; i++) {
          start += 2 * DAY;
          for (const role of ['clicker', 'organic']) {
            const ip = `198.19.${(ipCount >> 8) & 255}.${ipCount++ & 255}`;
            const phones = people(r, scenario);
            const [clicker, other] = phones;
            const clickedAt = start + HOUR;
            // Other people's clicks through the 24 hours before the open, as a busy IP always has.
            for (let k = 0; k < scenario.backgroundClicks; k++) {
              const someone = phones[2 + Math.floor(r.next() * (phones.length - 2))] ?? other;
              await visit(someone, r.pick(slugs.slice(1)), ip, clickedAt + delay - Math.round(r.next() * DAY));
            }
            await visit(clicker, slugs[0], ip, clickedAt);
            // The family's second iPhone clicked another link around the same time.
            if (scenario.family) await visit(other, slugs[1], ip, clickedAt - Math.round(r.next() * 30 * MIN));
            const organic = scenario.family ? phones[2] : other;
            const answer = await open(role === 'clicker' ? clicker : organic, ip, clickedAt + delay);
            const t = row[role];
            t.n += 1;
            if (answer.matched) {
              const right = role === 'clicker' && answer.slug === slugs[0];
              t[right ? 'right' : 'wrong'] += 1;
            }
          }
        }
        results.push(row);
        log(`scenarios: ${scenario.name}, open ${label}: done`);
      }
    }
    return { trials, results };
  } finally {
    await env.close();
  }
}

const tally = () => ({ n: 0, right: 0, wrong: 0 });

/**
 * Phones on the IP: [clicker, another (the organic installer; in a family, the sibling who
 * clicked another link, and a third iPhone installs organically), ...colleagues]. Android apps
 * send Dalvik's user agent: OkHttp's tells nothing, so without deviceInfo it cannot match.
 */
function people(r, scenario) {
  const household = { tz: 'America/New_York', language: 'en-US' };
  const phones = [];
  for (let i = 0; i < scenario.people; i++) {
    const d = makeDevice(r, i, household);
    d.httpClient = 'dalvik';
    phones.push(d);
  }
  if (scenario.family) {
    // The clicker, a sibling who clicked another link, and a third who installs organically.
    for (const d of phones.slice(0, 3)) {
      Object.assign(d, { os: 'ios', iosVersion: phones[0].iosVersion ?? '26.1', browser: 'safari', model: 'iPhone16,1' });
      d.agent = browserAgent(d, 'safari');
    }
  }
  return phones;
}

function formatScenarios({ trials, results }) {
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a').padStart(7);
  const out = [`FINGERPRINT-ONLY SCENARIOS  the minimal body with the app's user agent only, no beacon; ${trials} trials per cell, each on its own IP`];
  out.push('  scenario                              open after   clicker: recall  wrong    organic install: matched');
  for (const row of results) {
    const c = row.clicker;
    out.push(
      `  ${row.scenario.padEnd(38)}${row.delay.padStart(10)}   ${pct(c.right, c.n).padStart(15)}  ${String(c.wrong).padStart(5)}    ${pct(row.organic.wrong, row.organic.n).padStart(24)}`,
    );
  }
  return out.join('\n');
}

module.exports = { runScenarios, formatScenarios, SCENARIOS, DELAYS };
