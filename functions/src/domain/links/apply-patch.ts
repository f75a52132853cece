// Applies an update to a stored link: set fields replace, `null` clears an optional field.
// Shared by every store so that partial updates mean the same everywhere.

import type { LinkPatch, LinkRecord } from './types';

const REQUIRED_LISTS = ['params', 'geoRouting', 'fallbackChain', 'tags'] as const;
const EMPTY: Pick<LinkRecord, (typeof REQUIRED_LISTS)[number]> = { params: {}, geoRouting: [], fallbackChain: [], tags: [] };

export function applyLinkPatch(link: LinkRecord, patch: LinkPatch, now: string): LinkRecord {
  const next: Record<string, unknown> = { ...link };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) {
      if ((REQUIRED_LISTS as readonly string[]).includes(field)) next[field] = EMPTY[field as keyof typeof EMPTY];
      else delete next[field];
    } else {
      next[field] = value;
    }
  }
  next.updatedAt = now;
  return next as unknown as LinkRecord;
}
