// The owner's form that gives a role: to an email (an account of this Ferry now, or whoever
// first signs in with it: an invite), or to a user ID (a Firebase user, as the first-project
// screen tells them to share). POST /api/projects/:projectId/members; its errors at the input.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { apiFields, useApiForm } from '../ui/use-api-form';

type Role = 'editor' | 'viewer';

export function AddMember({ admin, projectId, onAdded }: { admin: FerryAdmin; projectId: string; onAdded: () => void }) {
  const [who, setWho] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const { message, busy, run, at } = useApiForm('owner', apiFields(['email', 'uid']));
  const submit = (event: Event) => {
    event.preventDefault();
    const named = who.trim();
    if (!named) return;
    // An email has an @; a user ID (Firebase's, or an account's usr_...) never does.
    const body = named.includes('@') ? { email: named, role } : { uid: named, role };
    void run(
      () => admin.POST('/api/projects/{projectId}/members', { params: { path: { projectId } }, body }),
      () => {
        setWho('');
        onAdded();
      },
    );
  };
  const problem = at('email', 'Email') ?? at('uid', 'User ID');
  return (
    <form class="inline-form" aria-label="Add a member" onSubmit={submit} noValidate>
      {message && (
        <p class="form-error" role="alert">
          {message}
        </p>
      )}
      <div class={problem ? 'field invalid' : 'field'}>
        <label for="member-who">Email or user ID</label>
        <input
          id="member-who"
          type="text"
          inputMode="email"
          autoComplete="off"
          spellcheck={false}
          value={who}
          aria-invalid={problem ? true : undefined}
          aria-describedby="member-who-note"
          onInput={(e) => setWho(e.currentTarget.value)}
        />
        <p id="member-who-note" class={problem ? 'field-error' : 'help'}>
          {problem ?? 'Someone without an account yet gets the role when they first sign in with this email.'}
        </p>
      </div>
      <div class="field">
        <label for="member-role">Role</label>
        <select id="member-role" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
          <option value="editor">Editor (links, settings)</option>
          <option value="viewer">Viewer (read only)</option>
        </select>
      </div>
      <button type="submit" disabled={busy || !who.trim()}>
        Add member
      </button>
    </form>
  );
}
