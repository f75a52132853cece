// The chosen range as CSV files: its clicks (GET /api/projects/{id}/clicks.csv, at most 92 days
// a file) for a spreadsheet.

import type { Session } from '../session';
import { ExportButton } from '../exports/export-button';

export function RangeExports({ session, range }: { session: Session; range: { from: string; to: string } }) {
  const path = { projectId: session.project.id };
  return (
    <div class="export-row" role="group" aria-label="Export this range">
      <ExportButton label="Export clicks (CSV)" fallbackName="ferry-clicks.csv"
        cutNote="Only the newest 92 days were exported: export the older days as another range."
        request={() => session.admin.GET('/api/projects/{projectId}/clicks.csv', { params: { path, query: { from: range.from, to: range.to } }, parseAs: 'blob' })} />
    </div>
  );
}
