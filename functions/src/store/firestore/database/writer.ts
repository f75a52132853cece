// What a WriteBatch and a Transaction have in common, as far as staging counter writes needs:
// click-writes.ts, click-rollup.ts and the fold (click-fold/stage-tally.ts) stage on either.

import type { DocumentData, DocumentReference, SetOptions } from 'firebase-admin/firestore';

export interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}
