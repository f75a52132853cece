import type { Store, TransferRepo } from '../../store/ports';

/** Thrown when the configured store has no export/import yet (Firestore, for now). */
export class TransferUnavailableError extends Error {
  constructor(readonly store: string) {
    super(`Export and import are not available on the ${store} store yet: run them with STORE=sqlite`);
    this.name = 'TransferUnavailableError';
  }
}

export function transferOf(store: Store): TransferRepo {
  if (!store.transfer) throw new TransferUnavailableError(store.kind);
  return store.transfer;
}
