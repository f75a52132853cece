'use strict';
// Pins the load generator and the server to different cores (taskset, all threads), so the
// two do not take turns on one core and the figures measure the server. BENCH_PIN=0 turns it
// off; without taskset or with one core it does nothing and says so. A smoke run (BENCH_SMOKE=1)
// is never pinned: it measures nothing, and must not crowd a core other work was given.

const { execFileSync } = require('node:child_process');
const { cpus } = require('node:os');
const { SMOKE } = require('./smoke');

const enabled = process.env.BENCH_PIN !== '0' && !SMOKE && cpus().length >= 2;

function pin(pid, cpu) {
  if (!enabled) return false;
  try {
    execFileSync('taskset', ['-acp', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The bench process (autocannon) on core 0. */
const pinGenerator = () => pin(process.pid, 0);
/** A server child (with its worker threads) on core 1. */
const pinServer = (pid) => pin(pid, 1);

module.exports = { pinGenerator, pinServer };
