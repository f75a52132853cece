// Webhooks (docs/webhooks.md): the project's webhooks with their events and state, a new one's
// signing secret shown once with a copy button, send a test event, turn off or on, the delivery
// log, and delete after a confirmation. Editors, owners and secret keys change them; viewers
// see them with every control disabled. The API checks the URL (https, public) and the plan
// (link.clicked: indie and studio): its message is shown as it says it.

import type { components, FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import type { ApiError } from '../ui/api-errors';
import { CopyButton } from '../ui/copy-button';
import { Instant } from '../ui/instant';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad, useRequest } from '../ui/use-request';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

type Webhook = components['schemas']['Webhook'];
type Created = components['schemas']['WebhookCreated'];

export function Webhooks({ admin, projectId, readOnly }: { admin: FerryAdmin; projectId: string; readOnly: boolean }) {
  const list = useLoad(() => admin.GET('/api/projects/{projectId}/webhooks', { params: { path: { projectId } } }), [admin, projectId]);
  const { data: hooks, error, reload: load } = list;
  const [created, setCreated] = useState<Created | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { error: actionError, busy, run } = useRequest('editor');
  const hookPath = (webhookId: string) => ({ params: { path: { projectId, webhookId } } });

  /** One change, then the list again; the API's refusal is shown as it says it. */
  const act = (call: () => Promise<{ error?: ApiError }>, done: string) => {
    setNotice(null);
    return run(call, async () => {
      setNotice(done);
      await load();
    });
  };

  const label = (hook: Webhook) => new URL(hook.url).host;
  return (
    <section class="card webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p class="help">Ferry POSTs signed JSON to your URL when these events happen, and retries for 24 hours. See docs/webhooks.md to verify the signature.</p>
      {error ? (
        <ErrorState message={error} onRetry={() => void load()} />
      ) : !hooks ? (
        <Loading what="webhooks" />
      ) : (
        <>
          {created && (
            <div class="new-secret" role="status">
              <p>
                <strong>Webhook created.</strong> Its signing secret, shown this once: keep it where your receiver can read it.
              </p>
              <p class="secret-row">
                <code aria-label="Signing secret">{created.secret}</code>
                <CopyButton text={created.secret} label="Copy the signing secret" />
              </p>
              <button type="button" class="quiet small" onClick={() => setCreated(null)}>
                I have stored it
              </button>
            </div>
          )}
          {notice && (
            <p class="notice" role="status">
              {notice}
            </p>
          )}
          {actionError && (
            <p class="form-error" role="alert">
              {actionError}
            </p>
          )}
          {hooks.length === 0 ? (
            <Empty>
              <p>No webhooks yet.</p>
            </Empty>
          ) : (
            <ul class="rows" aria-label="Webhooks">
              {hooks.map((hook) => (
                <li key={hook.id}>
                  <div class="hook">
                    <strong class="hook-url">{hook.url}</strong> <span class={`badge${hook.enabled ? '' : ' pending'}`}>{hook.enabled ? 'on' : 'off'}</span>
                    <p class="help">
                      {hook.events.join(', ')} · created <Instant iso={hook.createdAt} />
                    </p>
                    {hook.disabledReason === 'gone' && <p class="help">Turned off by Ferry: the receiver answered 410 Gone.</p>}
                  </div>
                  {confirming === hook.id ? (
                    <div class="confirm" role="group" aria-label={`Delete the webhook to ${label(hook)}?`}>
                      <span>Delete it and its delivery log?</span>
                      <button
                        type="button"
                        class="danger small"
                        disabled={busy}
                        onClick={() =>
                          void act(() => admin.DELETE('/api/projects/{projectId}/webhooks/{webhookId}', hookPath(hook.id)), 'Webhook deleted.').then(() =>
                            setConfirming(null),
                          )
                        }
                      >
                        Delete webhook
                      </button>
                      <button type="button" class="quiet small" onClick={() => setConfirming(null)}>
                        Keep
                      </button>
                    </div>
                  ) : (
                    <div class="actions">
                      <button type="button" class="quiet small" aria-expanded={open === hook.id} onClick={() => setOpen(open === hook.id ? null : hook.id)}>
                        Deliveries
                      </button>
                      <button
                        type="button"
                        class="quiet small"
                        disabled={readOnly || busy}
                        aria-label={`Send test to ${label(hook)}`}
                        onClick={() =>
                          void act(
                            () => admin.POST('/api/projects/{projectId}/webhooks/{webhookId}/test', hookPath(hook.id)),
                            'Test event queued: it appears in the deliveries within seconds.',
                          )
                        }
                      >
                        Send test
                      </button>
                      <button
                        type="button"
                        class="quiet small"
                        disabled={readOnly || busy}
                        aria-label={`${hook.enabled ? 'Turn off' : 'Turn on'} the webhook to ${label(hook)}`}
                        onClick={() =>
                          void act(
                            () => admin.PATCH('/api/projects/{projectId}/webhooks/{webhookId}', { ...hookPath(hook.id), body: { enabled: !hook.enabled } }),
                            hook.enabled ? 'Webhook turned off.' : 'Webhook turned on.',
                          )
                        }
                      >
                        {hook.enabled ? 'Turn off' : 'Turn on'}
                      </button>
                      <button
                        type="button"
                        class="quiet small danger"
                        disabled={readOnly || busy}
                        aria-label={`Delete the webhook to ${label(hook)}`}
                        onClick={() => setConfirming(hook.id)}
                      >
                        Delete
                      </button>
                    </div>
                  )}
                  {open === hook.id && <WebhookDeliveries admin={admin} projectId={projectId} webhookId={hook.id} />}
                </li>
              ))}
            </ul>
          )}
          <WebhookForm
            admin={admin}
            projectId={projectId}
            readOnly={readOnly}
            full={hooks.length >= 10}
            onCreated={(hook) => {
              setCreated(hook);
              setNotice(null);
              void load();
            }}
          />
        </>
      )}
    </section>
  );
}
