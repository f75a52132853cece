// On Firebase: how the Hosting site stands with the project's host and custom domain (the DNS
// records Hosting asks for, the certificate's progress in words) and the site's headroom.
// Refresh asks Hosting again; it changes nothing, so viewers may use it too.

import type { components } from '@ferry/sdk/admin';
import { CopyButton } from '../ui/copy-button';

type Hosting = NonNullable<components['schemas']['Domain']['hosting']>;
type HostingName = Hosting['host'];

function NameStatus({ name }: { name: HostingName }) {
  return (
    <div>
      <p>
        <code>{name.name}</code> <span class={`badge ${name.stage === 'active' ? 'active' : 'pending'}`}>{name.progress}</span>
      </p>
      {name.dnsRecords.length > 0 && (
        <table class="dns">
          <caption class="sr-only">DNS records Firebase Hosting asks for on {name.name}</caption>
          <thead>
            <tr>
              <th scope="col">Change</th>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {name.dnsRecords.map((r) => (
              <tr key={`${r.action}-${r.type}-${r.value}`}>
                <td data-label="Change">{r.action === 'ADD' ? 'Add' : 'Remove'}</td>
                <td data-label="Type">{r.type}</td>
                <td data-label="Name">
                  <code>{r.name}</code>
                </td>
                <td data-label="Value">
                  <span>
                    <code>{r.value}</code>
                    {r.action === 'ADD' && (
                      <>
                        {' '}
                        <CopyButton text={r.value} label={`Copy the ${r.type} value`} />
                      </>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {name.issues.length > 0 && (
        <ul class="help">
          {name.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function HostingStatus({ hosting, busy, onRefresh }: { hosting: Hosting; busy: boolean; onRefresh: () => void }) {
  return (
    <div class="hosting-status">
      <h3>Firebase Hosting</h3>
      <p class="help">
        Site <code>{hosting.site}</code>: {hosting.domainsUsed} of {hosting.domainLimit} domains used, room for {hosting.headroom} more.
      </p>
      <NameStatus name={hosting.host} />
      {hosting.customDomain && <NameStatus name={hosting.customDomain} />}
      <div class="actions">
        <button type="button" class="quiet" disabled={busy} onClick={onRefresh}>
          Refresh
        </button>
      </div>
    </div>
  );
}
