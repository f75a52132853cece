// Bulk: CSV import (with a template) and legacy dynamic-link migration. A lazy chunk.

import { roleOf, type Session } from '../session';
import { ViewerNote } from '../ui/states';
import { CsvImport } from './csv-import';
import { Migration } from './migration';
import './bulk.css';

export function BulkScreen({ session }: { session: Session }) {
  // Upload and convert create links: a viewer sees the tools, disabled, and why.
  const readOnly = roleOf(session, session.project) === 'viewer';
  return (
    <section aria-labelledby="bulk-title" class="bulk">
      <div class="screen-head">
        <h1 id="bulk-title">Bulk</h1>
      </div>
      {readOnly && <ViewerNote />}
      <CsvImport session={session} readOnly={readOnly} />
      <Migration session={session} readOnly={readOnly} />
    </section>
  );
}
