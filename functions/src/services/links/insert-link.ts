// Chooses a slug and inserts the link. The store's atomic insert reports a taken slug; a
// custom slug then fails with 409, a generated one retries with a random suffix.

import { customAlphabet } from 'nanoid';
import { AppError, conflict } from '../../domain/errors';
import { slugFromTitle, withSuffix } from '../../domain/links/slug';
import type { LinkRecord, LinkSettings } from '../../domain/links/types';
import type { ServiceDeps } from '../deps';

const suffix = customAlphabet('23456789abcdefghijkmnpqrstuvwxyz', 5);
const ATTEMPTS = 6;

/** How the slug is chosen: a custom one as given, else `baseSlug` (or one from the title) first. */
export interface SlugChoice {
  customSlug?: string;
  baseSlug?: string;
}

export async function insertLink(deps: ServiceDeps, projectId: string, settings: LinkSettings, { customSlug, baseSlug }: SlugChoice = {}): Promise<LinkRecord> {
  const now = deps.now().toISOString();
  const build = (slug: string): LinkRecord => ({ ...settings, projectId, slug, createdAt: now, updatedAt: now });
  if (customSlug) {
    const link = build(customSlug);
    if (await deps.store.links.createIfAbsent(link)) return link;
    throw conflict('Slug already in use');
  }
  const base = baseSlug ?? slugFromTitle(settings.title);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const link = build(attempt === 0 && base ? base : withSuffix(base, suffix()));
    if (await deps.store.links.createIfAbsent(link)) return link;
  }
  throw conflict('Could not find a free slug; pass one in `slug`');
}

export interface NewLink {
  settings: LinkSettings;
  customSlug?: string;
}

/**
 * Inserts links all or nothing, in one store transaction (LinkRepo.createAllIfAbsent), so a
 * failure or a crash never leaves part of them. Slugs are chosen as insertLink chooses them: a
 * taken custom slug fails the whole call with 409 naming `fieldOf(i)`; a taken generated slug
 * is tried again with a random suffix.
 */
export async function insertLinks(deps: ServiceDeps, projectId: string, entries: NewLink[], fieldOf: (i: number) => string): Promise<LinkRecord[]> {
  const now = deps.now().toISOString();
  const build = (settings: LinkSettings, slug: string): LinkRecord => ({ ...settings, projectId, slug, createdAt: now, updatedAt: now });
  const bases = entries.map((entry) => slugFromTitle(entry.settings.title));
  const links = entries.map((entry, i) => build(entry.settings, entry.customSlug ?? (bases[i] || withSuffix('', suffix()))));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const taken = await deps.store.links.createAllIfAbsent(links);
    if (taken.length === 0) return links;
    for (const i of taken) {
      const entry = entries[i]!;
      if (entry.customSlug !== undefined) throw new AppError('ALREADY_EXISTS', 'Slug already in use', fieldOf(i));
      links[i] = build(entry.settings, withSuffix(bases[i]!, suffix()));
    }
  }
  throw conflict('Could not find a free slug; pass one in `slug`');
}
