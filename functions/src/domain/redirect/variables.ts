// Dynamic URL variables: #{slug}, #{platform}, #{country}, #{timestamp} and #{<query name>}.
// Values are URL-encoded, since every place they land is a URL; unknown names stay as written.

import type { Platform } from '../clicks/types';

export interface VariableValues {
  slug: string;
  /** Unknown (an installed app resolving a link): #{platform} stays as written. */
  platform?: Platform;
  /** Unknown (e.g. when a deferred match replays the deep link): #{country} stays as written. */
  country?: string;
  now: Date;
  query: Record<string, string>;
}

const PLACEHOLDER = /#\{([A-Za-z0-9_.-]{1,64})\}/g;

export function fillVariables(template: string, values: VariableValues): string {
  if (!template.includes('#{')) return template;
  const builtIn = new Map<string, string | undefined>([
    ['slug', values.slug],
    ['platform', values.platform],
    ['country', values.country],
    ['timestamp', String(Math.floor(values.now.getTime() / 1000))],
  ]);
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    // Own properties only: `#{constructor}` must not reach Object.prototype.
    const value = builtIn.get(name) ?? (Object.hasOwn(values.query, name) ? values.query[name] : undefined);
    return value === undefined ? whole : encodeURIComponent(value);
  });
}
