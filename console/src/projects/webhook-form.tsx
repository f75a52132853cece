// A new webhook: its URL and the events it takes. The API answers the signing secret once
// (webhooks.tsx shows it) or says why not (not https, not a public address, plan, the 10 limit).
// The events and their help come from the API's document through the generated sdk
// (webhookEvents), so an event added to the service appears here with no change.

import { type components, type FerryAdmin, webhookEvents } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { apiFields, useApiForm } from '../ui/use-api-form';

type EventType = components['schemas']['WebhookEventType'];

export function WebhookForm({
  admin,
  projectId,
  readOnly,
  full,
  onCreated,
}: {
  admin: FerryAdmin;
  projectId: string;
  readOnly: boolean;
  full: boolean;
  onCreated: (hook: components['schemas']['WebhookCreated']) => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>(['install.matched']);
  const { message, busy, run, at } = useApiForm('editor', apiFields(['url']));

  const submit = (event: Event) => {
    event.preventDefault();
    void run(
      () => admin.POST('/api/projects/{projectId}/webhooks', { params: { path: { projectId } }, body: { url: url.trim(), events, enabled: true } }),
      (created) => {
        setUrl('');
        onCreated(created);
      },
    );
  };
  const toggle = (type: EventType, on: boolean) => setEvents((list) => (on ? [...list, type] : list.filter((t) => t !== type)));
  const urlError = at('url', 'Receiver URL');

  return (
    <form class="webhook-form" onSubmit={submit} aria-labelledby="webhook-form-title" noValidate>
      <h3 id="webhook-form-title">Add a webhook</h3>
      <div class="field">
        <label for="webhook-url">Receiver URL</label>
        <input
          id="webhook-url"
          type="url"
          placeholder="https://api.example.com/ferry-events"
          value={url}
          disabled={readOnly}
          aria-invalid={urlError ? 'true' : undefined}
          aria-describedby={urlError ? 'webhook-url-error' : 'webhook-url-help'}
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
        {urlError ? (
          <p id="webhook-url-error" class="field-error" role="alert">
            {urlError}
          </p>
        ) : (
          <p id="webhook-url-help" class="help">
            https, on a public address.
          </p>
        )}
      </div>
      <fieldset disabled={readOnly}>
        <legend>Events</legend>
        {webhookEvents.map(({ type, summary }) => (
          <label key={type} class="check">
            <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.currentTarget.checked)} />
            <code>{type}</code> <span class="help">{summary}</span>
          </label>
        ))}
      </fieldset>
      {message && (
        <p class="form-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" disabled={readOnly || busy || full || events.length === 0 || !url.trim()}>
        Add webhook
      </button>
      {full && <p class="help">A project has at most 10 webhooks.</p>}
    </form>
  );
}
