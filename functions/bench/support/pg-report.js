'use strict';
// The report of bench:postgres: per phase, redirects as ratios to SQLite measured in the same run,
// CPU per redirect, the API reads and what counting a click costs; then how each figure grew
// from the small store to the large one.

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '-');
const MB = 1024 * 1024;

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(head));
  rows.forEach((r) => console.log(line(r)));
}

function phaseReport(phase) {
  const base = phase.runs[0];
  console.log('');
  console.log(`${phase.title} (on disk: SQLite ${fmt(phase.sizes.sqlite / MB)} MB, PostgreSQL ${fmt(phase.sizes.postgres / MB)} MB)`);
  if (phase.seedSeconds)
    console.log(`  seeded in ${fmt(phase.seedSeconds.sqlite)} s (SQLite) and ${fmt(phase.seedSeconds.postgres)} s (PostgreSQL), side by side`);
  table(
    ['redirects', 'req/s', 'p50 ms', 'p99 ms', 'req/s ×', 'p50 ×', 'p99 ×', 'Ferry CPU µs', 'PG CPU µs', '3xx', 'recorded'],
    phase.runs.map((r) => [
      r.label,
      fmt(r.measured.reqPerSec),
      fmt(r.measured.p50),
      fmt(r.measured.p99),
      fmt(r.measured.reqPerSec / base.measured.reqPerSec, 2),
      fmt(r.measured.p50 / base.measured.p50, 2),
      fmt(r.measured.p99 / base.measured.p99, 2),
      fmt(r.ferryCpuUs),
      r.store === 'postgres' ? fmt(r.postgresCpuUs) : '-',
      fmt(r.measured.s3xx),
      fmt(r.recorded),
    ]),
  );
  console.log('  (× : ratio to SQLite in this run; CPU: per redirect, every Ferry process / every PostgreSQL process)');
  const ms = (t) => `${fmt(t.cold, t.cold < 100 ? 1 : 0)} / ${fmt(t.warm, t.warm < 100 ? 1 : 0)}`;
  table(
    ['API reads, ms (cold / warm)', 'analytics 30 d', 'links page', 'links search'],
    phase.runs.filter((r) => r.reads).map((r) => [r.label, ms(r.reads.analytics), ms(r.reads.list), ms(r.reads.search)]),
  );
  const sqliteReads = phase.runs.find((r) => r.store === 'sqlite').reads;
  console.log(`  the 30-day report adds up ${fmt(sqliteReads.rollupRows)} rollup rows (SQLite; ${fmt(sqliteReads.analyticsClicks)} clicks)`);
  const { sqlite, postgres } = phase.cost;
  console.log(
    `Counting a click (${fmt(sqlite.clicks)} clicks, no server): SQLite appends in ${fmt(sqlite.appendUs, 1)} µs and folds in ${fmt(sqlite.foldUs, 1)} µs; ` +
      `PostgreSQL's transaction takes ${fmt(postgres.wallUs)} µs of wall time (10 in flight), CPU ${fmt(postgres.nodeCpuUs)} µs in Node + ${fmt(postgres.postgresCpuUs)} µs in PostgreSQL`,
  );
}

function growthReport(small, big) {
  console.log('');
  console.log(`Growth, ${big.short} against ${small.short} (× : large / small)`);
  table(
    ['', 'req/s ×', 'p50 ×', 'p99 ×', 'analytics ×', 'links page ×', 'fold / transaction ×'],
    small.runs.map((s, i) => {
      const b = big.runs[i];
      const count = s.store === 'sqlite' ? big.cost.sqlite.foldUs / small.cost.sqlite.foldUs : big.cost.postgres.wallUs / small.cost.postgres.wallUs;
      return [
        s.label,
        fmt(b.measured.reqPerSec / s.measured.reqPerSec, 2),
        fmt(b.measured.p50 / s.measured.p50, 2),
        fmt(b.measured.p99 / s.measured.p99, 2),
        s.reads ? fmt(b.reads.analytics.warm / s.reads.analytics.warm, 1) : '',
        s.reads ? fmt(b.reads.list.warm / s.reads.list.warm, 1) : '',
        i < 2 ? fmt(count, 2) : '',
      ];
    }),
  );
}

function report({ phases, setup }) {
  console.log('');
  console.log(`PostgreSQL against SQLite: ${setup}`);
  phases.forEach(phaseReport);
  if (phases.length === 2) growthReport(...phases);
}

module.exports = { report, fmt };
