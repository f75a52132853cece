// Plan usage this month: links created and clicks counted against the plan's monthly limits
// (GET /api/projects/{projectId}/usage), as bars with the numbers written out.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';

const number = (n: number) => n.toLocaleString();
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
  const { data: usage, error, reload } = useLoad(() => admin.GET('/api/projects/{projectId}/usage', { params: { path: { projectId } } }), [admin, projectId]);

  if (error) return <ErrorState message={error} onRetry={() => void reload()} />;
  if (!usage) return <Loading what="usage" />;
  return (
    <div class="usage">
      <h3>Usage in {monthName(usage.month)} (UTC)</h3>
      <Bar label="Links" used={usage.links.used} limit={usage.links.limit} />
      <Bar label="Clicks" used={usage.clicks.used} limit={usage.clicks.limit} />
    </div>
  );
}
