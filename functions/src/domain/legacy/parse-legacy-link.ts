// Reads a legacy dynamic link (the long form, `https://x.page.link/?link=...&apn=...`) into
// the closest Ferry link fields. Pure: no network, so short links cannot be expanded.
//
// Mapping (as POST /api/migration/preview documents it): link -> deepLink, st -> ogTitle,
// sd -> ogDescription, si -> ogImageUrl, utm_* -> utm*. The platform parameters have no exact
// Ferry field: ofl -> desktopUrl, the first https ifl/afl -> fallbackChain, apn/ibi/isi are
// project settings (returned as hints), efr has no per-link counterpart; each is explained in
// `notes`.

import { MAX_TITLE_LENGTH } from '../links/title';
import { isHttpsUrl, isHttpUrl } from '../links/url-rules';

export interface LegacyAppSettings {
  /** `apn`: project settings android.packageName. */
  androidPackageName?: string;
  /** `ibi`: project settings ios.bundleId. */
  iosBundleId?: string;
  /** `isi`: project settings ios.appStoreId. */
  iosAppStoreId?: string;
}

export interface LegacyLinkFields {
  title: string;
  deepLink: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImageUrl?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
  desktopUrl?: string;
  fallbackChain: string[];
  appSettings: LegacyAppSettings;
  notes: string[];
}

export type LegacyParseResult = { ok: true; fields: LegacyLinkFields } | { ok: false; reason: string };

export const SHORT_LINK_REASON = 'short dynamic links cannot be expanded; export the long links from the Firebase console';

const MAX_LEGACY_URL = 8192;

const UTM = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
  ['utm_term', 'utmTerm'],
] as const;

const fail = (reason: string): LegacyParseResult => ({ ok: false, reason });

/** A link that is still a percent-encoded URL after one decoding (double-encoded in the legacy URL). */
function stillEncoded(value: string): boolean {
  return /^https?%3A/i.test(value) || /%3A%2F%2F/i.test(value);
}

function decodeLink(raw: string): string | null {
  let value = raw.trim();
  if (stillEncoded(value)) {
    try {
      value = decodeURIComponent(value).trim();
    } catch {
      return null;
    }
  }
  return value;
}

function titleFrom(st: string | undefined, deepLink: string): string {
  if (st) return st.slice(0, MAX_TITLE_LENGTH);
  const url = new URL(deepLink);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return `${url.host}${path}`.slice(0, MAX_TITLE_LENGTH);
}

export function parseLegacyLink(input: string): LegacyParseResult {
  if (typeof input !== 'string' || input.trim() === '') return fail('legacyLink must be a non-empty URL');
  const text = input.trim();
  if (text.length > MAX_LEGACY_URL) return fail(`legacyLink must be at most ${MAX_LEGACY_URL} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('legacyLink is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('legacyLink must be an http or https URL');

  const q = url.searchParams;
  const get = (name: string): string | undefined => {
    const value = q.get(name)?.trim();
    return value ? value : undefined;
  };

  const rawLink = get('link');
  if (rawLink === undefined) {
    if (url.pathname !== '/' && url.pathname !== '') return fail(SHORT_LINK_REASON);
    return fail('legacyLink has no link parameter');
  }
  const deepLink = decodeLink(rawLink);
  if (deepLink === null) return fail('link parameter is not validly percent-encoded');
  if (!isHttpUrl(deepLink)) return fail('link parameter must be an http or https URL');

  const notes: string[] = [];
  const st = get('st');
  const sd = get('sd');
  const fields: LegacyLinkFields = {
    title: titleFrom(st, deepLink),
    deepLink,
    fallbackChain: [],
    appSettings: {},
    notes,
  };
  if (st) fields.ogTitle = st;
  if (sd) fields.ogDescription = sd;

  const si = get('si');
  if (si) {
    if (isHttpsUrl(si)) fields.ogImageUrl = si;
    else notes.push('si (social image) was dropped: ogImageUrl must be an https URL');
  }

  for (const [param, field] of UTM) {
    const value = get(param);
    if (value) fields[field] = value;
  }

  const ofl = get('ofl');
  if (ofl) {
    if (isHttpUrl(ofl)) fields.desktopUrl = ofl;
    else notes.push('ofl (other platforms link) was dropped: desktopUrl must be an http or https URL');
  }

  const platformFallbacks = [
    ['ifl', 'iOS', get('ifl')],
    ['afl', 'Android', get('afl')],
  ] as const;
  for (const [param, platform, value] of platformFallbacks) {
    if (!value) continue;
    if (!isHttpsUrl(value)) {
      notes.push(`${param} (${platform} fallback link) was dropped: fallbackChain holds https URLs only`);
    } else if (fields.fallbackChain.length === 0) {
      fields.fallbackChain.push(value);
      notes.push(`${param} (${platform} fallback link) has no per-platform field in Ferry; it was put in fallbackChain for all platforms`);
    } else if (fields.fallbackChain[0] !== value) {
      notes.push(
        `${param} (${platform} fallback link) was dropped: Ferry has no per-platform fallback and fallbackChain already holds ${fields.fallbackChain[0]}`,
      );
    }
  }

  const apn = get('apn');
  const ibi = get('ibi');
  const isi = get('isi');
  if (apn) fields.appSettings.androidPackageName = apn;
  if (ibi) fields.appSettings.iosBundleId = ibi;
  if (isi) fields.appSettings.iosAppStoreId = isi;
  const projectHints = [apn && `apn -> android.packageName = ${apn}`, ibi && `ibi -> ios.bundleId = ${ibi}`, isi && `isi -> ios.appStoreId = ${isi}`].filter(
    (hint): hint is string => !!hint,
  );
  if (projectHints.length > 0) {
    notes.push(`App identifiers are project settings in Ferry, not link fields; set them on the project: ${projectHints.join(', ')}`);
  }

  if (get('efr') === '1') {
    notes.push('efr=1 (skip the preview page) has no per-link setting: Ferry shows its deepview page unless the project turns deepview off');
  }

  return { ok: true, fields };
}
