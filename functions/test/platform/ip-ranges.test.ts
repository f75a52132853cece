import { canonicalIp, isPublicAddress } from '../../src/platform/ip-ranges';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700::1111', true],
    ['2a00:1450:4001::1', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.64.0.1', false], // CGNAT
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['240.0.0.1', false],
    ['192.0.2.1', false], // TEST-NET-1
    ['198.18.0.1', false], // benchmarking: ipaddr.js 1.9 says "unicast"
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false], // AWS metadata over IPv6
    ['fec0::1', false], // deprecated site-local: ipaddr.js 1.9 says "unicast"
    ['::7f00:1', false], // IPv4-compatible ::127.0.0.1: ipaddr.js 1.9 says "unicast"
    ['100::1', false], // discard prefix
    ['2001:db8::1', false], // documentation
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true], // mapped public IPv4 is just 8.8.8.8
    ['::ffff:0:7f00:1', false], // SIIT (rfc6145) of 127.0.0.1
    ['64:ff9b::7f00:1', false], // NAT64 of 127.0.0.1
    ['64:ff9b::a9fe:a9fe', false], // NAT64 of 169.254.169.254
    ['64:ff9b::808:808', true], // NAT64 of 8.8.8.8
    ['2002:7f00:1::', false], // 6to4 of 127.0.0.1
    ['2002:c0a8:101::1', false], // 6to4 of 192.168.1.1
    ['2002:808:808::1', true], // 6to4 of 8.8.8.8
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // Teredo: never decoded, always blocked
    ['2130706433', false], // legacy integer form is not an address literal here
    ['0x7f.0.0.1', false],
    ['localhost', false],
    ['', false],
    ['not an ip', false],
  ])('%s -> %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

describe('canonicalIp', () => {
  it.each([
    ['::ffff:8.8.8.8', '8.8.8.8'],
    ['::ffff:808:808', '8.8.8.8'],
    ['8.8.8.8', '8.8.8.8'],
    [' 8.8.8.8 ', '8.8.8.8'],
    ['2003:0:0::1', '2003::1'],
    ['garbage', null],
    ['', null],
  ])('%s -> %s', (ip, expected) => {
    expect(canonicalIp(ip)).toBe(expected);
  });
});
