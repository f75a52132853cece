import { COUNTRY_DATA_ATTRIBUTION, createCountryLookup } from '../../src/platform/country';

/** The shape of Hono's / Fetch's Headers.get: case-insensitive, null when absent. */
const headersOf = (values: Record<string, string> = {}) => {
  const lower = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower.get(name.toLowerCase()) ?? null };
};

describe('country from a trusted CDN header', () => {
  const lookup = createCountryLookup({ header: 'CF-IPCountry' });

  it('uses the header when configured, upper-cased', () => {
    expect(lookup(headersOf({ 'cf-ipcountry': 'fr' }), '8.8.8.8')).toBe('FR');
    expect(lookup(headersOf({ 'CF-IPCountry': ' JP ' }), null)).toBe('JP');
  });

  it.each(['XX', 'xx', 'T1', 'USA', 'U', '12', '', 'ü1'])('treats %p as unknown and falls back to the IP', (value) => {
    expect(lookup(headersOf({ 'CF-IPCountry': value }), '8.8.8.8')).toBe('US');
    expect(lookup(headersOf({ 'CF-IPCountry': value }), null)).toBe('XX');
  });

  it('ignores the header when none is configured (a client could forge it)', () => {
    const noHeader = createCountryLookup({});
    expect(noHeader(headersOf({ 'CF-IPCountry': 'FR' }), '8.8.8.8')).toBe('US');
    expect(noHeader(headersOf({ 'CF-IPCountry': 'FR' }), null)).toBe('XX');
  });
});

describe('country from the embedded DB-IP database', () => {
  const lookup = createCountryLookup();
  const none = headersOf();

  // Expected codes checked against the bundled dbip-country.mmdb (June 2026 build).
  it.each([
    ['8.8.8.8', 'US'], // Google Public DNS
    ['133.242.0.1', 'JP'], // SAKURA Internet
    ['81.2.69.160', 'GB'], // Andrews & Arnold
    ['2003::1', 'DE'], // Deutsche Telekom IPv6
    ['2a00:1450:4001::1', 'DE'], // Google Frankfurt
    ['::ffff:8.8.8.8', 'US'], // dual-stack socket form of an IPv4 client
  ])('%s -> %s', (ip, code) => {
    expect(lookup(none, ip)).toBe(code);
  });

  it.each([['127.0.0.1'], ['10.1.2.3'], ['::1'], ['fe80::1'], ['::ffff:192.168.0.1'], ['garbage'], [''], ['999.1.1.1']])('%p -> XX', (ip) => {
    expect(lookup(none, ip)).toBe('XX');
  });

  it('null IP -> XX', () => {
    expect(lookup(none, null)).toBe('XX');
  });

  it('a missing database degrades to XX instead of throwing', () => {
    const broken = createCountryLookup({ databasePath: '/nonexistent/country.mmdb' });
    expect(broken(none, '8.8.8.8')).toBe('XX');
  });

  it('lookups after warm-up are synchronous (no promise) and cheap', () => {
    lookup(none, '1.1.1.1'); // opens the database
    for (let i = 0; i < 1000; i++) expect(typeof lookup(none, `8.8.${i % 256}.8`)).toBe('string');
  });

  it('exports the CC BY 4.0 attribution for pages and README', () => {
    expect(COUNTRY_DATA_ATTRIBUTION).toBe('IP geolocation by DB-IP (https://db-ip.com), CC BY 4.0');
  });
});
