// What the self-hosted server prints when it starts: where it listens, and the URLs it puts
// into short links and the console, so a wrong setting shows before the first link is shared.

import type { Config } from './config';
import { oidcRedirectUri } from './domain/accounts/oidc';

/** Settings that contradict each other: the start stops, naming the variables. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `The configuration contradicts itself:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function startLines(config: Config, port: number, internalPort: number | null, store: string, warnings: string[]): string[] {
  const { shortDomain, publicScheme } = config.hosts;
  return [
    `Ferry listening on http://${config.host}:${port} (store: ${store})`,
    `Short links: ${publicScheme}://<subdomain>.${shortDomain}/<slug> (SHORT_DOMAIN ${shortDomain}, PUBLIC_SCHEME ${publicScheme})`,
    `Console: ${config.baseUrl}/console/`,
    ...(config.oidc ? [`Single sign-on: ${config.oidc.issuer} (redirect URI ${oidcRedirectUri(config.baseUrl)})`] : []),
    ...(internalPort === null ? [] : [`TLS permission endpoint (Caddy's on-demand ask): http://127.0.0.1:${internalPort}/tls/allowed?domain=<name>`]),
    ...warnings.map((warning) => `Warning: ${warning}`),
  ];
}
