// Analytics over a chosen range of UTC days (GET /api/projects/{projectId}/analytics?from=&to=,
// at most 366 days): totals, clicks and installs per day, countries, platforms, referrer hosts
// and top links; then the all-time reports (campaigns, influencers) and referrals (funnel with
// its own range, leaderboard). Loaded on demand with its chart library.

import { useState } from 'preact/hooks';
import type { Session } from '../session';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';
import { Campaigns, Influencers } from './all-time';
import { Breakdown, countryLabel, platformLabel } from './breakdown';
import { ClicksChart } from './clicks-chart';
import { dayLabel, daysBetween, lastDays, MAX_RANGE_DAYS } from './dates';
import { RangeExports } from './range-exports';
import { Referrals } from './referrals';
import './analytics.css';

const number = new Intl.NumberFormat();
const PRESETS = [7, 30, 90, 365];

interface Range {
  from: string;
  to: string;
}

function RangeForm({ range, apiError, onApply }: { range: Range; apiError: { field: string | null; message: string } | null; onApply: (r: Range) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const shown = problem ?? (apiError && (apiError.field === 'from' || apiError.field === 'to') ? { field: apiError.field, message: apiError.message } : null);

  const submit = (e: Event) => {
    e.preventDefault();
    // The API says the same (400 with field `from`); said here first so no request is wasted.
    if (from && to && daysBetween(from, to) > MAX_RANGE_DAYS) {
      setProblem({ field: 'from', message: `The range may span at most ${MAX_RANGE_DAYS} days.` });
      return;
    }
    setProblem(null);
    onApply({ from, to });
  };
  const preset = (days: number) => {
    const r = lastDays(days);
    setFrom(r.from);
    setTo(r.to);
    setProblem(null);
    onApply(r);
  };

  return (
    <form class="range-form card" onSubmit={submit} aria-label="Date range">
      <div class="range-fields">
        <div class={shown?.field === 'from' ? 'field invalid' : 'field'}>
          <label for="range-from">From (UTC day)</label>
          <input
            id="range-from"
            type="date"
            value={from}
            required
            aria-invalid={shown?.field === 'from' ? true : undefined}
            aria-describedby="range-note"
            onInput={(e) => setFrom(e.currentTarget.value)}
          />
        </div>
        <div class={shown?.field === 'to' ? 'field invalid' : 'field'}>
          <label for="range-to">To (UTC day)</label>
          <input
            id="range-to"
            type="date"
            value={to}
            required
            aria-invalid={shown?.field === 'to' ? true : undefined}
            aria-describedby="range-note"
            onInput={(e) => setTo(e.currentTarget.value)}
          />
        </div>
        <button type="submit">Show</button>
      </div>
      <div class="presets" role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => {
          const r = lastDays(days);
          const on = r.from === range.from && r.to === range.to;
          return (
            <button key={days} type="button" class="quiet small" aria-pressed={on} onClick={() => preset(days)}>
              Last {days} days
            </button>
          );
        })}
      </div>
      <p id="range-note" class={shown ? 'field-error' : 'help'}>
        {shown ? shown.message : `Days are UTC days, both ends included, at most ${MAX_RANGE_DAYS}.`}
      </p>
    </form>
  );
}

export function AnalyticsScreen({ session }: { session: Session }) {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const report = useLoad(
    () =>
      session.admin.GET('/api/projects/{projectId}/analytics', {
        params: { path: { projectId: session.project.id }, query: { from: range.from, to: range.to } },
      }),
    [session, range.from, range.to],
  );
  const data = report.data;
  // The range the API refused (`from`, `to`) is said under the range, not instead of the reports.
  const field = report.failure?.error?.field ?? null;
  const rangeError = field === 'from' || field === 'to';

  return (
    <section aria-labelledby="analytics-title" class="analytics">
      <div class="screen-head">
        <h1 id="analytics-title">Analytics</h1>
        {data && (
          <p class="range">
            {dayLabel(data.from)} – {dayLabel(data.to)} (UTC days)
          </p>
        )}
      </div>
      <RangeForm range={range} apiError={report.error ? { field, message: report.error } : null} onApply={setRange} />
      <RangeExports session={session} range={range} />
      {report.error && !rangeError ? (
        <ErrorState message={report.error} onRetry={() => void report.reload()} />
      ) : !data || (report.loading && !rangeError) ? (
        <Loading what="analytics" />
      ) : (
        <>
          <dl class="totals">
            <div class="card">
              <dt>Clicks</dt>
              <dd data-total="clicks">{number.format(data.totals.clicks)}</dd>
            </div>
            <div class="card">
              <dt>Installs</dt>
              <dd data-total="installs">{number.format(data.totals.installs)}</dd>
            </div>
          </dl>
          <div class="card chart-card" role="region" aria-labelledby="per-day-title">
            <h2 id="per-day-title">
              Clicks and installs per day <span class="sub">UTC days</span>
            </h2>
            {data.totals.clicks + data.totals.installs === 0 ? (
              <Empty>
                <p>No clicks in this range yet. Share a link, or choose other days.</p>
              </Empty>
            ) : (
              <ClicksChart days={data.clicksByDay} />
            )}
          </div>
          <div class="report-grid">
            <Breakdown
              title="Countries"
              column="Country"
              empty="No clicks in this range."
              rows={data.byCountry.map((r) => ({ label: countryLabel(r.country), value: r.clicks }))}
            />
            <Breakdown
              title="Platforms"
              column="Platform"
              empty="No clicks in this range."
              rows={data.byPlatform.map((r) => ({ label: platformLabel(r.platform), value: r.clicks }))}
            />
            <Breakdown
              title="Referrers"
              column="Referrer host"
              empty="No clicks in this range."
              rows={data.byReferrer.map((r) => ({ label: r.referrerHost, value: r.clicks }))}
            />
          </div>
          <div class="card report" role="region" aria-labelledby="top-links-title">
            <h2 id="top-links-title">Top links</h2>
            {data.topLinks.length === 0 ? (
              <Empty>
                <p>No link was clicked in this range.</p>
              </Empty>
            ) : (
              <table class="report-table">
                <thead>
                  <tr>
                    <th scope="col">Slug</th>
                    <th scope="col" class="num">
                      Clicks
                    </th>
                    <th scope="col" class="num">
                      Installs
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.topLinks.map((l) => (
                    <tr key={l.slug}>
                      <td class="strong">
                        <a href={`#/links/${encodeURIComponent(l.slug)}`}>{l.slug}</a>
                      </td>
                      <td class="num">{number.format(l.clicks)}</td>
                      <td class="num">{number.format(l.installs)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
      <div class="report-grid two">
        <Campaigns session={session} />
        <Influencers session={session} />
      </div>
      <h2 class="section-title">Referrals</h2>
      <Referrals session={session} />
    </section>
  );
}
