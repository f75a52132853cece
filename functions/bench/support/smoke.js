'use strict';
// Smoke mode (BENCH_SMOKE=1): each benchmark runs its whole path (seeding, servers, load,
// checks, report) on a small population for a few seconds, so a test can prove the script still
// works after a refactor (test/bench/bench-smoke.test.ts). Timings from such a run mean nothing:
// in smoke mode a missed performance target is printed but never fails the run; a wrong answer
// or a crash still does.

const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` normally, `small` in smoke mode. */
const sized = (full, small) => (SMOKE ? small : full);

module.exports = { SMOKE, sized };
