// Ids from request paths arrive URL-decoded and may hold "/": as a document id that would
// throw (an even number of segments) or, worse, reach another document (`slug/clickShards/0`
// is a link's click shard). Such an id names nothing, so reads and writes go to a stand-in id
// that no document has: "~" is in no project id, slug or campaign id the service makes.

import { createHash } from 'node:crypto';

const MAX_ID_BYTES = 1500;

export function isDocumentId(id: string): boolean {
  return id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id) && Buffer.byteLength(id) <= MAX_ID_BYTES;
}

/** The id itself when Firestore takes it as one document id; else an id nothing has. */
export function documentId(id: string): string {
  return isDocumentId(id) ? id : `~absent~${createHash('sha256').update(id).digest('hex').slice(0, 32)}`;
}
