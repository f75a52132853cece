// What callers see of a link: every stored field but the password hash, plus derived fields.

import type { LinkRecord } from './types';

export interface LinkView extends Omit<LinkRecord, 'passwordHash'> {
  shortUrl: string;
  hasPassword: boolean;
  /** The first URL of the fallback chain (the single-link answer has always carried it). */
  fallbackUrl: string | null;
  clicks?: number;
}

export function toLinkView(link: LinkRecord, shortUrl: string, clicks?: number): LinkView {
  const { passwordHash, slug, title, ...rest } = link;
  // Identity first, so a person reading the JSON sees what the link is before its settings.
  const view: LinkView = {
    slug,
    title,
    shortUrl,
    ...rest,
    hasPassword: !!passwordHash,
    fallbackUrl: link.fallbackChain[0] ?? null,
  };
  if (clicks !== undefined) view.clicks = clicks;
  return view;
}
