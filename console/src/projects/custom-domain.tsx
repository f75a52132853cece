// Custom domain: set one, the CNAME record to create at the DNS provider, verify (DNS is
// checked by Ferry), its status (pending, active), remove after a confirmation. On Firebase,
// also what Hosting asks for and how far the certificate is (hosting-status.tsx).

import type { components, FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import type { ApiError } from '../ui/api-errors';
import { CopyButton } from '../ui/copy-button';
import { ErrorState, Loading } from '../ui/states';
import { useLoad, useRequest } from '../ui/use-request';
import { HostingStatus } from './hosting-status';

type Domain = components['schemas']['Domain']['domain'];
/** What setting, verifying and removing answer (removing: nothing). */
type Answer = { domain?: Domain; verified?: boolean; reason?: string };

export function CustomDomain({
  admin,
  projectId,
  onChanged,
  readOnly = false,
}: {
  admin: FerryAdmin;
  projectId: string;
  onChanged: () => void;
  readOnly?: boolean;
}) {
  const loaded = useLoad(() => admin.GET('/api/projects/{projectId}/domain', { params: { path: { projectId } } }), [admin, projectId]);
  const { error: loadError, reload: load } = loaded;
  /** undefined: not known yet; null: none set. */
  const domain = loaded.data === null ? undefined : loaded.data.domain;
  const [hostname, setHostname] = useState('');
  const { error, busy, run } = useRequest('editor');
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const path = { params: { path: { projectId } } };
  const hosting = loaded.data?.hosting;
  const refresh = useRequest();
  const refreshHosting = () =>
    void refresh.run(
      () => admin.GET('/api/projects/{projectId}/domain', { params: { path: { projectId }, query: { refresh: '1' } } }),
      (data) => loaded.setData(data),
    );

  const act = (call: () => Promise<{ data?: unknown; error?: ApiError }>) => {
    setMessage(null);
    return run(call, (answer) => {
      const data = answer as Answer | undefined;
      if (!data) return;
      loaded.setData({ domain: data.domain ?? null, ...(hosting ? { hosting } : {}) });
      // Hosting's part changed too (a name added or removed): read it again.
      if (hosting) void load();
      setConfirming(false);
      if (data.verified === false) setMessage(`Not verified yet: ${data.reason ?? 'the CNAME record is not visible yet'}.`);
      else if (data.verified) setMessage('Verified: new links use this domain.');
      onChanged();
    });
  };

  return (
    <section class="card" aria-labelledby="domain-title">
      <h2 id="domain-title">Custom domain</h2>
      {loadError ? (
        <ErrorState message={loadError} onRetry={() => void load()} />
      ) : domain === undefined ? (
        <Loading what="the domain" />
      ) : (
        <>
          {error && (
            <p class="form-error" role="alert">
              {error}
            </p>
          )}
          {message && (
            <p class="notice" role="status">
              {message}
            </p>
          )}
          {domain ? (
            <div>
              <p>
                <strong>{domain.hostname}</strong> <span class={`badge ${domain.status}`}>{domain.status}</span>
              </p>
              {domain.status === 'pending' && <p class="help">Create this record at your DNS provider, then verify.</p>}
              <table class="dns">
                <caption class="sr-only">DNS record</caption>
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Name</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td data-label="Type">{domain.dnsRecord.type}</td>
                    <td data-label="Name">
                      <code>{domain.dnsRecord.name}</code>
                    </td>
                    <td data-label="Value">
                      <span>
                        <code>{domain.dnsRecord.value}</code> <CopyButton text={domain.dnsRecord.value} label="Copy the CNAME value" />
                      </span>
                    </td>
                  </tr>
                </tbody>
              </table>
              <div class="actions">
                {domain.status === 'pending' && (
                  <button type="button" disabled={busy || readOnly} onClick={() => void act(() => admin.POST('/api/projects/{projectId}/domain/verify', path))}>
                    Verify
                  </button>
                )}
                {confirming ? (
                  <span class="confirm" role="group" aria-label="Remove the domain?">
                    <span>Remove {domain.hostname}? Links go back to the project host.</span>
                    <button
                      type="button"
                      class="danger small"
                      disabled={busy || readOnly}
                      onClick={() => void act(() => admin.DELETE('/api/projects/{projectId}/domain', path))}
                    >
                      Remove domain
                    </button>
                    <button type="button" class="quiet small" onClick={() => setConfirming(false)}>
                      Keep
                    </button>
                  </span>
                ) : (
                  <button type="button" class="quiet" onClick={() => setConfirming(true)}>
                    Remove
                  </button>
                )}
              </div>
            </div>
          ) : (
            <form
              class="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                void act(() => admin.PUT('/api/projects/{projectId}/domain', { ...path, body: { hostname: hostname.trim() } }));
              }}
            >
              <div class="field">
                <label for="domain-hostname">Domain</label>
                <input
                  id="domain-hostname"
                  value={hostname}
                  placeholder="links.example.com"
                  spellcheck={false}
                  aria-describedby="domain-hostname-note"
                  onInput={(e) => setHostname(e.currentTarget.value)}
                />
                <p id="domain-hostname-note" class="help">
                  A subdomain you own; you will get a CNAME record to create.
                </p>
              </div>
              <button type="submit" disabled={busy || readOnly}>
                Set domain
              </button>
            </form>
          )}
          {refresh.error && (
            <p class="form-error" role="alert">
              {refresh.error}
            </p>
          )}
          {hosting && <HostingStatus hosting={hosting} busy={refresh.busy} onRefresh={refreshHosting} />}
        </>
      )}
    </section>
  );
}
