// The click log (issue #13): a visit appends ONE row (integer keys, so appends touch the last
// page only) and is answered once that append is committed. Everything a click leaves (its
// history row, a mobile click's pending match, the link's count, the month's usage, influencer,
// campaign and report rollups) is derived by folding the log in batches (click-fold.ts); reads
// that need counters fold the tail first (fold-first.ts), so answers stay exact.
//
// Two logs, folded alike: the log file (click-log-file.ts), where visits append on a file-backed
// store, and the database's own click_log table, where a capped link's click is logged in the
// same transaction as its count, where clicks of an older Ferry or of a backup wait, and where
// an in-memory store logs everything. A fold of the table deletes its rows in its transaction;
// a fold of the file moves the file's mark in click_log_folded in its transaction and deletes
// the rows afterwards: a crash neither loses a click nor folds one twice.

import type { Database } from 'better-sqlite3';
import type { ClickEvent, PendingMatch } from '../../domain/clicks/types';
import { clickFolder } from './click-fold';
import type { ClickLogFile } from './click-log-file';

/**
 * Rows one fold transaction takes at most. Its cost grows with the store (each mobile click
 * adds to four indexes keyed by random tokens and hashes): 13-30 ms per 1,000 clicks on an empty
 * store, about 90 ms at 500,000 clicks (bench:soak, issue #14). 250 keeps one batch, and so
 * the longest pause a visitor can meet behind it, near 25 ms there, at the same cost per click.
 */
export const FOLD_BATCH = 250;
/** The background fold looks for clicks this often (and drains the log batch after batch). */
export const FOLD_INTERVAL_MS = 200;

export interface LoggedClick {
  click: ClickEvent;
  month: string;
  /** The link's count was bumped at record time (links with maxClicks keep their cap exact). */
  counted?: true;
  /** A mobile click's deferred match: folded into pending_matches before any match reads them. */
  pending?: PendingMatch;
}

export interface ClickLog {
  /** Logs a visit (in the log file if there is one); returns its place in that log. */
  append(entry: LoggedClick): number;
  /** The place of the last visit in the log file, whoever logged it (0: none waits). */
  latest(): number;
  /** Logs a visit in the database's table, inside the caller's transaction (capped links). */
  appendInDatabase(entry: LoggedClick): void;
  /** Folds every logged click; returns how many. Synchronous: call it before reading counters. */
  fold(): number;
  /** Folds one batch (at most `batch` clicks, FOLD_BATCH unless said); returns how many. */
  foldBatch(): number;
  /** Whether every click in the table and every one in the file up to `seq` is folded. */
  foldedThrough(seq: number): boolean;
  /**
   * Copies the log file's WAL back into it (PASSIVE: never waits for a visit's append). Its
   * connections do not checkpoint on their own (click-log-file.ts): the folding side calls this.
   */
  checkpointFile(): void;
  /** Clicks logged and not folded yet, and the oldest of them (for metrics and tests). */
  lag(): number;
  oldest(): LoggedClick | null;
}

export function clickLog(db: Database, file?: ClickLogFile, batch = FOLD_BATCH): ClickLog {
  const apply = clickFolder(db);
  const table = {
    append: db.prepare('INSERT INTO click_log (doc) VALUES (?)'),
    take: db.prepare<[number], { seq: number; doc: string }>('SELECT seq, doc FROM click_log ORDER BY seq LIMIT ?'),
    forget: db.prepare('DELETE FROM click_log WHERE seq <= ?'),
    count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM click_log'),
    oldest: db.prepare<[], { doc: string }>('SELECT doc FROM click_log ORDER BY seq LIMIT 1'),
  };
  const foldTable = db.transaction((): number => {
    const rows = table.take.all(batch);
    if (rows.length === 0) return 0;
    apply(rows.map((row) => row.doc));
    table.forget.run(rows[rows.length - 1]!.seq);
    return rows.length;
  });
  const fromFile = file ? fileSource(db, file, apply, batch) : null;

  const foldBatch = (): number => {
    const n = foldTable.immediate();
    return n > 0 || !fromFile ? n : fromFile.foldBatch();
  };
  return {
    append(entry) {
      if (!fromFile) return Number(table.append.run(JSON.stringify(entry)).lastInsertRowid);
      return fromFile.append(JSON.stringify(entry));
    },
    latest: () => fromFile?.latest() ?? 0,
    appendInDatabase(entry) {
      table.append.run(JSON.stringify(entry));
    },
    fold() {
      let total = 0;
      for (let n = foldBatch(); n > 0; n = n === batch ? foldBatch() : 0) total += n;
      return total;
    },
    foldBatch,
    foldedThrough: (seq) => table.count.get()!.n === 0 && (!fromFile || fromFile.mark() >= seq),
    checkpointFile() {
      try {
        file?.db.pragma('wal_checkpoint(PASSIVE)');
      } catch {
        // busy or failed: the next call tries again; a checkpoint is never urgent
      }
    },
    lag: () => table.count.get()!.n + (fromFile?.lag() ?? 0),
    oldest() {
      const doc = table.oldest.get()?.doc ?? fromFile?.oldest();
      return doc ? (JSON.parse(doc) as LoggedClick) : null;
    },
  };
}

/** The log file's side: rows past the database's mark for this file are unfolded. */
function fileSource(db: Database, { db: logDb, id }: ClickLogFile, apply: (docs: readonly string[]) => void, batch: number) {
  const append = logDb.prepare('INSERT INTO click_log (doc) VALUES (?)');
  const take = logDb.prepare<[number, number], { seq: number; doc: string }>('SELECT seq, doc FROM click_log WHERE seq > ? ORDER BY seq LIMIT ?');
  const forget = logDb.prepare('DELETE FROM click_log WHERE seq <= ?');
  const count = logDb.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM click_log WHERE seq > ?');
  const last = logDb.prepare<[], { seq: number }>('SELECT seq FROM click_log ORDER BY seq DESC LIMIT 1');
  const oldest = logDb.prepare<[number], { doc: string }>('SELECT doc FROM click_log WHERE seq > ? ORDER BY seq LIMIT 1');
  const readMark = db.prepare<[string], { upto: number }>('SELECT upto FROM click_log_folded WHERE log_id = ?');
  const setMark = db.prepare('INSERT INTO click_log_folded (log_id, upto) VALUES (?, ?) ON CONFLICT (log_id) DO UPDATE SET upto = excluded.upto');
  const mark = () => readMark.get(id)?.upto ?? 0;
  const foldFile = db.transaction((): number => {
    // Read inside the write transaction: another connection folding the same file waits for it.
    const rows = take.all(mark(), batch);
    if (rows.length === 0) return 0;
    apply(rows.map((row) => row.doc));
    setMark.run(id, rows[rows.length - 1]!.seq);
    return rows.length;
  });
  return {
    append: (doc: string) => Number(append.run(doc).lastInsertRowid),
    foldBatch(): number {
      const n = foldFile.immediate();
      // Only a committed mark may drop rows: inside a caller's transaction (a capped visit) the
      // mark could still roll back, so the next fold outside one drops them.
      if (n > 0 && !db.inTransaction) forget.run(mark());
      return n;
    },
    mark,
    latest: () => last.get()?.seq ?? 0,
    lag: () => count.get(mark())!.n,
    oldest: () => oldest.get(mark())?.doc,
  };
}
