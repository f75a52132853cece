// Custom domains (interface: middle and highest plans): which host names a project may claim,
// and which CNAME targets prove the owner pointed the name at Ferry.

import { z } from 'zod';
import type { HostConfig } from '../links/short-url';
import { HOST_NAME, HOST_NAME_MAX } from '../text-patterns';
import type { ProjectRecord } from './types';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6 = /^\[?[0-9a-f]*:[0-9a-f:.]*\]?$/;

/** Without the port: DNS names carry none, SHORT_DOMAIN may (`localhost:8080`). */
const dnsName = (host: string) => host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();

/**
 * A DNS host name the owner controls (text-patterns.ts HOST_NAME): as sent, with no space around
 * it and no trailing dot; any case, kept lower-cased. The document shows the pattern rather than
 * `format: hostname`, which takes one label, an IP address or `--` as a host name.
 */
export const customDomainName = (field: string) =>
  z
    .string({ error: (i) => (i.input == null ? `${field} is required` : `${field} must be a string`) })
    .refine((value) => !IPV4.test(value) && !IPV6.test(value.toLowerCase()), `${field} must be a host name, not an IP address`)
    .refine((value) => value === value.trim() && !value.endsWith('.'), `${field} must be written without spaces around it or a trailing dot`)
    .max(HOST_NAME_MAX, `${field} must be a host name like go.example.com`)
    .regex(HOST_NAME, `${field} must be a host name like go.example.com`)
    .toLowerCase()
    .meta({ description: 'A DNS host name like go.example.com, as sent: at least two labels, not an IP address, no trailing dot; kept lower-cased' });

/** The short domain itself and every name under it belong to Ferry, never to one project. */
export function isUnderShortDomain(hostname: string, hosts: HostConfig): boolean {
  const base = dnsName(hosts.shortDomain);
  return hostname === base || hostname.endsWith(`.${base}`);
}

/** The CNAME the owner is told to create: the project's own host, which names the project. */
export function cnameTarget(project: Pick<ProjectRecord, 'subdomain'>, hosts: HostConfig): string {
  return `${project.subdomain}.${dnsName(hosts.shortDomain)}`;
}

/** A CNAME to the project's host or to SHORT_DOMAIN itself verifies the domain. */
export function cnamePointsAtFerry(records: string[], project: Pick<ProjectRecord, 'subdomain'>, hosts: HostConfig): boolean {
  const accepted = new Set([cnameTarget(project, hosts), dnsName(hosts.shortDomain)]);
  return records.some((record) => accepted.has(dnsName(record)));
}

/** What callers see of a project's domain: its state and the DNS record to create. */
export function domainView(project: Pick<ProjectRecord, 'subdomain' | 'customDomain'>, hosts: HostConfig) {
  if (!project.customDomain) return null;
  const { hostname, status } = project.customDomain;
  return { hostname, status, dnsRecord: { type: 'CNAME' as const, name: hostname, value: cnameTarget(project, hosts) } };
}
