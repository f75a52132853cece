'use strict';
// Child process of pg-stores.js: runs the seed statements on the SQLite file in one transaction,
// then answers { seconds } and exits. Journal and syncs are off while it loads (the file is a
// fresh copy nobody else has open); the file goes back to WAL, which the server opens it with.

const Database = require('better-sqlite3');

process.once('message', ({ file, statements }) => {
  const started = Date.now();
  const db = new Database(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000'); // 1 GB: the sorts of CREATE INDEX and GROUP BY stay in memory
  db.transaction(() => statements.forEach((sql) => db.exec(sql)))();
  db.pragma('journal_mode = WAL');
  db.close();
  process.send({ seconds: (Date.now() - started) / 1000 }, () => process.exit(0));
});
