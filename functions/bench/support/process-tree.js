'use strict';
// A process and what it forked (Ferry's WORKERS, PostgreSQL's postmaster and its backends), read
// from /proc (Linux): to pin them all and to count the CPU time they spend.

const { readFileSync, readdirSync } = require('node:fs');

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [state, ppid, ...]. */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** `pid` and every live process below it. */
function processTree(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = Number(statFields(name)?.[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const tree = [];
  for (const queue = [pid]; queue.length > 0; ) {
    const next = queue.shift();
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU seconds (user + system) of the tree: the live processes' own, plus what the root has
 * reaped from children that ended (cutime, cstime), so a backend that exits still counts.
 */
function treeCpuSeconds(pid) {
  let ticks = 0;
  for (const member of processTree(pid)) {
    const f = statFields(member);
    if (!f) continue;
    // utime and stime are fields 14 and 15 of stat, so 11 and 12 here; cutime, cstime 13 and 14.
    ticks += Number(f[11]) + Number(f[12]) + (member === pid ? Number(f[13]) + Number(f[14]) : 0);
  }
  return ticks / TICKS_PER_SECOND;
}

module.exports = { processTree, treeCpuSeconds };
