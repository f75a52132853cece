// Legacy dynamic-link migration (POST /api/migration/preview and /convert).
//
// Each legacy URL is read by the pure parser, then validated with linkItemSchema, the same
// item schema bulk creation uses, so a preview shows exactly what convert would create.
// Convert creates the valid entries through createLinks (same quota, slug and compensation
// rules as /api/links/bulk); entries that cannot be read or validated are reported per entry
// in `errors` and counted in `failed`, and do not stop the others.

import { AppError } from '../../domain/errors';
import { type LegacyAppSettings, type LegacyLinkFields, parseLegacyLink } from '../../domain/legacy/parse-legacy-link';
import { type LinkItemInput, linkItemSchema } from '../../domain/links/schema';
import type { ProjectRecord } from '../../domain/projects/types';
import { parseInput } from '../../domain/validation';
import type { ServiceDeps } from '../deps';
import { createLinks, MAX_BULK_ITEMS } from './bulk-links';

export const MAX_LEGACY_LINKS = MAX_BULK_ITEMS;

export interface MigrationPreview {
  deepLink: string;
  ogTitle: string;
  ogDescription: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmContent: string;
  utmTerm: string;
  ogImageUrl: string;
  desktopUrl: string;
  title: string;
  fallbackChain: string[];
  appSettings: LegacyAppSettings;
  notes: string[];
}

export interface ConvertResult {
  converted: number;
  failed: number;
  links: { slug: string; shortUrl: string; legacyLink: string; notes: string[] }[];
  errors: { index: number; legacyLink: string; reason: string }[];
}

type Converted = { ok: true; item: LinkItemInput; fields: LegacyLinkFields } | { ok: false; reason: string };

/** Parser plus the shared item schema: what one legacy URL becomes, or why it cannot. */
function convertOne(legacyLink: unknown): Converted {
  if (typeof legacyLink !== 'string') return { ok: false, reason: 'legacyLink must be a string' };
  const parsed = parseLegacyLink(legacyLink);
  if (!parsed.ok) return parsed;
  const { fields } = parsed;
  const candidate = {
    title: fields.title,
    deepLink: fields.deepLink,
    ogTitle: fields.ogTitle,
    ogDescription: fields.ogDescription,
    ogImageUrl: fields.ogImageUrl,
    utmSource: fields.utmSource,
    utmMedium: fields.utmMedium,
    utmCampaign: fields.utmCampaign,
    utmContent: fields.utmContent,
    utmTerm: fields.utmTerm,
    desktopUrl: fields.desktopUrl,
    fallbackChain: fields.fallbackChain.length > 0 ? fields.fallbackChain : undefined,
  };
  try {
    return { ok: true, item: parseInput(linkItemSchema, candidate), fields };
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_ARGUMENT') return { ok: false, reason: error.message };
    throw error;
  }
}

/** Public: reads one legacy URL, creates nothing. Unreadable -> 400 naming legacyLink. */
export function previewLegacyLink(legacyLink: unknown): MigrationPreview {
  if (legacyLink === undefined || legacyLink === null || legacyLink === '') {
    throw new AppError('INVALID_ARGUMENT', 'legacyLink is required', 'legacyLink');
  }
  const result = convertOne(legacyLink);
  if (!result.ok) throw new AppError('INVALID_ARGUMENT', result.reason, 'legacyLink');
  const { item, fields } = result;
  return {
    deepLink: item.deepLink ?? '',
    ogTitle: item.ogTitle ?? '',
    ogDescription: item.ogDescription ?? '',
    utmSource: item.utmSource ?? '',
    utmMedium: item.utmMedium ?? '',
    utmCampaign: item.utmCampaign ?? '',
    utmContent: item.utmContent ?? '',
    utmTerm: item.utmTerm ?? '',
    ogImageUrl: item.ogImageUrl ?? '',
    desktopUrl: item.desktopUrl ?? '',
    title: item.title,
    fallbackChain: item.fallbackChain ?? [],
    appSettings: fields.appSettings,
    notes: fields.notes,
  };
}

/** Checks the `legacyLinks` list: an array of 1..100 strings (whether each converts is reported per entry). */
export function parseLegacyLinkList(raw: unknown): string[] {
  if (raw === undefined || raw === null) throw new AppError('INVALID_ARGUMENT', 'legacyLinks is required', 'legacyLinks');
  if (!Array.isArray(raw)) throw new AppError('INVALID_ARGUMENT', 'legacyLinks must be an array of URLs', 'legacyLinks');
  if (raw.length === 0) throw new AppError('INVALID_ARGUMENT', 'legacyLinks must hold at least one URL', 'legacyLinks');
  if (raw.length > MAX_LEGACY_LINKS) {
    throw new AppError('INVALID_ARGUMENT', `legacyLinks accepts at most ${MAX_LEGACY_LINKS} items`, 'legacyLinks');
  }
  // A link that cannot be converted is reported in `errors`; an entry that is no string at all is
  // a malformed request (the document says string[]), refused whole like any other.
  const notString = raw.findIndex((entry) => typeof entry !== 'string');
  if (notString >= 0) throw new AppError('INVALID_ARGUMENT', `legacyLinks.${notString} must be a string`, `legacyLinks.${notString}`);
  return raw as string[];
}

/** Creates the convertible entries for the project (already resolved and authorised). */
export async function convertLegacyLinks(deps: ServiceDeps, project: ProjectRecord, legacyLinks: string[]): Promise<ConvertResult> {
  const errors: ConvertResult['errors'] = [];
  const good: { index: number; legacyLink: string; item: LinkItemInput; notes: string[] }[] = [];
  for (const [index, legacyLink] of legacyLinks.entries()) {
    const result = convertOne(legacyLink);
    if (result.ok) good.push({ index, legacyLink, item: result.item, notes: result.fields.notes });
    else errors.push({ index, legacyLink, reason: result.reason });
  }

  const links: ConvertResult['links'] = [];
  if (good.length > 0) {
    const created = await createLinks(
      deps,
      project,
      good.map((entry) => entry.item),
      'links',
    );
    for (const [k, entry] of good.entries()) {
      const link = created.links[k];
      if (link) links.push({ slug: link.slug, shortUrl: link.shortUrl, legacyLink: entry.legacyLink, notes: entry.notes });
      else errors.push({ index: entry.index, legacyLink: entry.legacyLink, reason: "The plan's monthly link limit was reached before this link" });
    }
  }
  errors.sort((a, b) => a.index - b.index);
  return { converted: links.length, failed: errors.length, links, errors };
}
