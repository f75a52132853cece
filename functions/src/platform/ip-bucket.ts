// Whose budget a request spends under a per-IP limit. One IPv6 client is handed a whole /64
// and may pick a new address in it for every request, so IPv6 counts per /64; an IPv4-mapped
// address (::ffff:a.b.c.d, what a dual-stack socket reports) counts as its IPv4 address.

import * as net from 'node:net';
import ipaddr from 'ipaddr.js';

export function ipBucket(ip: string | null): string {
  if (!ip) return 'unknown';
  if (net.isIP(ip) !== 6) return ip;
  try {
    const addr = ipaddr.IPv6.parse(ip);
    if (addr.isIPv4MappedAddress()) return addr.toIPv4Address().toString();
    return `${addr.parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  } catch {
    return ip;
  }
}
