// Plan usage this month: links created and clicks counted against the plan's monthly limits
// (GET /api/projects/{projectId}/usage), as bars with the numbers written out.

import type { components, FerryAdmin } from '@ferry/sdk/admin';
import { useEffect, useState } from 'preact/hooks';
import { ErrorState, Loading } from '../ui/states';
import { explain, UNREACHABLE } from './api';

type Usage = components['schemas']['ProjectUsage'];

const number = (n: number) => n.toLocaleString();
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Bar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const share = limit ? Math.min(1, used / limit) : 0;
  const level = share >= 1 ? 'full' : share >= 0.8 ? 'high' : '';
  return (
    <div class="usage-row" data-usage={label.toLowerCase()}>
      <div class="usage-text">
        <span class="usage-label">{label}</span>
        <span class="num">{limit === null ? `${number(used)} · no limit` : `${number(used)} of ${number(limit)}`}</span>
      </div>
      <div class={`usage-bar ${level}`} aria-hidden="true">
        <span style={{ width: `${limit === null ? 0 : Math.max(share * 100, used > 0 ? 1 : 0)}%` }} />
      </div>
      {level === 'full' && <p class="field-error">The plan's limit is reached for this month.</p>}
    </div>
  );
}

export function PlanUsage({ admin, projectId }: { admin: FerryAdmin; projectId: string }) {
  const [usage, setUsage] = useState<Usage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    admin.GET('/api/projects/{projectId}/usage', { params: { path: { projectId } } }).then(
      ({ data, error }) => live && (error ? setError(explain(error)) : setUsage(data)),
      () => live && setError(UNREACHABLE),
    );
    return () => { live = false; };
  }, [admin, projectId, attempt]);

  if (error) return <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!usage) return <Loading what="usage" />;
  return (
    <div class="usage">
      <h3>Usage in {monthName(usage.month)} (UTC)</h3>
      <Bar label="Links" used={usage.links.used} limit={usage.links.limit} />
      <Bar label="Clicks" used={usage.clicks.used} limit={usage.clicks.limit} />
    </div>
  );
}
