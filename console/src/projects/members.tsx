// Members and roles: the owner and each member with their role. Adding, changing and removing
// are the owner's (signed in with an ID token); with an API key the list is read-only.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { explain, signedInWithKey, UNREACHABLE, type Project } from './api';

type Role = 'editor' | 'viewer';

/** `notOwner`: the signed-in user's role when it is not the owner's; the list is then read-only. */
export function Members({ admin, project, onChanged, notOwner }: { admin: FerryAdmin; project: Project; onChanged: () => void; notOwner?: 'editor' | 'viewer' }) {
  const readOnly = signedInWithKey() || !!notOwner;
  const [uid, setUid] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ error?: Parameters<typeof explain>[0] }>) => {
    setBusy(true);
    setError(null);
    try {
      const { error } = await call();
      if (error) setError(explain(error, 'owner'));
      else onChanged();
    } catch {
      setError(UNREACHABLE);
    }
    setBusy(false);
  };
  const setMember = (who: string, to: Role) =>
    run(() => admin.PATCH('/api/projects/{projectId}/members/{uid}', { params: { path: { projectId: project.id, uid: who } }, body: { role: to } }));
  const remove = (who: string) =>
    run(() => admin.DELETE('/api/projects/{projectId}/members/{uid}', { params: { path: { projectId: project.id, uid: who } } }));

  return (
    <section class="card" aria-labelledby="members-title">
      <h2 id="members-title">Members and roles</h2>
      {readOnly && (
        <p class="notice">{notOwner
          ? `Read-only: changing members needs the owner role; you have the ${notOwner} role.`
          : 'Read-only: changing members needs the owner role, signed in with Firebase Auth. An API key cannot.'}</p>
      )}
      {error && <p class="form-error" role="alert">{error}</p>}
      <ul class="rows" aria-label="Members">
        <li>
          {project.ownerUid ? (
            <div><strong>{project.ownerUid}</strong> <span class="badge">owner</span></div>
          ) : (
            <div><strong>No owner</strong><p class="help">Made at first start: no user owns it, its secret key manages it.</p></div>
          )}
        </li>
        {project.members.map((m) => (
          <li key={m.uid}>
            <div><strong>{m.uid}</strong> {readOnly && <span class="badge">{m.role}</span>}</div>
            {!readOnly && (
              <div class="confirm">
                <label class="sr-only" for={`role-${m.uid}`}>Role of {m.uid}</label>
                <select id={`role-${m.uid}`} value={m.role} disabled={busy} onChange={(e) => void setMember(m.uid, e.currentTarget.value as Role)}>
                  <option value="editor">Editor</option>
                  <option value="viewer">Viewer</option>
                </select>
                <button type="button" class="quiet small" disabled={busy} aria-label={`Remove ${m.uid}`} onClick={() => void remove(m.uid)}>Remove</button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {project.members.length === 0 && <p class="help">No members yet{readOnly ? '' : ': add one by their user ID'}.</p>}
      {!readOnly && (
        <form class="inline-form" aria-label="Add a member" onSubmit={(e) => { e.preventDefault(); if (uid.trim()) void setMember(uid.trim(), role).then(() => setUid('')); }}>
          <div class="field">
            <label for="member-uid">User ID</label>
            <input id="member-uid" value={uid} spellcheck={false} onInput={(e) => setUid(e.currentTarget.value)} />
          </div>
          <div class="field">
            <label for="member-role">Role</label>
            <select id="member-role" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
              <option value="editor">Editor (links, settings)</option>
              <option value="viewer">Viewer (read only)</option>
            </select>
          </div>
          <button type="submit" disabled={busy}>Add member</button>
        </form>
      )}
    </section>
  );
}
