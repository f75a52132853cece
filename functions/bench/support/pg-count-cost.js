'use strict';
// What counting a click costs each store, measured on the store itself with Ferry's own code
// (lib/), with no server running: SQLite appends the visit to the click log (in the request,
// in groups as its group commit makes them) and folds it into the counters later (click-log.ts);
// PostgreSQL writes the click and every counter in one transaction in the request
// (record-click.ts). The clicks are copies of the bench's own desktop visits, new ids, now.

const { randomUUID } = require('node:crypto');
const Database = require('better-sqlite3');
const { Pool } = require('pg');
const { clickLog } = require('../../lib/store/sqlite/click-fold/click-log');
const { configureConnection } = require('../../lib/store/sqlite/database/connection');
const { recordClick } = require('../../lib/store/postgres/clicks/record-click');
const { sized } = require('./smoke');
const { treeCpuSeconds } = require('./process-tree');

const CLICKS = sized(5_000, 200);
/** Clicks per group commit: about what 50 connections leave in one event-loop turn. */
const GROUP = 50;
/** Transactions in flight on PostgreSQL: DATABASE_POOL_SIZE's default. */
const LANES = 10;

function copies(docs, count) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    ...JSON.parse(docs[i % docs.length].doc),
    id: randomUUID(),
    clickedAt: new Date(now + i).toISOString(),
  }));
}
const month = () => new Date().toISOString().slice(0, 7);
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** SQLite: µs per click to append (groups of GROUP, one transaction each) and to fold. */
function sqliteCost(store, since) {
  const db = new Database(store.file);
  try {
    configureConnection(db);
    const docs = db.prepare('SELECT doc FROM clicks WHERE project_id = ? AND clicked_at >= ? LIMIT 1000').all(store.projectId, since);
    const clicks = copies(docs, CLICKS);
    const log = clickLog(db);
    const append = db.transaction((group) => group.forEach((click) => log.append({ click, month: month() })));
    let started = performance.now();
    for (let i = 0; i < clicks.length; i += GROUP) append(clicks.slice(i, i + GROUP));
    const appendMs = performance.now() - started;
    started = performance.now();
    const folded = log.fold();
    const foldMs = performance.now() - started;
    if (folded !== CLICKS) throw new Error(`SQLite folded ${folded} clicks of ${CLICKS}`);
    return { clicks: CLICKS, appendUs: (appendMs * 1000) / CLICKS, foldUs: (foldMs * 1000) / CLICKS };
  } finally {
    db.close();
  }
}

/** PostgreSQL: wall µs per click with LANES transactions in flight, and CPU µs of Node and of PostgreSQL. */
async function postgresCost(store, since, postmasterPid) {
  const pool = new Pool({ connectionString: store.url, max: LANES });
  try {
    const { rows } = await pool.query('SELECT doc FROM clicks WHERE project_id = $1 AND clicked_at >= $2 LIMIT 1000', [store.projectId, since]);
    const clicks = copies(rows, CLICKS);
    const record = recordClick(pool);
    // Every lane's connection open before the timing starts.
    await Promise.all(clicks.splice(0, LANES).map((click) => record(click, { month: month() })));
    const [cpu0, pg0, started] = [cpuNow(), treeCpuSeconds(postmasterPid), performance.now()];
    let next = 0;
    const lane = async () => {
      while (next < clicks.length) {
        if ((await record(clicks[next++], { month: month() })) !== 'recorded') throw new Error('PostgreSQL did not record a click');
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    const per = (seconds) => (seconds * 1e6) / clicks.length;
    return {
      clicks: clicks.length,
      wallUs: per((performance.now() - started) / 1000),
      nodeCpuUs: per(cpuNow() - cpu0),
      postgresCpuUs: per(treeCpuSeconds(postmasterPid) - pg0),
    };
  } finally {
    await pool.end();
  }
}

module.exports = { sqliteCost, postgresCost };
