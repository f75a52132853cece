// Closing a month on Firestore (UsageRepo.closeMonth): each project's click count for the month
// lives in up to PROJECT_CLICK_SHARDS shard documents; one transaction per project adds them to
// the month's usage document and deletes them. usage.get() sums document + shards, so it
// answers the same before, during and after, and a click that lands late just makes a new shard.

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';

/** Projects read per page (ids only); how many are folded at once. */
const PAGE = 200;
const PARALLEL = 8;

const count = (snap: DocumentSnapshot, field: string): number => {
  const value: unknown = snap.get(field);
  return typeof value === 'number' && value > 0 ? value : 0;
};

async function foldProject(db: Firestore, projectId: string, month: string): Promise<boolean> {
  const monthDoc = paths.usage(db, projectId, month);
  const shards = buildQuery(paths.usageClickShards(db, projectId, month));
  return db.runTransaction(async (tx) => {
    const found = await tx.get(shards);
    if (found.empty) return false;
    const current = await tx.get(monthDoc);
    const sum = found.docs.reduce((total, shard) => total + count(shard, 'count'), 0);
    tx.set(monthDoc, { clicks: count(current, 'clicks') + sum }, { merge: true });
    for (const shard of found.docs) tx.delete(shard.ref);
    return true;
  });
}

export async function closeUsageMonth(db: Firestore, month: string): Promise<number> {
  let folded = 0;
  let after: string | undefined;
  for (;;) {
    const page = await buildQuery(paths.projects(db), {
      where: after === undefined ? [] : [['__name__', '>', after]],
      orderBy: [['__name__', 'asc']],
      limit: PAGE,
    })
      .select()
      .get();
    for (let i = 0; i < page.docs.length; i += PARALLEL) {
      const batch = page.docs.slice(i, i + PARALLEL);
      const results = await Promise.all(batch.map((project) => foldProject(db, project.id, month)));
      folded += results.filter(Boolean).length;
    }
    if (page.size < PAGE) return folded;
    after = page.docs[page.size - 1]!.id;
  }
}
