import type { Store, TransferRepo } from '../../store/ports';

/** Thrown when the configured store cannot export yet (Firestore, for now). */
export class TransferUnavailableError extends Error {
  constructor(readonly store: string) {
    super(`Export is not available on the ${store} store yet: export from SQLite (STORE=sqlite)`);
    this.name = 'TransferUnavailableError';
  }
}

export function exporterOf(store: Store): Required<TransferRepo>['exportProject'] {
  const exportProject = store.transfer.exportProject;
  if (!exportProject) throw new TransferUnavailableError(store.kind);
  return exportProject.bind(store.transfer);
}
