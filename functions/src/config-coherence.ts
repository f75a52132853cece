// Settings that are each valid but do not fit together. loadConfig checks one variable at a
// time; these rules look at several. The self-hosted start stops on an error and prints the
// warnings; `ferry doctor` reports both.

import type { Config } from './config';
import { isReservedSubdomain } from './domain/projects/schema';

export interface ConfigProblems {
  /** Contradictions: the server would serve URLs that cannot work. The start stops. */
  errors: string[];
  /** Legal, but most likely not what the operator wants. */
  warnings: string[];
}

/** A host and port as a URL would carry them: the port the scheme implies when none is given. */
function hostAndPort(hostWithPort: string, scheme: string): { host: string; port: number } {
  const match = /^(.*?)(?::(\d+))?$/.exec(hostWithPort.toLowerCase())!;
  return { host: match[1]!.replace(/\.$/, ''), port: match[2] ? Number(match[2]) : scheme === 'https' ? 443 : 80 };
}

/** Names every browser resolves to this very machine. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}

export function checkConfig(config: Config): ConfigProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  const scheme = config.hosts.publicScheme;
  const short = hostAndPort(config.hosts.shortDomain, scheme);
  const api = new URL(config.baseUrl);
  const apiHost = hostAndPort(api.host, api.protocol.replace(':', ''));
  // PORT 0 (and Cloud Functions, whose port is always 0): the port is not known yet.
  const listens = config.port !== 0;

  if (listens && config.internalPort === config.port) {
    errors.push(`INTERNAL_PORT and PORT are both ${config.port}: the TLS permission endpoint needs a port of its own`);
  }
  // Nothing but this server answers a local name; without a proxy it must be on PORT.
  if (listens && !config.trustProxy) {
    if (isLocalHost(short.host) && short.port !== config.port) {
      errors.push(
        `SHORT_DOMAIN ${config.hosts.shortDomain} sends short links to port ${short.port}, but Ferry listens on PORT ${config.port} with no proxy in front (TRUST_PROXY is off): leave SHORT_DOMAIN unset to follow PORT, or set it to localhost:${config.port}`,
      );
    }
    if (isLocalHost(apiHost.host) && apiHost.port !== config.port) {
      errors.push(
        `BASE_URL ${config.baseUrl} names port ${apiHost.port}, but Ferry listens on PORT ${config.port} with no proxy in front (TRUST_PROXY is off): leave BASE_URL unset to follow PORT, or set it to http://localhost:${config.port}`,
      );
    }
  }
  // A project could take the API's own host name and shadow the console.
  const subdomain = apiHost.host.endsWith(`.${short.host}`) ? apiHost.host.slice(0, -short.host.length - 1) : null;
  if (subdomain !== null && /^[a-z0-9-]{1,63}$/.test(subdomain) && !isReservedSubdomain(subdomain)) {
    errors.push(
      `BASE_URL's host ${apiHost.host} is a project host under SHORT_DOMAIN (a project with subdomain "${subdomain}" would take it): use SHORT_DOMAIN's own host or a reserved name such as api.${short.host}`,
    );
  }
  // Made and kept in DATA_DIR on SQLite; a Firestore store has no such place, and without it the
  // first visit, match or pixel would fail rather than the start.
  if (config.store === 'postgres' && !config.database) {
    errors.push('STORE=postgres needs DATABASE_URL (postgres://user:password@host:5432/database)');
  }
  if (config.workers > 1 && config.store !== 'postgres') {
    errors.push(`WORKERS=${config.workers} needs STORE=postgres: a ${config.store} store is served by one process (docs/scale-out.md)`);
  }
  // Every process of a PostgreSQL store must hash addresses alike, so the pepper is a setting.
  if (config.runtime === 'self-hosted' && config.store === 'postgres' && !config.ipHashPepper) {
    errors.push(
      'STORE=postgres needs IP_HASH_PEPPER (16 characters or more, the same on every Ferry process of the database): it keys the hashes of visitor addresses',
    );
  }
  if (config.runtime === 'self-hosted' && config.store === 'firestore' && !config.ipHashPepper) {
    errors.push('STORE=firestore needs IP_HASH_PEPPER (16 characters or more, the same on every server of the store): it keys the hashes of visitor addresses');
  }
  if (scheme === 'http' && !isLocalHost(short.host)) {
    warnings.push(
      `PUBLIC_SCHEME is http while SHORT_DOMAIN ${config.hosts.shortDomain} is a public name: iOS Universal Links and Android App Links need HTTPS (put Caddy in front and set PUBLIC_SCHEME=https)`,
    );
  }
  if (config.runtime === 'self-hosted' && scheme === 'https' && !config.trustProxy) {
    warnings.push(
      'PUBLIC_SCHEME is https but TRUST_PROXY is off: behind the TLS proxy every visitor would share its address (rate limits, deferred matching); set TRUST_PROXY=1',
    );
  }
  if (api.protocol !== `${scheme}:` && !isLocalHost(apiHost.host)) {
    warnings.push(`BASE_URL is ${api.protocol.replace(':', '')} while PUBLIC_SCHEME is ${scheme}: the API and the short links are usually served the same way`);
  }
  return { errors, warnings };
}
