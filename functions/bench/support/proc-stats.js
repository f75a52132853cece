'use strict';
// A server child's resident memory and open file descriptors, read from /proc (Linux).

const { readFileSync, readdirSync } = require('node:fs');

function procStats(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN);
  return { rssMb: rssKb / 1024, fds: readdirSync(`/proc/${pid}/fd`).length };
}

/** The p-th percentile (0-100) of an array of numbers; NaN when empty. */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

module.exports = { procStats, percentile };
