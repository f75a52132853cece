// The documents a visit writes on Firestore, staged by the adapter's own code into a recording
// writer (nothing reaches a database): an uncapped visit's log entry, pending match and fold
// mark, and a capped link's click with every counter and report it adds to.

import { type DocumentData, type DocumentReference, FieldValue, type Firestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { clickLogger } from '../../src/store/firestore/click-fold/click-log';
import { stageClick } from '../../src/store/firestore/clicks/click-writes';
import { timeFieldsOf, type VisitPathCollection } from '../../src/store/firestore/database/hotspots';
import { aClick } from './suite/fixtures';

const SERVER_TIME = FieldValue.serverTimestamp();
const isTimestamp = (v: unknown) => v instanceof Timestamp || (v instanceof FieldValue && v.isEqual(SERVER_TIME));

export function visitPathCollections(db: Firestore): VisitPathCollection[] {
  const written = new Map<string, Set<string>>();
  const keep = (ref: DocumentReference, data: DocumentData) => {
    const fields = written.get(ref.parent.id) ?? new Set<string>();
    for (const field of timeFieldsOf(data, isTimestamp)) fields.add(field);
    written.set(ref.parent.id, fields);
  };
  const writer = { create: keep, set: keep, update: keep };
  const click = aClick('p1', 'spring', { influencerId: 'inf_1', campaignId: 'cmp_1', visitorHash: 'v'.repeat(64), clickedAt: new Date().toISOString() });
  const pending = {
    clickId: click.id,
    projectId: 'p1',
    slug: 'spring',
    clickedAt: click.clickedAt,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ipHash: 'h',
    osFamily: 'iOS',
  };
  const write = { click, month: '2026-05', pending: pending as never };
  clickLogger(db)(writer as unknown as WriteBatch, write);
  stageClick(db, writer, { ...write, click: { ...click, id: `${click.id}-capped` }, pending: { ...pending, clickId: `${click.id}-capped` } as never });
  return [...written.entries()].map(([collectionGroup, fields]) => ({ collectionGroup, timeFields: [...fields] }));
}
