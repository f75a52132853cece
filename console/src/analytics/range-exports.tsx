// The chosen range as CSV files for a spreadsheet: its clicks (GET /api/projects/{id}/clicks.csv,
// at most 92 days a file) and one report (GET /api/projects/{id}/analytics.csv, the numbers of
// the reports shown here).

import { useState } from 'preact/hooks';
import { ExportButton } from '../exports/export-button';
import type { Session } from '../session';

const REPORTS = {
  days: 'Clicks and installs per day',
  countries: 'Countries',
  platforms: 'Platforms',
  referrers: 'Referrers',
  links: 'Top links',
  campaigns: 'Campaigns (all time)',
  influencers: 'Influencers (all time)',
  referrals: 'Referrers of invite links (all time)',
} as const;
type Report = keyof typeof REPORTS;

export function RangeExports({ session, range }: { session: Session; range: { from: string; to: string } }) {
  const path = { projectId: session.project.id };
  const [report, setReport] = useState<Report>('days');
  return (
    <div class="export-row" role="group" aria-label="Export this range">
      <ExportButton
        label="Export clicks (CSV)"
        fallbackName="ferry-clicks.csv"
        cutNote="Only the newest 92 days were exported: export the older days as another range."
        request={() =>
          session.admin.GET('/api/projects/{projectId}/clicks.csv', { params: { path, query: { from: range.from, to: range.to } }, parseAs: 'blob' })
        }
      />
      <label class="sr-only" for="export-report">
        Report to export
      </label>
      <select id="export-report" class="compact" value={report} onChange={(e) => setReport(e.currentTarget.value as Report)}>
        {(Object.keys(REPORTS) as Report[]).map((r) => (
          <option key={r} value={r}>
            {REPORTS[r]}
          </option>
        ))}
      </select>
      <ExportButton
        label="Export report (CSV)"
        fallbackName="ferry-report.csv"
        request={() =>
          session.admin.GET('/api/projects/{projectId}/analytics.csv', {
            params: { path, query: { report, from: range.from, to: range.to, range: 'all' } },
            parseAs: 'blob',
          })
        }
      />
    </div>
  );
}
