// The on-demand TLS question: may the proxy in front get a certificate for this name? Yes for
// the API host, the host of a project that exists and a custom domain that is verified; no for
// anything else, so nobody can make the proxy request certificates for names of their choosing.
// Answered from the host cache or one indexed read, never a DNS lookup: Caddy asks on the
// handshake of every name it holds no certificate for.

import { classifyTlsName, type TlsNameKind } from '../../domain/hosts/tls-name';
import type { ServiceDeps } from '../deps';
import { projectForHost, projectForSubdomain } from '../project-hosts/project-for-host';

export type TlsAnswer = TlsNameKind & { projectId?: string };

/** The name's role when a certificate may be issued for it; null when not. `name` is parsed already. */
export async function allowedTlsName(deps: ServiceDeps, name: string, apiHost: string): Promise<TlsAnswer | null> {
  const kind = classifyTlsName(name, { apiHost, shortDomain: deps.hosts.shortDomain });
  if (kind === null || kind.kind === 'api') return kind;
  // projectForHost serves only active custom domains of a plan that has them.
  const project = kind.kind === 'project' ? await projectForSubdomain(deps, kind.subdomain) : await projectForHost(deps, name);
  return project ? { ...kind, projectId: project.id } : null;
}
