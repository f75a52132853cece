// The all-time reports: campaigns (GET /api/campaigns) and influencers
// (GET /api/analytics/influencers), each a table with its own loading, empty and error state.

import type { Session } from '../session';
import { Instant } from '../ui/instant';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';

const number = new Intl.NumberFormat();

export function Campaigns({ session }: { session: Session }) {
  const report = useLoad(() => session.admin.GET('/api/campaigns'), [session]);
  return (
    <div class="card report" role="region" aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">
        Campaigns <span class="sub">all time</span>
      </h2>
      {report.error ? (
        <ErrorState message={report.error} onRetry={() => void report.reload()} />
      ) : !report.data ? (
        <Loading what="campaigns" />
      ) : report.data.length === 0 ? (
        <Empty>
          <p>No campaigns yet. Links join one with their campaign id.</p>
        </Empty>
      ) : (
        <div class="scroll-x">
          <table class="report-table">
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Created</th>
                <th scope="col" class="num">
                  Clicks
                </th>
                <th scope="col" class="num">
                  Installs
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <a class="strong" href={`#/links?campaign=${encodeURIComponent(c.id)}`}>
                      {c.name}
                    </a>
                    {c.description && <span class="sub block">{c.description}</span>}
                  </td>
                  <td>
                    <Instant iso={c.createdAt} />
                  </td>
                  <td class="num">{number.format(c.clicks)}</td>
                  <td class="num">{number.format(c.installs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function Influencers({ session }: { session: Session }) {
  const report = useLoad(() => session.admin.GET('/api/analytics/influencers'), [session]);
  return (
    <div class="card report" role="region" aria-labelledby="influencers-title">
      <h2 id="influencers-title">
        Influencers <span class="sub">all time</span>
      </h2>
      {report.error ? (
        <ErrorState message={report.error} onRetry={() => void report.reload()} />
      ) : !report.data ? (
        <Loading what="influencers" />
      ) : report.data.length === 0 ? (
        <Empty>
          <p>No influencer clicks yet. Links count for one with their influencer id.</p>
        </Empty>
      ) : (
        <div class="scroll-x">
          <table class="report-table">
            <thead>
              <tr>
                <th scope="col">Influencer</th>
                <th scope="col" class="num">
                  Clicks
                </th>
                <th scope="col" class="num">
                  Installs
                </th>
                <th scope="col" class="num">
                  Unique visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.map((i) => (
                <tr key={i.influencerId}>
                  <td class="strong">{i.influencerId}</td>
                  <td class="num">{number.format(i.clicks)}</td>
                  <td class="num">{number.format(i.installs)}</td>
                  <td class="num">{number.format(i.uniqueUsers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
