// Chooses a slug and inserts the link. The store's atomic insert reports a taken slug; a
// custom slug then fails with 409, a generated one retries with a random suffix.

import { customAlphabet } from 'nanoid';
import { conflict } from '../domain/errors';
import { slugFromTitle, withSuffix } from '../domain/links/slug';
import type { LinkRecord, LinkSettings } from '../domain/links/types';
import type { ServiceDeps } from './deps';

const suffix = customAlphabet('23456789abcdefghijkmnpqrstuvwxyz', 5);
const ATTEMPTS = 6;

export async function insertLink(
  deps: ServiceDeps,
  projectId: string,
  settings: LinkSettings,
  customSlug?: string,
  baseSlug?: string,
): Promise<LinkRecord> {
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
