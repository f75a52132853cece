#!/usr/bin/env node
// Deferred-match benchmark (`npm run bench:match`): precision and recall per match type on a
// simulated population with realistic collisions (match-quality.js), then match latency with
// 100k and 1M pending clicks in the SQLite store (match-latency.js). See bench/MATCH.md.
//
//   node bench/match.js [--seed 1] [--quality-only | --latency-only] [--clickers 32000] [--days 4] [--warmup-hours 24]
//                       [--nat-users 300] [--organic 1] [--organic-with-clickers P]
//                       [--small 100000] [--large 1000000] [--calls 3000]
// Env: FERRY_LIB (another build of lib/), BENCH_TUNE (tunables as JSON): see match-env.js.
// BENCH_SMOKE=1: 300 clickers over one day, 1,000 and 2,000 pending clicks, 50 calls (about 2 s);
// the options above still win.

'use strict';

const { LIB } = require('./match-env');
const { runQuality, formatQuality, summaryOf } = require('./match-quality');
const { runLatency, formatLatency } = require('./match-latency');
const { runScenarios, formatScenarios } = require('./match-scenarios');
const { SMOKE } = require('./support/smoke');

// A smoke run plays every part on a population small enough for seconds (support/smoke.js).
const SMOKE_OPTIONS = { clickers: 300, days: 1, warmupHours: 2, small: 1000, large: 2000, calls: 50, scenarioTrials: 2 };

function parseArgs(argv) {
  const opts = {
    seed: 1,
    quality: true,
    latency: true,
    clickers: 32_000,
    installRate: 0.3,
    organicPerInstall: 1,
    links: 60,
    days: 4,
    warmupHours: 24,
    natUsers: 300,
    small: 100_000,
    large: 1_000_000,
    calls: 3000,
    scenarioTrials: 100,
    ...(SMOKE ? SMOKE_OPTIONS : {}),
  };
  const numeric = {
    '--seed': 'seed',
    '--clickers': 'clickers',
    '--nat-users': 'natUsers',
    '--small': 'small',
    '--large': 'large',
    '--calls': 'calls',
    '--links': 'links',
    '--install-rate': 'installRate',
    '--organic': 'organicPerInstall',
    '--organic-with-clickers': 'organicWithClickers',
    '--days': 'days',
    '--warmup-hours': 'warmupHours',
    '--scenario-trials': 'scenarioTrials',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quality-only') opts.latency = false;
    else if (arg === '--latency-only') opts.quality = false;
    else if (numeric[arg]) opts[numeric[arg]] = Number(argv[++i]);
    else throw new Error(`unknown argument ${arg}`);
  }
  return opts;
}

/** Runs the benchmark and answers the exit code (0: it ran; the acceptance lines say pass or fail). */
async function main(argv = process.argv.slice(2)) {
  const opts = parseArgs(argv);
  const log = (line) => process.stderr.write(`[bench:match] ${line}\n`);
  const started = Date.now();
  log(`lib: ${LIB}${process.env.BENCH_TUNE ? `, BENCH_TUNE=${process.env.BENCH_TUNE}` : ''}`);
  const verdicts = [];

  if (opts.quality) {
    const quality = await runQuality(opts, log);
    console.log(formatQuality(quality));
    console.log('');
    const s = summaryOf(quality);
    const p = (x) => `${(100 * x).toFixed(2)}%`;
    verdicts.push(verdict(`overall precision ${p(s.precision)}`, s.precision >= 0.99, '>= 99%'));
    verdicts.push(verdict(`fingerprint precision ${p(s.fingerprintPrecision)}`, s.fingerprintPrecision >= 0.97, '>= 97%'));
    verdicts.push(verdict(`organic installs matched ${p(s.organicRate)}`, s.organicRate <= 0.01, '<= 1%'));
    verdicts.push(verdict(`recall with clipboard or referrer ${p(s.tokenRecall)}`, s.tokenRecall >= 0.99, '>= 99%'));
    verdicts.push(verdict(`fingerprint-only recall, lone click on the same IP, opened within 1 h ${p(s.loneHourRecall)}`, s.loneHourRecall >= 0.9, '>= 90%'));
    verdicts.push(verdict(`fingerprint-only recall, opened from the IP of the click within 24 h ${p(s.sameIpRecall)}`, s.sameIpRecall >= 0.7, '>= 70%'));
    verdicts.push(`     (fingerprint-only recall over every device, IP changed or not: ${p(s.fingerprintRecall)}; no target)`);
  }
  if (opts.quality && opts.scenarioTrials > 0) {
    const scenarios = await runScenarios(opts, log);
    console.log(formatScenarios(scenarios));
    console.log('');
    const lone = scenarios.results.filter((row) => row.scenario === 'lone home Wi-Fi' && ['2 min', '30 min'].includes(row.delay));
    const right = lone.reduce((n, row) => n + row.clicker.right, 0) / lone.reduce((n, row) => n + row.clicker.n, 0);
    verdicts.push(
      verdict(`scenarios: lone home Wi-Fi, user agent only, opened 2 or 30 min after the click: recall ${(100 * right).toFixed(2)}%`, right >= 0.9, '>= 90%'),
    );
  }
  if (opts.latency) {
    const results = await runLatency(opts, log);
    console.log(formatLatency(results));
    console.log('');
    const large = results.at(-1);
    verdicts.push(
      verdict(`p99 fingerprint match latency with ${large.rows} pending clicks ${large.fingerprint.p99.toFixed(2)} ms`, large.fingerprint.p99 < 10, '< 10 ms'),
    );
  }
  console.log('ACCEPTANCE');
  for (const v of verdicts) console.log(`  ${v}`);
  const mem = process.memoryUsage();
  console.log(`  (total ${((Date.now() - started) / 1000).toFixed(0)} s, RSS at the end ${(mem.rss / 2 ** 20).toFixed(0)} MB, node ${process.version})`);
  return 0;
}

const verdict = (text, met, target) => `${met ? 'PASS' : 'FAIL'}  ${text} (target ${target})`;

module.exports = { main };

if (require.main === module) {
  // A promise that never settles would let Node end the run silently with code 0.
  let finished = false;
  process.on('beforeExit', () => {
    if (finished) return;
    console.error('bench:match: the event loop emptied before the benchmark finished (a promise never settled)');
    process.exitCode = 1;
  });
  main().then(
    (code) => {
      finished = true;
      process.exit(code);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
