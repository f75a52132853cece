#!/usr/bin/env node
// Deferred-match benchmark (`npm run bench:match`): precision and recall per match type on a
// simulated population with realistic collisions (match-quality.js), then match latency with
// 100k and 1M pending clicks in the SQLite store (match-latency.js). See bench/MATCH.md.
//
//   node bench/match.js [--seed 1] [--quality-only | --latency-only] [--clickers 24000]
//                       [--nat-users 300] [--organic 1] [--organic-with-clickers P]
//                       [--small 100000] [--large 1000000] [--calls 3000]
// Env: FERRY_LIB (another build of lib/), BENCH_TUNE (tunables as JSON): see match-env.js.

'use strict';

const { LIB } = require('./match-env');
const { runQuality, formatQuality, summaryOf } = require('./match-quality');
const { runLatency, formatLatency } = require('./match-latency');

function parseArgs(argv) {
  const opts = {
    seed: 1,
    quality: true,
    latency: true,
    clickers: 24_000,
    installRate: 0.3,
    organicPerInstall: 1,
    links: 60,
    days: 3,
    natUsers: 300,
    small: 100_000,
    large: 1_000_000,
    calls: 3000,
  };
  const numeric = { '--seed': 'seed', '--clickers': 'clickers', '--nat-users': 'natUsers', '--small': 'small', '--large': 'large', '--calls': 'calls', '--links': 'links', '--install-rate': 'installRate', '--organic': 'organicPerInstall', '--organic-with-clickers': 'organicWithClickers', '--days': 'days' };
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
    verdicts.push(`overall precision ${(100 * s.precision).toFixed(2)}% (>= 99%: ${s.precision >= 0.99 ? 'yes' : 'NO'})`);
    verdicts.push(`recall with clipboard or referrer ${(100 * s.tokenRecall).toFixed(2)}% (>= 99%: ${s.tokenRecall >= 0.99 ? 'yes' : 'NO'})`);
    verdicts.push(`recall fingerprint only ${(100 * s.fingerprintRecall).toFixed(2)}% (no target)`);
  }
  if (opts.latency) {
    const results = await runLatency(opts, log);
    console.log(formatLatency(results));
    console.log('');
    const large = results.at(-1);
    verdicts.push(`p99 fingerprint match latency with ${large.rows} pending clicks ${large.fingerprint.p99.toFixed(2)} ms (< 10 ms: ${large.fingerprint.p99 < 10 ? 'yes' : 'NO'})`);
  }
  console.log('ACCEPTANCE');
  for (const v of verdicts) console.log(`  ${v}`);
  const mem = process.memoryUsage();
  console.log(`  (total ${((Date.now() - started) / 1000).toFixed(0)} s, RSS at the end ${(mem.rss / 2 ** 20).toFixed(0)} MB, node ${process.version})`);
  return 0;
}

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
