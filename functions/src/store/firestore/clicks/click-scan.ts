// The clicks of a range, newest first, for exports: each history shard is read in order
// (`shard ==` [, `slug ==`], clickedAt in range, newest first, a batch at a time) and the
// shards are merged. A batch ends at a time `t`; the next one asks for clickedAt < t, so the
// clicks at exactly `t` that did not fit are fetched with the batch (a second, tiny range
// query). Keyset on values, not query cursors: the test emulator ignores startAfter. Reads:
// the rows exported, the clicks sharing a batch's last millisecond again, and at most one
// batch per shard left over at the end.

import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ClickEvent } from '../../../domain/clicks/types';
import type { ClickRepo } from '../../ports';
import { fromClickDoc, HISTORY_SHARDS } from './click-doc';
import { paths } from '../database/documents';
import { buildQuery, type Filter } from '../database/query-registry';

interface ShardReader {
  shard: number;
  buffer: QueryDocumentSnapshot[];
  /** Exclusive upper bound of what is still to read. */
  before: string;
  done: boolean;
}

const at = (doc: QueryDocumentSnapshot) => String(doc.get('clickedAt'));
/** Newest first; equal times by document id, descending. */
const newestFirst = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  at(a) !== at(b) ? (at(a) > at(b) ? -1 : 1) : a.id > b.id ? -1 : a.id < b.id ? 1 : 0;

export function firestoreClickScan(db: Firestore): ClickRepo['scan'] {
  return async function* scan(projectId, { from, to, slug }, batch) {
    const read = (shard: number, lowest: string, before: string, inclusive: boolean, limit?: number) => {
      const where: Filter[] = [['shard', '==', shard]];
      if (slug !== undefined) where.push(['slug', '==', slug]);
      where.push(['clickedAt', '>=', lowest], ['clickedAt', inclusive ? '<=' : '<', before]);
      return buildQuery(paths.clicks(db, projectId), { where, orderBy: [['clickedAt', 'desc']], ...(limit ? { limit } : {}) }).get();
    };
    const fill = async (reader: ShardReader) => {
      const page = (await read(reader.shard, from, reader.before, false, batch)).docs;
      reader.done = page.length < batch;
      if (!reader.done) {
        // The rest of the last millisecond, so the next batch can start strictly below it.
        const last = at(page[page.length - 1]!);
        const seen = new Set(page.map((doc) => doc.id));
        page.push(...(await read(reader.shard, last, last, true)).docs.filter((doc) => !seen.has(doc.id)));
        reader.before = last;
      }
      reader.buffer = page.sort(newestFirst);
    };
    const readers: ShardReader[] = Array.from({ length: HISTORY_SHARDS }, (_, shard) => ({ shard, buffer: [], before: to, done: false }));
    await Promise.all(readers.map(fill));
    for (;;) {
      const out: ClickEvent[] = [];
      while (out.length < batch) {
        await Promise.all(readers.filter((r) => r.buffer.length === 0 && !r.done).map(fill));
        const live = readers.filter((r) => r.buffer.length > 0);
        if (live.length === 0) break;
        const next = live.reduce((best, r) => (newestFirst(r.buffer[0]!, best.buffer[0]!) < 0 ? r : best));
        out.push(fromClickDoc(next.buffer.shift()!.data()));
      }
      if (out.length === 0) return;
      yield out;
    }
  };
}
