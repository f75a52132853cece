// Every block of the special-purpose table: an address inside is refused and named by the
// registry's name; the address just outside is in another block, or public when the row says
// so. The blocks that embed an IPv4 address are judged by it. ipaddr.js's own special ranges
// must all lie inside the table, so that its range() never knows of a block the table misses.
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../../src/platform/ip-ranges';
import { targetVerdict } from '../../src/platform/safe-target';
import { SPECIAL_BLOCKS, specialBlockOf } from '../../src/platform/special-addresses';

const parse = (ip: string) => ipaddr.parse(ip) as ipaddr.IPv4 | ipaddr.IPv6;
const nameOf = (ip: string) => specialBlockOf(parse(ip))?.name ?? null;

/** The last address of a block: its host bits all set. */
function lastOf(network: ipaddr.IPv4 | ipaddr.IPv6, bits: number) {
  const bytes = network.toByteArray();
  for (let i = bits; i < bytes.length * 8; i++) bytes[i >> 3]! |= 0x80 >> (i & 7);
  return ipaddr.fromByteArray(bytes) as ipaddr.IPv4 | ipaddr.IPv6;
}

// [block, an address inside (its last one where that tells more), just outside, is that public?]
const ROWS: [cidr: string, inside: string, outside: string, outsidePublic: boolean][] = [
  ['0.0.0.0/8', '0.255.255.255', '1.0.0.0', true],
  ['0.0.0.0/32', '0.0.0.0', '0.0.0.1', false],
  ['10.0.0.0/8', '10.255.255.255', '11.0.0.0', true],
  ['100.64.0.0/10', '100.127.255.255', '100.128.0.0', true],
  ['127.0.0.0/8', '127.255.255.255', '128.0.0.0', true],
  ['169.254.0.0/16', '169.254.169.254', '169.255.0.0', true],
  ['172.16.0.0/12', '172.31.255.255', '172.32.0.0', true],
  ['192.0.0.0/24', '192.0.0.255', '192.0.1.0', true],
  ['192.0.0.0/29', '192.0.0.7', '192.0.0.8', false],
  ['192.0.0.8/32', '192.0.0.8', '192.0.0.7', false],
  ['192.0.0.9/32', '192.0.0.9', '192.0.0.11', false],
  ['192.0.0.10/32', '192.0.0.10', '192.0.0.11', false],
  ['192.0.0.170/32', '192.0.0.170', '192.0.0.169', false],
  ['192.0.0.171/32', '192.0.0.171', '192.0.0.172', false],
  ['192.0.2.0/24', '192.0.2.255', '192.0.3.0', true],
  ['192.31.196.0/24', '192.31.196.1', '192.31.197.0', true],
  ['192.52.193.0/24', '192.52.193.1', '192.52.194.0', true],
  ['192.88.99.0/24', '192.88.99.1', '192.88.100.0', true],
  ['192.168.0.0/16', '192.168.255.255', '192.169.0.0', true],
  ['192.175.48.0/24', '192.175.48.1', '192.175.49.0', true],
  ['198.18.0.0/15', '198.19.255.255', '198.20.0.0', true],
  ['198.51.100.0/24', '198.51.100.255', '198.51.101.0', true],
  ['203.0.113.0/24', '203.0.113.255', '203.0.114.0', true],
  ['240.0.0.0/4', '255.255.255.254', '239.255.255.255', false],
  ['255.255.255.255/32', '255.255.255.255', '255.255.255.254', false],
  ['224.0.0.0/4', '224.0.0.1', '223.255.255.255', true],
  ['::1/128', '::1', '::2', false],
  ['::/128', '::', '::1', false],
  ['64:ff9b:1::/48', '64:ff9b:1::808:808', '64:ff9b:2::', false],
  ['100::/64', '100::ffff:ffff:ffff:ffff', '100:0:0:1::', false],
  ['2001::/23', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', '2001:200::', true],
  ['2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:1::', false],
  ['2001:1::1/128', '2001:1::1', '2001:1::4', false],
  ['2001:1::2/128', '2001:1::2', '2001:1::4', false],
  ['2001:1::3/128', '2001:1::3', '2001:1::4', false],
  ['2001:2::/48', '2001:2::1', '2001:2:1::', false],
  ['2001:3::/32', '2001:3:ffff::', '2001:4::', false],
  ['2001:4:112::/48', '2001:4:112::1', '2001:4:113::', false],
  ['2001:10::/28', '2001:1f::1', '2001:20::', false],
  ['2001:20::/28', '2001:20::1', '2001:40::', false],
  ['2001:30::/28', '2001:3f::1', '2001:40::', false],
  ['2001:db8::/32', '2001:db8:ffff::1', '2001:db9::', true],
  ['2620:4f:8000::/48', '2620:4f:8000::1', '2620:4f:8001::', true],
  ['3fff::/20', '3fff:fff::1', '3fff:1000::', true],
  ['5f00::/16', '5f00::1', '5f01::', false],
  ['fc00::/7', 'fd00:ec2::254', 'fe00::', false],
  ['fe80::/10', 'febf::1', 'fec0::', false],
  ['ff00::/8', 'ff02::1', 'feff::', false],
  ['fec0::/10', 'fec0::1', 'ff00::', false],
  ['::/96', '::7f00:1', '::1:0:0', false],
];

describe('the special-purpose address table', () => {
  it.each(ROWS)('%s: %s is refused as that block; %s outside it (public: %s)', (cidr, inside, outside, outsidePublic) => {
    const block = SPECIAL_BLOCKS.find((b) => b.cidr === cidr)!;
    expect(nameOf(inside)).toBe(block.name);
    expect(specialBlockOf(parse(inside))?.cidr).toBe(cidr);
    expect(isPublicAddress(inside)).toBe(false);
    expect(specialBlockOf(parse(outside))?.cidr).not.toBe(cidr);
    expect(isPublicAddress(outside)).toBe(outsidePublic);
  });

  it('has a row of this test for every block it refuses outright', () => {
    const tested = new Set(ROWS.map(([cidr]) => cidr));
    expect(SPECIAL_BLOCKS.filter((b) => !b.embeddedIPv4 && !tested.has(b.cidr)).map((b) => b.cidr)).toEqual([]);
  });

  it.each([
    ['::ffff:0:0/96', '::ffff:10.0.0.1', '::ffff:8.8.8.8'],
    ['64:ff9b::/96', '64:ff9b::a9fe:a9fe', '64:ff9b::808:808'],
    ['2002::/16', '2002:c612:1::', '2002:808:808::1'],
    ['::ffff:0:0:0/96', '::ffff:0:7f00:1', '::ffff:0:808:808'],
  ])('%s is judged by the IPv4 address inside: %s refused, %s public', (cidr, refused, allowed) => {
    expect([specialBlockOf(parse(refused))?.cidr, isPublicAddress(refused)]).toEqual([cidr, false]);
    expect([specialBlockOf(parse(allowed))?.cidr, isPublicAddress(allowed)]).toEqual([cidr, true]);
  });

  it('covers every special range ipaddr.js knows (its first and last address fall in a block)', () => {
    const missed: string[] = [];
    // Not in ipaddr.js's typings: the table its range() reads, one block or a list per name.
    type Ranges = Record<string, [ipaddr.IPv4 | ipaddr.IPv6, number] | [ipaddr.IPv4 | ipaddr.IPv6, number][]>;
    for (const Kind of [ipaddr.IPv4, ipaddr.IPv6] as const) {
      const ranges = (Kind.prototype as unknown as { SpecialRanges: Ranges }).SpecialRanges;
      for (const [name, value] of Object.entries(ranges)) {
        for (const [network, bits] of (Array.isArray(value[0]) ? value : [value]) as [ipaddr.IPv4 | ipaddr.IPv6, number][]) {
          if (!specialBlockOf(network) || !specialBlockOf(lastOf(network, bits))) missed.push(`${name} ${network.toString()}/${bits}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('leaves ordinary addresses public, and IPv6 outside 2000::/3 refused', () => {
    expect(['8.8.8.8', '1.1.1.1', '2606:4700::1111', '2a00:1450:4001::1'].map(isPublicAddress)).toEqual([true, true, true, true]);
    expect(['4000::1', '1234::1', 'e000::1'].map(isPublicAddress)).toEqual([false, false, false]);
  });

  it('refuses a webhook or probe target at https://[2001:2::1]/ (it passed as public)', async () => {
    expect(await targetVerdict('https://[2001:2::1]/')).toBe('refused');
    expect(await targetVerdict('https://[2001:db9::1]/')).toBe('allowed');
  });
});
