'use strict';
// QR code PNGs (`npm run bench:qr`): the CPU one request's image costs (the process's user and
// system time, the thread pool's deflate included), which the redirects of the same instance
// share, and the longest event-loop block while drawing. The baseline, measured in the same run,
// is qrcode's own PNG output (what Ferry used before: 32-bit pixels drawn in JavaScript, about
// 0.8 s of CPU for 2,048 px); Ferry's draws 1-bit rows once per module row. Medians of rounds.
// BENCH_SMOKE=1: one round, and a missed CPU target is printed without failing (support/smoke.js).

const { monitorEventLoopDelay } = require('node:perf_hooks');
const QRCode = require('qrcode');
const { qrImage } = require('../lib/services/qr/qr-code');
const { SMOKE, sized } = require('./support/smoke');

const URL = 'https://acme.links.example.com/summer-sale-2026';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(7, 1));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SIZES = [512, 1024, 2048];
// The promise: a 2,048 px code costs at most this much CPU, and 10x less than the baseline.
const TARGET = { maxCpuMs: 25, ratio: 0.1 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU milliseconds and the longest event-loop block (ms) of one drawing. */
async function measure(draw) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // A timer keeps the loop turning, so a block shows up as one late tick.
  const ticker = setInterval(() => undefined, 1);
  const before = process.cpuUsage();
  await draw();
  const used = process.cpuUsage(before);
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  histogram.disable();
  return { cpuMs: (used.user + used.system) / 1000, blockMs: histogram.max / 1e6 };
}

async function main() {
  const cases = {
    baseline: (size) => QRCode.toBuffer(URL, { errorCorrectionLevel: 'M', margin: 2, type: 'png', width: size + 0.5 }),
    ferry: (size) => qrImage(URL, { size, format: 'png' }),
  };
  let failed = false;
  for (const size of SIZES) {
    const runs = { baseline: [], ferry: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, draw] of Object.entries(cases)) runs[name].push(await measure(() => draw(size)));
    }
    const of = (name, key) => median(runs[name].map((run) => run[key]));
    const ratio = of('ferry', 'cpuMs') / of('baseline', 'cpuMs');
    const image = (await cases.ferry(size)).bytes;
    const bytes = { baseline: (await cases.baseline(size)).length, ferry: image.length };
    // Fast but wrong is no result: what Ferry drew must be a PNG.
    if (!Buffer.from(image.subarray(0, 8)).equals(PNG_SIGNATURE)) {
      console.log(`  FAILED: the ${size} px image is not a PNG`);
      failed = true;
    }
    console.log(
      `  ${size} px: CPU ${of('ferry', 'cpuMs').toFixed(1)} ms vs baseline ${of('baseline', 'cpuMs').toFixed(1)} ms (ratio ${ratio.toFixed(3)});` +
        ` longest block ${of('ferry', 'blockMs').toFixed(1)} vs ${of('baseline', 'blockMs').toFixed(1)} ms; ${bytes.ferry} bytes vs ${bytes.baseline}`,
    );
    if (size === 2048 && (of('ferry', 'cpuMs') > TARGET.maxCpuMs || ratio > TARGET.ratio)) {
      console.log(
        `  ${SMOKE ? 'MISSED (smoke run, not a failure)' : 'FAILED'}: target at 2048 px is at most ${TARGET.maxCpuMs} ms of CPU and a ratio of at most ${TARGET.ratio}`,
      );
      failed ||= !SMOKE;
    }
  }
  return failed ? 1 : 0;
}

module.exports = { main };
if (require.main === module) main().then((code) => process.exit(code));
