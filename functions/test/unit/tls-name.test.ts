// Which names the TLS proxy may ask about, and what they are to Ferry: pure rules, both sides
// of each limit.
import { bareHostName, classifyTlsName, parseTlsName } from '../../src/domain/hosts/tls-name';

describe('bareHostName', () => {
  it('when a host carries a port, a trailing dot or capitals, then they are dropped; an IPv6 literal keeps its colons', () => {
    expect(bareHostName('Links.Test:8443')).toBe('links.test');
    expect(bareHostName('links.test.')).toBe('links.test');
    expect(bareHostName('links.test')).toBe('links.test');
    expect(bareHostName('[::1]:8080')).toBe('[::1]');
  });
});

describe('parseTlsName', () => {
  it('when nothing or an empty name is given, then null', () => {
    expect(parseTlsName(undefined)).toBeNull();
    expect(parseTlsName('')).toBeNull();
    expect(parseTlsName('.')).toBeNull();
  });

  it('when the name is 253 characters, then it is taken; 254 is longer than DNS allows', () => {
    // Three 63-character labels, one that makes up the length, and .com.
    const name = (length: number) => `${'a'.repeat(63)}.`.repeat(3) + 'b'.repeat(length - 192 - 4) + '.com';
    expect(name(253)).toHaveLength(253);
    expect(parseTlsName(name(253))).toBe(name(253));
    expect(parseTlsName(`${name(253)}.`)).toBe(name(253));
    expect(parseTlsName(name(254))).toBeNull();
  });

  it('when the name is an IPv4 address, then null; names that only contain digits and dots in part are names', () => {
    for (const ip of ['1.2.3.4', '10.200.30.4', '255.255.255.255']) expect(parseTlsName(ip)).toBeNull();
    for (const name of ['x1.2.3.4', '1.2.3.4x', '1.2.3.4.5', '1a.2.3.4']) expect(parseTlsName(name)).toBe(name);
  });

  it('when a label is too long, empty, or starts or ends with a dash, then null; 63 characters is the most', () => {
    expect(parseTlsName(`${'a'.repeat(63)}.test`)).toBe(`${'a'.repeat(63)}.test`);
    expect(parseTlsName(`${'a'.repeat(64)}.test`)).toBeNull();
    for (const bad of ['a..test', 'a-.test', '-a.test', 'a_b.test', 'a b.test', 'a.test:443', 'https://a.test']) expect(parseTlsName(bad)).toBeNull();
  });
});

describe('classifyTlsName', () => {
  const hosts = { apiHost: 'API.links.test:8443', shortDomain: 'links.test:8443' };

  it('when the name is the API host, then api, its port and case aside', () => {
    expect(classifyTlsName('api.links.test', hosts)).toEqual({ kind: 'api' });
  });

  it('when the name is one label under the short domain, then that project; deeper or the short domain itself, nobody', () => {
    expect(classifyTlsName('acme.links.test', hosts)).toEqual({ kind: 'project', subdomain: 'acme' });
    expect(classifyTlsName('a.acme.links.test', hosts)).toBeNull();
    expect(classifyTlsName('links.test', hosts)).toBeNull();
  });

  it('when the name is outside the short domain, then possibly a custom domain', () => {
    expect(classifyTlsName('go.acme.com', hosts)).toEqual({ kind: 'custom' });
    expect(classifyTlsName('xlinks.test', hosts)).toEqual({ kind: 'custom' });
  });
});
