// Bulk: CSV import (with a template) and legacy dynamic-link migration. A lazy chunk.

import type { Session } from '../session';
import { CsvImport } from './csv-import';
import { Migration } from './migration';
import './bulk.css';

export function BulkScreen({ session }: { session: Session }) {
  return (
    <section aria-labelledby="bulk-title" class="bulk">
      <div class="screen-head"><h1 id="bulk-title">Bulk</h1></div>
      <CsvImport session={session} />
      <Migration session={session} />
    </section>
  );
}
