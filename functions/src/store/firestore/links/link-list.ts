// The links list on Firestore: newest first by `listKey`; a tag (array-contains) and a campaign
// (equality) are served by composite indexes. Firestore has no substring search, so `q` scans
// the (filtered) list in order and tests each link with the domain's matcher, reading at most
// SEARCH_SCAN_MAX documents per request: a page may then hold fewer links than asked, even
// none, with a cursor to go on from where the scan stopped (docs/links-list.md).

import type { Firestore } from 'firebase-admin/firestore';
import { type LinkListFilter, matchesSearch } from '../../../domain/links/list-filter';
import type { LinkRecord } from '../../../domain/links/types';
import { decodeCursor, encodeCursor } from '../../cursor';
import type { LinkRepo, Page } from '../../ports';
import { paths } from '../database/documents';
import { buildQuery, type Filter } from '../database/query-registry';
import { fromLinkDoc, listKey } from './link-doc';

/** Documents one search request reads at most (each is a billed read). */
export const SEARCH_SCAN_MAX = 500;
const SCAN_BATCH = 100;

export function firestoreLinkList(db: Firestore): LinkRepo['list'] {
  const read = async (projectId: string, filter: LinkListFilter, before: string | null, limit: number): Promise<LinkRecord[]> => {
    const where: Filter[] = [];
    if (filter.campaignId !== undefined) where.push(['campaignId', '==', filter.campaignId]);
    if (filter.tag !== undefined) where.push(['tags', 'array-contains', filter.tag]);
    if (before !== null) where.push(['listKey', '<', before]);
    const snap = await buildQuery(paths.links(db, projectId), { where, orderBy: [['listKey', 'desc']], limit }).get();
    return snap.docs.map((doc) => fromLinkDoc(doc.data()));
  };

  const search = async (projectId: string, filter: LinkListFilter, q: string, before: string | null, limit: number): Promise<Page<LinkRecord>> => {
    const items: LinkRecord[] = [];
    let position = before;
    let lastRead: LinkRecord | undefined;
    for (let scanned = 0; scanned < SEARCH_SCAN_MAX; scanned += SCAN_BATCH) {
      const size = Math.min(SCAN_BATCH, SEARCH_SCAN_MAX - scanned);
      const batch = await read(projectId, filter, position, size);
      for (const link of batch) {
        if (matchesSearch(link, q)) items.push(link);
        if (items.length === limit) return { items, nextCursor: encodeCursor(link) };
      }
      lastRead = batch[batch.length - 1];
      if (batch.length < size || !lastRead) return { items, nextCursor: null };
      position = listKey(lastRead.createdAt, lastRead.slug);
    }
    // The scan budget is spent: go on from the last link read, matched or not.
    return { items, nextCursor: lastRead ? encodeCursor(lastRead) : null };
  };

  return async (projectId, { limit, cursor, filter = {} }) => {
    const after = cursor ? decodeCursor(cursor) : null;
    const before = after ? listKey(after.createdAt, after.slug) : null;
    if (filter.q !== undefined) return search(projectId, filter, filter.q, before, limit);
    // One extra row tells whether another page exists, so the last page has no cursor.
    const rows = await read(projectId, filter, before, limit + 1);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
  };
}
