'use strict';
// What bench:postgres reads besides redirects: the clicks a store holds (to check that every
// answered visit was recorded), and the API reads whose cost grows with the data: the project's
// 30-day analytics (GET /api/projects/{id}/analytics, from click_rollup) and the links list
// (GET /api/links, its first page and a search that scans its bound of links).

const http = require('node:http');

/**
 * Clicks of the project since `since` (the bench's own visits; the seeded ones are older), with
 * SQLite's click log (visits not folded yet), and the usage counter of every month. One statement,
 * so one snapshot: a fold moves clicks from the log to the table in one transaction.
 */
async function clickCounts(store, since) {
  const logged = store.kind === 'sqlite' ? "+ (SELECT count(*) FROM click_log WHERE json_extract(doc, '$.click.projectId') = $1)" : '';
  const row = await store.get(
    `SELECT (SELECT count(*) FROM clicks WHERE project_id = $1 AND clicked_at >= $2) ${logged} AS clicked,
       (SELECT COALESCE(SUM(clicks), 0) FROM usage WHERE project_id = $1) AS counted`,
    [store.projectId, since],
  );
  return { rows: Number(row.clicked), usage: Number(row.counted) };
}

/** One GET on the API host with the secret key: { ms, status, body } (ms to the last byte). */
function apiGet(port, path, key, timeoutMs = 120_000) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { host: 'api.localhost', authorization: `Bearer ${key}` };
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} took over ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/** Each read twice, one after the other: { cold, warm } ms; every answer is checked. */
async function timeReads(store, port) {
  const reads = {
    analytics: `/api/projects/${store.projectId}/analytics`,
    list: '/api/links?limit=50',
    // Matches no link: the search reads its bound of links (2,000) and ends the page there.
    search: '/api/links?limit=50&q=no-such-link',
  };
  const result = {};
  for (const [name, path] of Object.entries(reads)) {
    const times = [];
    let body;
    for (let i = 0; i < 2; i++) {
      const answer = await apiGet(port, path, store.key);
      if (answer.status !== 200) throw new Error(`${store.name}: GET ${path} answered ${answer.status} ${answer.body.slice(0, 200)}`);
      times.push(answer.ms);
      body = JSON.parse(answer.body);
    }
    result[name] = { cold: times[0], warm: times[1] };
    if (name === 'list' && body.length !== 50) throw new Error(`${store.name}: the links list gave ${body.length} links, not 50`);
    if (name === 'analytics') {
      // The report must add up what the rollup holds for its days.
      const expected = await store.get('SELECT COALESCE(SUM(clicks), 0) AS n FROM click_rollup WHERE project_id = $1 AND day BETWEEN $2 AND $3', [
        store.projectId,
        body.from,
        body.to,
      ]);
      if (body.totals.clicks !== Number(expected.n)) throw new Error(`${store.name}: analytics total ${body.totals.clicks} clicks, rollup ${expected.n}`);
      result.analyticsClicks = body.totals.clicks;
      result.rollupRows = Number(
        (await store.get('SELECT count(*) AS n FROM click_rollup WHERE project_id = $1 AND day BETWEEN $2 AND $3', [store.projectId, body.from, body.to])).n,
      );
    }
  }
  return result;
}

module.exports = { clickCounts, timeReads };
