// A link document is the record plus `listKey`, the one field newest-first listing orders
// and pages on: createdAt then slug, so ties in createdAt still page without gaps.

import type { DocumentData } from 'firebase-admin/firestore';
import type { LinkRecord } from '../../../domain/links/types';
import { withoutUndefined } from '../database/documents';

/**
 * ISO timestamps all have the same length, and the space sorts below every character of a
 * timestamp or slug, so comparing keys compares (createdAt, slug) in that order.
 */
export function listKey(createdAt: string, slug: string): string {
  return `${createdAt} ${slug}`;
}

/**
 * Fields the previous version had and this one lacks are written as null (read back as
 * absent): a cleared field is then gone even where a whole-document set merges instead of
 * replacing, as the in-process emulator does.
 */
export function toLinkDoc(link: LinkRecord, previous?: LinkRecord): DocumentData {
  const doc: DocumentData = { ...withoutUndefined(link), listKey: listKey(link.createdAt, link.slug) };
  for (const key of Object.keys(previous ?? {})) if (!(key in doc)) doc[key] = null;
  return doc;
}

/** Top-level nulls only ever mean "cleared": no LinkRecord field holds null. */
export function fromLinkDoc(data: DocumentData): LinkRecord {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (key !== 'listKey' && value !== null) record[key] = value;
  return record as unknown as LinkRecord;
}
