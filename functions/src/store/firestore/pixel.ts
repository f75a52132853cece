// Retargeting-pixel visitors: `projects/{pid}/pixelVisitors/{hash}`. One document per browser,
// so no document is hot; a blind merge write with an increment, no read.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PixelRepo } from '../ports';

export function firestorePixel(db: Firestore): PixelRepo {
  const ref = (projectId: string, hash: string) => db.collection('projects').doc(projectId).collection('pixelVisitors').doc(hash);
  return {
    async recordVisit(projectId, visitorHash, at) {
      await ref(projectId, visitorHash).set({ lastSeen: at, visits: FieldValue.increment(1) }, { merge: true });
    },
    async visitedBefore(projectId, visitorHash) {
      return (await ref(projectId, visitorHash).get()).exists;
    },
  };
}
