// Address classification for outbound requests (SSRF guard) and for the country lookup. The
// blocks refused are special-addresses.ts's table (IANA's special-purpose registries, by name);
// ipaddr.js's own range() is asked too, as a second opinion that can only refuse more. An IPv6
// address outside 2000::/3, the only block allocated as global unicast, is refused whatever it is.
import * as net from 'node:net';
import ipaddr from 'ipaddr.js';
import { specialBlockOf } from './special-addresses';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [IPv6, number];
/** ipaddr.js's names of the blocks that embed an IPv4 address: the table judges that address. */
const EMBEDDING = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4']);

/**
 * Parses only canonical literals. net.isIP rejects the legacy forms ("2130706433", "0x7f.1")
 * that ipaddr.parse partly accepts, so there is exactly one spelling per address to reason about.
 */
function parseStrict(ip: string): IPv4 | IPv6 | null {
  const family = net.isIP(ip);
  if (family === 0) return null;
  try {
    return family === 4 ? ipaddr.IPv4.parse(ip) : ipaddr.IPv6.parse(ip);
  } catch {
    return null;
  }
}

function isPublic(address: IPv4 | IPv6): boolean {
  const block = specialBlockOf(address);
  if (block?.embeddedIPv4) return isPublic(block.embeddedIPv4(address as IPv6));
  if (block) return false;
  if (address.range() !== 'unicast' && !EMBEDDING.has(address.range())) return false;
  if (address.kind() === 'ipv4') return true;
  const v6 = address as IPv6;
  // A scope id only exists on link-local-like addresses.
  return !v6.zoneId && v6.match(GLOBAL_UNICAST_V6);
}

/**
 * True when `ip` is a canonical IPv4/IPv6 literal of a globally routable host: in no block of
 * special-addresses.ts (loopback, private-use, shared, link-local, documentation, benchmarking,
 * multicast, reserved, ...), and for IPv6 forms embedding an IPv4 address, when that one is.
 */
export function isPublicAddress(ip: string): boolean {
  const addr = parseStrict(ip);
  return addr !== null && isPublic(addr);
}

/**
 * Canonical form of an address for database lookups: IPv4-mapped IPv6 (what a dual-stack socket
 * reports for IPv4 clients, "::ffff:1.2.3.4") becomes plain IPv4. Null when not an IP literal.
 */
export function canonicalIp(ip: string): string | null {
  const addr = parseStrict(ip.trim());
  if (!addr) return null;
  if (addr.kind() === 'ipv6' && (addr as IPv6).isIPv4MappedAddress()) {
    return (addr as IPv6).toIPv4Address().toString();
  }
  return addr.toString();
}
