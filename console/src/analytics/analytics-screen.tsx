// Analytics: totals and clicks per day over the last 30 days (the API's default range, in UTC
// days), from GET /api/projects/{projectId}/analytics. Loaded on demand with its chart library.

import type { components } from '@ferry/sdk/admin';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Session } from '../session';
import { Empty, ErrorState, Loading } from '../ui/states';
import { ClicksChart } from './clicks-chart';

type Report = components['schemas']['ProjectAnalytics'];
const number = new Intl.NumberFormat();
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

export function AnalyticsScreen({ session }: { session: Session }) {
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const { data, error } = await session.admin.GET('/api/projects/{projectId}/analytics', {
        params: { path: { projectId: session.project.id } },
      });
      if (error) setError(error.error);
      else setReport(data);
    } catch {
      setError('Ferry could not be reached.');
    }
  }, [session]);

  useEffect(() => void load(), [load]);

  return (
    <section aria-labelledby="analytics-title">
      <div class="screen-head">
        <h1 id="analytics-title">Analytics</h1>
        {report && <p class="range">{dayLabel(report.from)} – {dayLabel(report.to)} (UTC days)</p>}
      </div>
      {error ? (
        <ErrorState message={error} onRetry={() => void load()} />
      ) : !report ? (
        <Loading what="analytics" />
      ) : (
        <>
          <dl class="totals">
            <div class="card"><dt>Clicks</dt><dd data-total="clicks">{number.format(report.totals.clicks)}</dd></div>
            <div class="card"><dt>Installs</dt><dd data-total="installs">{number.format(report.totals.installs)}</dd></div>
          </dl>
          <div class="card chart-card">
            <h2>Clicks per day</h2>
            {report.totals.clicks === 0 ? (
              <Empty><p>No clicks in these 30 days yet. Share a link and come back.</p></Empty>
            ) : (
              <ClicksChart days={report.clicksByDay} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
