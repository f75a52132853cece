// Referrals: the funnel (clicks, installs, referrals, qualified) over 7 days, 30 days or all
// time (GET /api/referrals?range=), and the leaderboard (GET /api/referrals/leaderboard).

import type { components } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import type { Session } from '../session';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';

type Range = components['schemas']['ReferralFunnel']['range'];
const RANGES: { value: Range; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'all', label: 'All time' },
];
const number = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export function Referrals({ session }: { session: Session }) {
  const [range, setRange] = useState<Range>('30d');
  const funnel = useLoad(() => session.admin.GET('/api/referrals', { params: { query: { range } } }), [session, range]);
  const leaders = useLoad(() => session.admin.GET('/api/referrals/leaderboard', { params: { query: { limit: 10 } } }), [session]);
  const f = funnel.data?.funnel;
  const steps = f
    ? [
        { label: 'Clicks', value: f.clicks },
        { label: 'Installs', value: f.installs },
        { label: 'Referrals', value: f.referrals },
        { label: 'Qualified', value: f.qualified },
      ]
    : [];
  const max = Math.max(1, ...steps.map((s) => s.value));

  return (
    <div class="referrals-grid">
      <div class="card report" role="region" aria-labelledby="funnel-title">
        <div class="report-head">
          <h2 id="funnel-title">Referral funnel</h2>
          <fieldset class="segmented">
            <legend class="visually-hidden">Funnel range</legend>
            {RANGES.map((r) => (
              <label key={r.value} class={range === r.value ? 'on' : undefined}>
                <input type="radio" name="funnel-range" value={r.value} checked={range === r.value} onChange={() => setRange(r.value)} />
                {r.label}
              </label>
            ))}
          </fieldset>
        </div>
        {funnel.error ? (
          <ErrorState message={funnel.error} onRetry={() => void funnel.reload()} />
        ) : !f || funnel.loading ? (
          <Loading what="the referral funnel" />
        ) : f.clicks + f.referrals === 0 ? (
          <Empty>
            <p>No referral activity in this range.</p>
          </Empty>
        ) : (
          <>
            <ol class="funnel">
              {steps.map((s) => (
                <li key={s.label}>
                  <span class="bar-label">{s.label}</span>
                  <span class="bar" aria-hidden="true">
                    <span style={{ width: `${(s.value / max) * 100}%` }} />
                  </span>
                  <span class="num" data-funnel={s.label.toLowerCase()}>
                    {number.format(s.value)}
                  </span>
                </li>
              ))}
            </ol>
            <p class="sub">
              Click to install: {percent.format(f.clickToInstallRate)}
              {funnel.data!.flaggedCount > 0 && <> · {number.format(funnel.data!.flaggedCount)} flagged as possible fraud (not counted)</>}
            </p>
          </>
        )}
      </div>
      <div class="card report" role="region" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">
          Leaderboard <span class="sub">all time, top 10</span>
        </h2>
        {leaders.error ? (
          <ErrorState message={leaders.error} onRetry={() => void leaders.reload()} />
        ) : !leaders.data ? (
          <Loading what="the leaderboard" />
        ) : leaders.data.length === 0 ? (
          <Empty>
            <p>No referrers yet.</p>
          </Empty>
        ) : (
          <table class="report-table">
            <thead>
              <tr>
                <th scope="col" class="num rank">
                  #
                </th>
                <th scope="col">Referrer</th>
                <th scope="col" class="num">
                  Referrals
                </th>
              </tr>
            </thead>
            <tbody>
              {leaders.data.map((r, i) => (
                <tr key={r.referrerId}>
                  <td class="num rank">{i + 1}</td>
                  <td class="strong">{r.referrerId}</td>
                  <td class="num">{number.format(r.referrals)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
