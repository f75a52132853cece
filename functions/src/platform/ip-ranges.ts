// Address classification for outbound requests (SSRF guard) and for the country lookup.
// ipaddr.js 1.9 names the special ranges but is not a complete policy on its own: it calls
// 198.18/15, IPv4-compatible ::a.b.c.d, fec0::/10 and 100::/64 "unicast", and it reports
// ::ffff:127.0.0.1 / 64:ff9b::7f00:1 as "ipv4Mapped" / "rfc6052" without judging the IPv4 inside.
// So the rules below add those gaps and decode the embedded IPv4 where the network would.
import * as net from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

// Benchmarking range (RFC 2544): not routed on the Internet, sometimes used inside data centres.
const BENCHMARK_V4 = ipaddr.parseCIDR('198.18.0.0/15') as [IPv4, number];
// Only 2000::/3 is allocated as global unicast; everything else in IPv6 (fec0::/10 site-local,
// ::/96 IPv4-compatible, 100::/64 discard, ...) has no business being a link target.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [IPv6, number];

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

function lastWordsAsIPv4(a: IPv6, hi: number, lo: number): IPv4 {
  const h = a.parts[hi] ?? 0;
  const l = a.parts[lo] ?? 0;
  return new ipaddr.IPv4([h >> 8, h & 0xff, l >> 8, l & 0xff]);
}

/**
 * The IPv4 address an IPv6 address stands for when the network translates it to IPv4:
 * undefined when it does not embed one, null when it does but we refuse to decode it (Teredo
 * obfuscates the client address and tunnels via a relay: too exotic for a link target).
 */
function embeddedIPv4(a: IPv6): IPv4 | null | undefined {
  switch (a.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d  - the kernel connects to a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d - SIIT translated
    case 'rfc6052': // 64:ff9b::a.b.c.d - NAT64 gateway connects to a.b.c.d
      return lastWordsAsIPv4(a, 6, 7);
    case '6to4': // 2002:AABB:CCDD:: - relayed to AA.BB.CC.DD
      return lastWordsAsIPv4(a, 1, 2);
    case 'teredo':
      return null;
    default:
      return undefined;
  }
}

function isPublicV4(a: IPv4): boolean {
  return a.range() === 'unicast' && !a.match(BENCHMARK_V4);
}

function isPublicV6(a: IPv6): boolean {
  if (a.zoneId) return false; // a scope id only exists on link-local-like addresses
  const v4 = embeddedIPv4(a);
  if (v4 !== undefined) return v4 !== null && isPublicV4(v4);
  return a.range() === 'unicast' && a.match(GLOBAL_UNICAST_V6);
}

/**
 * True when `ip` is a canonical IPv4/IPv6 literal of a globally routable host. False for
 * loopback, private, link-local (incl. metadata 169.254.169.254 and fd00:ec2::254), CGNAT,
 * unique-local, unspecified, multicast, broadcast, reserved, and IPv6 forms embedding any of them.
 */
export function isPublicAddress(ip: string): boolean {
  const addr = parseStrict(ip);
  if (!addr) return false;
  return addr.kind() === 'ipv4' ? isPublicV4(addr as IPv4) : isPublicV6(addr as IPv6);
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
