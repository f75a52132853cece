// The form that creates a project (POST /api/projects): name and subdomain, the API's errors
// at the fields they name (both at once), a plan limit said as the plan's. Used by the Projects screen and by
// a signed-in user's first project.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { apiFields, useApiForm } from '../ui/use-api-form';
import type { Project } from './api';

interface Props {
  admin: FerryAdmin;
  onCreated: (p: Project) => void;
  onCancel?: () => void;
  title?: string;
}

export function NewProjectForm({ admin, onCreated, onCancel, title = 'New project' }: Props) {
  const [name, setName] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const { message, busy, run, at } = useApiForm('owner', apiFields(['name', 'subdomain']));
  const submit = (event: Event) => {
    event.preventDefault();
    void run(
      () => admin.POST('/api/projects', { body: { name: name.trim(), subdomain: subdomain.trim() } }),
      (created) => onCreated(created.project),
    );
  };
  return (
    <form class="card new-project" onSubmit={submit} noValidate aria-labelledby="new-project-title">
      <h2 id="new-project-title">{title}</h2>
      {message && (
        <p class={message.startsWith('Plan limit') ? 'form-error plan' : 'form-error'} role="alert">
          {message}
        </p>
      )}
      <div class="fields">
        <div class={at('name', 'Name') ? 'field invalid' : 'field'}>
          <label for="new-project-name">Name</label>
          <input
            id="new-project-name"
            value={name}
            aria-invalid={at('name', 'Name') ? true : undefined}
            aria-describedby="new-project-name-note"
            onInput={(e) => setName(e.currentTarget.value)}
          />
          <p id="new-project-name-note" class={at('name', 'Name') ? 'field-error' : 'help'}>
            {at('name', 'Name') ?? 'e.g. Acme'}
          </p>
        </div>
        <div class={at('subdomain', 'Subdomain') ? 'field invalid' : 'field'}>
          <label for="new-project-subdomain">Subdomain</label>
          <input
            id="new-project-subdomain"
            value={subdomain}
            spellcheck={false}
            aria-invalid={at('subdomain', 'Subdomain') ? true : undefined}
            aria-describedby="new-project-subdomain-note"
            onInput={(e) => setSubdomain(e.currentTarget.value)}
          />
          <p id="new-project-subdomain-note" class={at('subdomain', 'Subdomain') ? 'field-error' : 'help'}>
            {at('subdomain', 'Subdomain') ?? 'Lowercase letters, digits and dashes: the host of its links.'}
          </p>
        </div>
      </div>
      <div class="actions">
        <button type="submit" disabled={busy}>
          Create project
        </button>
        {onCancel && (
          <button type="button" class="quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
