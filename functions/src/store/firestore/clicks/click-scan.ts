// The clicks of a range, newest first, for exports and the legacy tail of the fold: one query
// over every history shard (`shard in [...]` [, `slug ==`], clickedAt in range, newest first,
// merged by Firestore), a batch at a time. A batch ends at a time `t`; the next one asks for
// clickedAt < t, so the clicks at exactly `t` that did not fit are fetched with the batch (a
// second, tiny range query). Keyset on values, not query cursors: the test emulator ignores
// startAfter. Reads: the rows read, and the clicks sharing a batch's last millisecond again.

import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ClickRange, ClickRepo } from '../../ports';
import { paths } from '../database/documents';
import { buildQuery, type Filter } from '../database/query-registry';
import { ALL_HISTORY_SHARDS, fromClickDoc } from './click-doc';

const at = (doc: QueryDocumentSnapshot) => String(doc.get('clickedAt'));
/** Newest first; equal times by document id, descending. */
const newestFirst = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  at(a) !== at(b) ? (at(a) > at(b) ? -1 : 1) : a.id > b.id ? -1 : a.id < b.id ? 1 : 0;

/** The click documents of the range, newest first, in batches of at most `batch`. */
export async function* scanClickDocs(db: Firestore, projectId: string, { from, to, slug }: ClickRange, batch: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  const read = async (lowest: string, before: string, inclusive: boolean, limit?: number) => {
    const where: Filter[] = [['shard', 'in', ALL_HISTORY_SHARDS]];
    if (slug !== undefined) where.push(['slug', '==', slug]);
    where.push(['clickedAt', '>=', lowest], ['clickedAt', inclusive ? '<=' : '<', before]);
    return (await buildQuery(paths.clicks(db, projectId), { where, orderBy: [['clickedAt', 'desc']], ...(limit ? { limit } : {}) }).get()).docs;
  };
  let buffer: QueryDocumentSnapshot[] = [];
  let before = to;
  let done = false;
  while (!done || buffer.length > 0) {
    if (buffer.length < batch && !done) {
      const page = await read(from, before, false, batch);
      done = page.length < batch;
      if (!done) {
        // The rest of the last millisecond, so the next batch can start strictly below it.
        const last = at(page[page.length - 1]!);
        const seen = new Set(page.map((doc) => doc.id));
        page.push(...(await read(last, last, true)).filter((doc) => !seen.has(doc.id)));
        before = last;
      }
      buffer.push(...page.sort(newestFirst));
      continue;
    }
    yield buffer.slice(0, batch);
    buffer = buffer.slice(batch);
  }
}

export function firestoreClickScan(db: Firestore): ClickRepo['scan'] {
  return async function* scan(projectId, range, batch) {
    for await (const docs of scanClickDocs(db, projectId, range, batch)) yield docs.map((doc) => fromClickDoc(doc.data()));
  };
}
