// Members and roles: the project's team as GET /api/projects/:projectId/members answers it (the
// owner, the members with their account's email, or their user ID for a Firebase user, and the
// invites by email that wait for someone to sign in with it). Changing a role, removing a member,
// withdrawing an invite and adding someone are the owner's; with an API key the list is read-only.

import type { FerryAdmin } from '@ferry/sdk/admin';
import type { ApiError } from '../ui/api-errors';
import { ErrorState, Loading } from '../ui/states';
import { useLoad, useRequest } from '../ui/use-request';
import { AddMember } from './add-member';
import { type Project, signedInWithKey } from './api';

type Role = 'editor' | 'viewer';

interface Props {
  admin: FerryAdmin;
  project: Project;
  onChanged: () => void;
  /** The signed-in person's role when it is not the owner's: the list is then read-only. */
  notOwner?: Role;
  /** The signed-in person's user ID: their row says "you". */
  me?: string;
}

export function Members({ admin, project, onChanged, notOwner, me }: Props) {
  const readOnly = signedInWithKey() || !!notOwner;
  const path = { projectId: project.id };
  const loaded = useLoad(() => admin.GET('/api/projects/{projectId}/members', { params: { path } }), [admin, project.id]);
  const { data: team, error: loadError, reload: load } = loaded;
  const { error, busy, run: send } = useRequest('owner');

  /** The project's own member list (roles in the top bar and cards) and the team, both again. */
  const changed = () => {
    onChanged();
    void load();
  };
  const run = (call: () => Promise<{ error?: ApiError }>) => send(call, changed);
  const setRole = (uid: string, role: Role) =>
    run(() => admin.PATCH('/api/projects/{projectId}/members/{uid}', { params: { path: { ...path, uid } }, body: { role } }));
  const remove = (uid: string) => run(() => admin.DELETE('/api/projects/{projectId}/members/{uid}', { params: { path: { ...path, uid } } }));
  const withdraw = (email: string) => run(() => admin.DELETE('/api/projects/{projectId}/invites/{email}', { params: { path: { ...path, email } } }));

  const you = (uid: string) => (uid === me ? <span class="help"> (you)</span> : null);
  const members = team?.members.filter((m) => m.role !== 'owner') ?? [];
  const owner = team?.members.find((m) => m.role === 'owner');
  return (
    <section class="card" aria-labelledby="members-title">
      <h2 id="members-title">Members and roles</h2>
      {readOnly && (
        <p class="notice">
          {notOwner
            ? `Read-only: changing members needs the owner role; you have the ${notOwner} role.`
            : 'Read-only: changing members needs the owner role, signed in as the project owner. An API key cannot.'}
        </p>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {loadError ? (
        <ErrorState message={loadError} onRetry={() => void load()} />
      ) : !team ? (
        <Loading what="the team" />
      ) : (
        <ul class="rows" aria-label="Members">
          <li>
            {owner ? (
              <div>
                <strong>{owner.email ?? owner.uid}</strong>
                {you(owner.uid)} <span class="badge">owner</span>
              </div>
            ) : (
              <div>
                <strong>No owner</strong>
                <p class="help">Made at first start: no one owns it, its secret key manages it.</p>
              </div>
            )}
          </li>
          {members.map((m) => {
            const name = m.email ?? m.uid;
            return (
              <li key={m.uid}>
                <div>
                  <strong>{name}</strong>
                  {you(m.uid)} {readOnly && <span class="badge">{m.role}</span>}
                </div>
                {!readOnly && (
                  <div class="confirm">
                    <label class="sr-only" for={`role-${m.uid}`}>
                      Role of {name}
                    </label>
                    <select id={`role-${m.uid}`} value={m.role} disabled={busy} onChange={(e) => void setRole(m.uid, e.currentTarget.value as Role)}>
                      <option value="editor">Editor</option>
                      <option value="viewer">Viewer</option>
                    </select>
                    <button type="button" class="quiet small" disabled={busy} aria-label={`Remove ${name}`} onClick={() => void remove(m.uid)}>
                      Remove
                    </button>
                  </div>
                )}
              </li>
            );
          })}
          {team.invites.map((invite) => (
            <li key={`invite ${invite.email}`}>
              <div>
                <strong>{invite.email}</strong> <span class="badge">{invite.role}</span> <span class="badge invited">invited</span>
                <p class="help">Gets the role when they first sign in with this email.</p>
              </div>
              {!readOnly && (
                <button
                  type="button"
                  class="quiet small"
                  disabled={busy}
                  aria-label={`Withdraw the invite of ${invite.email}`}
                  onClick={() => void withdraw(invite.email)}
                >
                  Withdraw
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {team && members.length === 0 && team.invites.length === 0 && <p class="help">No members yet{readOnly ? '' : ': add one by their email'}.</p>}
      {!readOnly && <AddMember admin={admin} projectId={project.id} onAdded={changed} />}
    </section>
  );
}
