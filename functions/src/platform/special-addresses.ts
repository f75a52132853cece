// The address blocks no server-side request of Ferry may reach (webhook deliveries, fallback
// probes), with the names IANA's IPv4 and IPv6 Special-Purpose Address Registries give them,
// plus multicast and the deprecated IPv6 blocks of the address-space registries. Every entry is
// refused, even those the registries call globally reachable (anycast relays, AS112 sinks,
// ORCHIDv2 identifiers): none of them is where a receiver or a web page lives. The three blocks
// that stand for an IPv4 address (mapped, NAT64, 6to4) and SIIT's translated form are judged by
// that address instead, as the network would reach it.
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

export interface SpecialBlock {
  cidr: string;
  /** The registry's name of the block. */
  name: string;
  rfc: string;
  /** For blocks that embed an IPv4 address: that address, judged in its place. */
  embeddedIPv4?: (address: IPv6) => IPv4;
}

function wordsAsIPv4(a: IPv6, hi: number): IPv4 {
  const h = a.parts[hi] ?? 0;
  const l = a.parts[hi + 1] ?? 0;
  return new ipaddr.IPv4([h >> 8, h & 0xff, l >> 8, l & 0xff]);
}
const lastWords = (a: IPv6) => wordsAsIPv4(a, 6);

export const SPECIAL_BLOCKS: readonly SpecialBlock[] = [
  // IANA IPv4 Special-Purpose Address Registry
  { cidr: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791' },
  { cidr: '0.0.0.0/32', name: '"This host on this network"', rfc: 'RFC 1122' },
  { cidr: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918' },
  { cidr: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598' },
  { cidr: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122' },
  { cidr: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927' },
  { cidr: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918' },
  { cidr: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890' },
  { cidr: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335' },
  { cidr: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600' },
  { cidr: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723' },
  { cidr: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155' },
  { cidr: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880' },
  { cidr: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880' },
  { cidr: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535' },
  { cidr: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450' },
  { cidr: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526' },
  { cidr: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918' },
  { cidr: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { cidr: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544' },
  { cidr: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { cidr: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { cidr: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112' },
  { cidr: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 919' },
  // IANA IPv4 Address Space Registry
  { cidr: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771' },
  // IANA IPv6 Special-Purpose Address Registry
  { cidr: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291' },
  { cidr: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291' },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', embeddedIPv4: lastWords },
  { cidr: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052', embeddedIPv4: lastWords },
  { cidr: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 8215' },
  { cidr: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666' },
  { cidr: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928' },
  { cidr: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380' },
  { cidr: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723' },
  { cidr: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155' },
  { cidr: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665' },
  { cidr: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180' },
  { cidr: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450' },
  { cidr: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535' },
  { cidr: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843' },
  { cidr: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343' },
  { cidr: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', rfc: 'RFC 9374' },
  { cidr: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849' },
  { cidr: '2002::/16', name: '6to4', rfc: 'RFC 3056', embeddedIPv4: (a) => wordsAsIPv4(a, 1) },
  { cidr: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534' },
  { cidr: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637' },
  { cidr: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602' },
  { cidr: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193' },
  { cidr: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291' },
  // IANA IPv6 Address Space Registry and older RFCs (outside 2000::/3, refused anyway: named here)
  { cidr: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291' },
  { cidr: 'fec0::/10', name: 'Site-local (deprecated)', rfc: 'RFC 3879' },
  { cidr: '::/96', name: 'IPv4-compatible Address (deprecated)', rfc: 'RFC 4291' },
  { cidr: '::ffff:0:0:0/96', name: 'IPv4-translated Address', rfc: 'RFC 6145', embeddedIPv4: lastWords },
];

const PARSED = SPECIAL_BLOCKS.map((block) => ({ block, range: ipaddr.parseCIDR(block.cidr) }));

function within(address: IPv4 | IPv6, range: [IPv4 | IPv6, number]): boolean {
  if (range[0].kind() !== address.kind()) return false;
  return address.kind() === 'ipv4' ? (address as IPv4).match(range as [IPv4, number]) : (address as IPv6).match(range as [IPv6, number]);
}

/** The most specific block holding the address, or null: a /32 inside a /24 names the /32. */
export function specialBlockOf(address: IPv4 | IPv6): SpecialBlock | null {
  let best: { block: SpecialBlock; bits: number } | null = null;
  for (const { block, range } of PARSED) {
    if (!within(address, range)) continue;
    if (!best || range[1] > best.bits) best = { block, bits: range[1] };
  }
  return best?.block ?? null;
}
