'use strict';
// Pins the load generator and the server to different cores (taskset, all threads), so the
// two do not take turns on one core and the figures measure the server. BENCH_PIN=0 turns it
// off; without taskset or with one core it does nothing and says so. A smoke run (BENCH_SMOKE=1)
// is never pinned: it measures nothing, and must not crowd a core other work was given.

const { execFileSync } = require('node:child_process');
const { cpus } = require('node:os');
const { SMOKE } = require('./smoke');
const { processTree } = require('./process-tree');

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

/**
 * A process and everything below it on `cpus` ('1', or '0,1' to let them go again). What they
 * fork later inherits it (PostgreSQL's backends, from the postmaster).
 */
const pinTree = (pid, cpus) =>
  processTree(pid)
    .map((member) => pin(member, cpus))
    .every(Boolean);

/** A command line that starts on core 1 (with what it forks), or as it is when not pinning. */
const onServerCore = (argv) => (enabled ? ['taskset', '-c', '1', ...argv] : argv);

module.exports = { pinGenerator, pinServer, pinTree, onServerCore };
