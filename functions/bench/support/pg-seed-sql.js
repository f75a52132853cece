'use strict';
// The population of bench:postgres, as SQL both stores run (PostgreSQL's generate_series, SQLite's
// recursive CTE): links p<i> made from the template link p0 that the real services wrote, and
// clicks that arrive in time order over the 90 days before `endSeconds` (the default retention:
// no prune job deletes them), from 7 countries, 3 platforms and 4 referrer hosts. Click j goes to
// link floor(N * u^4), u a multiplicative hash of j: half the clicks go to the top 1 % of the
// links, and almost every link gets a few. The counters (links.clicks, usage, click_rollup) are
// derived from the same rows, so every read agrees with the clicks, as after real visits.

const HASH = 2654435761;
const CLICK_DAYS = 90;
const LINK_DAYS = 365;
const COUNTRIES = 'USGBDEFRINBRXX'; // 7 two-letter codes, one substr away

function dialect(kind) {
  const pg = kind === 'pg';
  return {
    series: (from, to) =>
      pg
        ? `generate_series(${from}, ${to}) AS s(j)`
        : `(WITH RECURSIVE s(j) AS (SELECT ${from} UNION ALL SELECT j + 1 FROM s WHERE j < ${to}) SELECT j FROM s) AS s`,
    int: (x) => (pg ? `floor(${x})::bigint` : `CAST(${x} AS INTEGER)`),
    /** Byte order for PostgreSQL's sort (the columns' own collation), not the locale's. */
    bytes: (x) => (pg ? `${x} COLLATE "C"` : x),
    num: (text) => (pg ? `(${text})::bigint` : `CAST(${text} AS INTEGER)`),
    real: (x) => (pg ? `(${x})::float8` : `CAST(${x} AS REAL)`),
    iso: (seconds) =>
      pg ? `to_char(to_timestamp(${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
    id: (j) =>
      pg
        ? `lpad(to_hex(${j}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex((${j} * ${HASH}) % 281474976710656), 12, '0')`
        : `printf('%08x-0000-4000-8000-%012x', ${j}, (${j} * ${HASH}) % 281474976710656)`,
  };
}

/** Rows (j, n, slug, at, country, platform, ref) of clicks [0, clicks), link n among `links`. */
function clickRows(d, { links, clicks, endSeconds }) {
  const step = (CLICK_DAYS * 86_400) / clicks;
  const start = endSeconds - CLICK_DAYS * 86_400;
  const u = `${d.real(`(j * ${HASH}) % 4294967296`)} / 4294967296.0`;
  return `SELECT j, n, 'p' || n AS slug, ${d.iso(`${start} + j * ${step}`)} AS at,
      substr('${COUNTRIES}', (j % 7) * 2 + 1, 2) AS country,
      CASE WHEN j % 10 < 6 THEN 'web' WHEN j % 10 < 8 THEN 'ios' ELSE 'android' END AS platform,
      CASE (j / 7) % 5 WHEN 2 THEN 'google.com' WHEN 3 THEN 't.co' WHEN 4 THEN 'instagram.com' ELSE '(direct)' END AS ref
    FROM (SELECT j, ${d.int(`${links} * u * u * u * u`)} AS n FROM (SELECT j, ${u} AS u FROM ${d.series(0, clicks - 1)}) AS h) AS c`;
}

/**
 * Statements that add links [from, to) and, when `clicks` > 0, that many clicks and their
 * counters. Seeded clicks end at `endSeconds`, a midnight before the bench's own visits, so the
 * rollup rows they make are new keys. `template` is p0's stored doc and `templateAt` its createdAt.
 */
function seedStatements(kind, { project, from, to, clicks, template, templateAt, endSeconds }) {
  const d = dialect(kind);
  const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
  const p = q(project);
  const endDay = q(new Date(endSeconds * 1000).toISOString().slice(0, 10));
  const at = d.iso(`${endSeconds - LINK_DAYS * 86_400} + j * ${(LINK_DAYS * 86_400) / to}`);
  const doc = `replace(replace(replace(replace(${q(template)}, '/products/0', '/products/' || j), '"title":"Product 0"', '"title":"Product ' || j || '"'),
    '"slug":"p0"', '"slug":"p' || j || '"'), ${q(templateAt)}, at)`;
  const counted = clicks > 0;
  const addLinks = `INSERT INTO links (project_id, slug, created_at, clicks, doc)
    SELECT ${p}, 'p' || j, at, ${counted ? 'COALESCE(lc.c, 0)' : '0'}, ${doc}
    FROM (SELECT j, ${at} AS at FROM ${d.series(from, to - 1)}) AS l${counted ? ' LEFT JOIN link_clicks AS lc ON lc.n = l.j' : ''}`;
  const countLinks = `UPDATE usage SET links = links + ${to - from} WHERE project_id = ${p}`;
  if (!counted) return [addLinks, countLinks];
  const gen = clickRows(d, { links: to, clicks, endSeconds });
  const chain = `'["http://bench.localhost/' || slug || '","https://example.com/products/' || n || '?ref=bench"]'`;
  const keys = [
    ['substr(at, 1, 10)', 'day'],
    ['slug', 'slug'],
    ['country', 'country'],
    ['platform', 'platform'],
    ['ref', 'ref'],
  ]
    .map(([expression, name]) => `${d.bytes(expression)} AS ${name}`)
    .join(', ');
  const seeded = `FROM click_rollup WHERE project_id = ${p} AND day < ${endDay}`;
  return [
    // Built after the load, as a restore does: 10M inserts in random order would be most of the seed.
    'DROP INDEX clicks_by_link',
    `INSERT INTO clicks (project_id, slug, clicked_at, id, doc)
     SELECT ${p}, slug, at, id, '{"id":"' || id || '","projectId":"${project}","slug":"' || slug || '","clickedAt":"' || at || '","country":"' || country
       || '","platform":"' || platform || '","redirectChain":' || ${chain} || ',"referrerHost":' || CASE ref WHEN '(direct)' THEN 'null' ELSE '"' || ref || '"' END
       || ',"uaFamily":"Chrome","os":"Windows","osVersion":"10"}'
     FROM (SELECT g.*, ${d.id('j')} AS id FROM (${gen}) AS g) AS k`,
    // In key order, so each row lands on the index's last page.
    `INSERT INTO click_rollup (project_id, day, slug, country, platform, referrer_host, referrer_id, clicks, installs)
     SELECT ${p}, day, slug, country, platform, ref, '', count(*), 0 FROM (SELECT ${keys} FROM (${gen}) AS g) AS r
     GROUP BY day, slug, country, platform, ref ORDER BY day, slug, country, platform, ref`,
    // The other counters, from the rollup just written (a tenth of the work of generating again).
    `CREATE TEMP TABLE link_clicks AS SELECT ${d.num('substr(slug, 2)')} AS n, sum(clicks) AS c ${seeded} GROUP BY slug`,
    'CREATE INDEX link_clicks_n ON link_clicks (n)',
    addLinks,
    countLinks,
    `UPDATE links SET clicks = clicks + (SELECT c FROM link_clicks WHERE n = ${d.num('substr(slug, 2)')})
     WHERE project_id = ${p} AND slug IN (SELECT 'p' || n FROM link_clicks WHERE n < ${from})`,
    `INSERT INTO usage (project_id, month, clicks) SELECT ${p}, substr(day, 1, 7) AS month, sum(clicks) ${seeded} GROUP BY month
     ON CONFLICT (project_id, month) DO UPDATE SET clicks = usage.clicks + excluded.clicks`,
    'DROP TABLE link_clicks',
    'CREATE INDEX clicks_by_link ON clicks(project_id, slug, clicked_at DESC)',
  ];
}

module.exports = { seedStatements, CLICK_DAYS };
