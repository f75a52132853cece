// API keys: the list (type, name, prefix, created), a new key shown once with a copy button,
// and revoke after a confirmation. The API allows this to the project owner only, signed in (with
// Firebase Auth or an account of this Ferry): a secret key's 403 is shown as such.

import type { components, FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { CopyButton } from '../ui/copy-button';
import { Instant } from '../ui/instant';
import { Empty, ErrorState, Loading } from '../ui/states';
import { useLoad, useRequest } from '../ui/use-request';

type Created = components['schemas']['ApiKeyCreated'];

/** `notOwner`: the signed-in user's role when it is not the owner's; the keys are then not asked for. */
export function ApiKeys({ admin, projectId, notOwner }: { admin: FerryAdmin; projectId: string; notOwner?: 'editor' | 'viewer' }) {
  return (
    <section class="card" aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      {notOwner ? (
        <p class="notice">API keys need the owner role: you have the {notOwner} role in this project.</p>
      ) : (
        <OwnersKeys admin={admin} projectId={projectId} />
      )}
    </section>
  );
}

function OwnersKeys({ admin, projectId }: { admin: FerryAdmin; projectId: string }) {
  const list = useLoad(() => admin.GET('/api/projects/{projectId}/keys', { params: { path: { projectId } } }), [admin, projectId], 'owner');
  const { data: keys, error, reload: load } = list;
  // Not an error to retry: this credential may not manage keys (the API keeps them the owner's).
  const denied = list.failure?.error?.code === 'PERMISSION_DENIED';
  const [type, setType] = useState<'secret' | 'publishable'>('secret');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { error: actionError, busy, run } = useRequest('owner');
  const path = { params: { path: { projectId } } };

  const create = (event: Event) => {
    event.preventDefault();
    const body = name.trim() ? { type, name: name.trim() } : { type };
    return run(
      () => admin.POST('/api/projects/{projectId}/keys', { ...path, body }),
      async (key) => {
        setCreated(key);
        setName('');
        await load();
      },
    );
  };

  const revoke = (keyId: string) =>
    run(
      () => admin.DELETE('/api/projects/{projectId}/keys/{keyId}', { params: { path: { projectId, keyId } } }),
      async () => {
        setConfirming(null);
        if (created?.id === keyId) setCreated(null);
        await load();
      },
    );

  return (
    <>
      {denied ? (
        <p class="notice">{error}</p>
      ) : error ? (
        <ErrorState message={error} onRetry={() => void load()} />
      ) : !keys ? (
        <Loading what="API keys" />
      ) : (
        <>
          {created && (
            <div class="new-secret" role="status">
              <p>
                <strong>
                  Your new {created.type} key “{created.name || created.prefix}”.
                </strong>{' '}
                Copy it now: it will not be shown again.
              </p>
              <p class="secret-row">
                <code aria-label="New API key">{created.key}</code>
                <CopyButton text={created.key} label="Copy the new API key" />
              </p>
              <button type="button" class="quiet small" onClick={() => setCreated(null)}>
                I have stored it
              </button>
            </div>
          )}
          {actionError && (
            <p class="form-error" role="alert">
              {actionError}
            </p>
          )}
          {keys.length === 0 ? (
            <Empty>
              <p>No API keys yet.</p>
            </Empty>
          ) : (
            <ul class="rows" aria-label="API keys">
              {keys.map((k) => (
                <li key={k.id}>
                  <div>
                    <strong>{k.name || 'Unnamed key'}</strong> <span class="badge">{k.type}</span>
                    <p class="help">
                      <code>{k.prefix}…</code> · created <Instant iso={k.createdAt} />
                    </p>
                  </div>
                  {confirming === k.id ? (
                    <div class="confirm" role="group" aria-label={`Revoke ${k.name || k.prefix}?`}>
                      <span>Revoke? Apps using it stop working at once.</span>
                      <button type="button" class="danger small" disabled={busy} onClick={() => void revoke(k.id)}>
                        Revoke key
                      </button>
                      <button type="button" class="quiet small" onClick={() => setConfirming(null)}>
                        Keep
                      </button>
                    </div>
                  ) : (
                    <button type="button" class="quiet small" aria-label={`Revoke ${k.name || k.prefix}`} onClick={() => setConfirming(k.id)}>
                      Revoke
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <form class="inline-form" onSubmit={(e) => void create(e)} aria-label="Create an API key">
            <div class="field">
              <label for="key-type">Type</label>
              <select id="key-type" value={type} onChange={(e) => setType(e.currentTarget.value as 'secret' | 'publishable')}>
                <option value="secret">Secret (server side)</option>
                <option value="publishable">Publishable (apps, referrals only)</option>
              </select>
            </div>
            <div class="field">
              <label for="key-name">Key name</label>
              <input id="key-name" value={name} maxLength={100} onInput={(e) => setName(e.currentTarget.value)} />
            </div>
            <button type="submit" disabled={busy}>
              Create key
            </button>
          </form>
        </>
      )}
    </>
  );
}
