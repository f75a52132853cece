// Which names the self-hosted TLS proxy may get a certificate for. Caddy asks with the bare
// SNI name of a handshake; Ferry's own settings may carry ports (SHORT_DOMAIN localhost:8443).

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export type TlsNameKind = { kind: 'api' } | { kind: 'project'; subdomain: string } | { kind: 'custom' };

/** A name without a port and a trailing dot, lower-cased: how names are compared. */
export const bareHostName = (host: string): string => host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * The asked name, lower-cased and without one trailing dot; null when it is not a DNS host name
 * (missing, a URL, a port, an IP address, longer than DNS allows).
 */
export function parseTlsName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const name = raw.toLowerCase().replace(/\.$/, '');
  // An empty name fails the label test below.
  if (name.length > 253 || IPV4.test(name)) return null;
  return name.split('.').every((label) => LABEL.test(label)) ? name : null;
}

/**
 * What a well-formed name would be to Ferry: the API's host, a project host (one label under
 * SHORT_DOMAIN's host), or else possibly a custom domain, which only the store can tell.
 * Deeper names under SHORT_DOMAIN and SHORT_DOMAIN itself are nobody's: null.
 */
export function classifyTlsName(name: string, hosts: { apiHost: string; shortDomain: string }): TlsNameKind | null {
  if (name === bareHostName(hosts.apiHost)) return { kind: 'api' };
  const short = bareHostName(hosts.shortDomain);
  if (name === short) return null;
  if (!name.endsWith(`.${short}`)) return { kind: 'custom' };
  const subdomain = name.slice(0, -short.length - 1);
  return subdomain.includes('.') ? null : { kind: 'project', subdomain };
}
