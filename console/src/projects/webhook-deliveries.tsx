// A webhook's delivery log (the last 100, newest first): event, status, attempts, the last
// answer and when; "Refresh" reads it again.

import type { components, FerryAdmin } from '@ferry/sdk/admin';
import { Instant } from '../ui/instant';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';

type Delivery = components['schemas']['WebhookDeliveryList'][number];

const answerOf = (d: Delivery) => (d.responseStatus !== null ? `HTTP ${d.responseStatus}` : (d.lastError ?? '–'));

export function WebhookDeliveries({ admin, projectId, webhookId }: { admin: FerryAdmin; projectId: string; webhookId: string }) {
  const {
    data: deliveries,
    error,
    reload: load,
  } = useLoad(
    () => admin.GET('/api/projects/{projectId}/webhooks/{webhookId}/deliveries', { params: { path: { projectId, webhookId } } }),
    [admin, projectId, webhookId],
  );

  if (error) return <ErrorState message={error} onRetry={() => void load()} />;
  if (!deliveries) return <Loading what="deliveries" />;
  return (
    <div class="deliveries">
      <button type="button" class="quiet small" onClick={() => void load()}>
        Refresh
      </button>
      {deliveries.length === 0 ? (
        <Empty>
          <p>No deliveries yet. "Send test" queues one.</p>
        </Empty>
      ) : (
        <div class="table-scroll">
          <table>
            <caption class="sr-only">Deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col" class="num">
                  Attempts
                </th>
                <th scope="col">Last answer</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td>
                    <code>{d.eventType}</code>
                  </td>
                  <td>
                    <span class={`badge ${d.status}`}>{d.status}</span>
                    {d.status === 'pending' && d.nextAttemptAt && (
                      <span class="help">
                        {' '}
                        next <Instant iso={d.nextAttemptAt} />
                      </span>
                    )}
                  </td>
                  <td class="num">{d.attempts}</td>
                  <td class="answer">
                    {answerOf(d)}
                    {d.durationMs !== null && <span class="help"> · {d.durationMs} ms</span>}
                  </td>
                  <td>
                    <Instant iso={d.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
