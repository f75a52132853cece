// The link form's state and its translation to and from the API's shapes. Every field of a link
// is here as text the inputs edit; the request body is built from it with the generated types,
// so nothing about the API's shapes is written by hand. Validation stays the API's.

import type { components } from '@ferry/sdk/admin';

export type Link = components['schemas']['Link'];
export type CreateLink = components['schemas']['CreateLinkRequest'];
export type UpdateLink = components['schemas']['UpdateLinkRequest'];

export const MAX_GEO_RULES = 10;
export const MAX_FALLBACKS = 3;

export interface ParamRow {
  key: string;
  value: string;
  json: boolean;
}
export interface GeoRow {
  countries: string;
  url: string;
}

export const TEXT_FIELDS = [
  'title',
  'deepLink',
  'slug',
  'desktopUrl',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'maxClicks',
  'matchWindowMinutes',
  'influencerId',
  'campaignId',
  'ogTitle',
  'ogDescription',
  'ogImageUrl',
  'appClipUrl',
  'instantAppUrl',
  'expiredUrl',
  'expiresAt',
  'scheduledAt',
  'password',
  'tags',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface FormState {
  text: Record<TextField, string>;
  params: ParamRow[];
  geo: GeoRow[];
  fallbacks: string[];
  removePassword: boolean;
}

const emptyText = () => Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;

export const emptyForm = (): FormState => ({ text: emptyText(), params: [], geo: [], fallbacks: [], removePassword: false });

/** An ISO instant as the value of a datetime-local input, in the viewer's time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the viewer's zone) as the ISO instant the API stores. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function formFromLink(link: Link): FormState {
  const text = emptyText();
  for (const f of TEXT_FIELDS) {
    const v = (link as Record<string, unknown>)[f];
    if (typeof v === 'string' || typeof v === 'number') text[f] = String(v);
  }
  text.tags = link.tags.join(', ');
  text.expiresAt = toLocalInput(link.expiresAt);
  text.scheduledAt = toLocalInput(link.scheduledAt);
  text.password = '';
  return {
    text,
    params: Object.entries(link.params ?? {}).map(([key, value]) =>
      typeof value === 'string' ? { key, value, json: false } : { key, value: JSON.stringify(value), json: true },
    ),
    geo: link.geoRouting.map((rule) => ({ countries: rule.countries.join(', '), url: rule.url })),
    fallbacks: [...link.fallbackChain],
    removePassword: false,
  };
}

/** Country codes or tags typed with commas or spaces between them. */
export const splitList = (value: string): string[] =>
  value
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function paramsOf(rows: ParamRow[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const row of rows) {
    if (!row.key && !row.value) continue;
    let value: unknown = row.value;
    if (row.json) {
      try {
        value = JSON.parse(row.value);
      } catch {
        value = row.value;
      }
    }
    params[row.key] = value;
  }
  return params;
}

/** A whole number when it is one; otherwise the text, so the API names the field and says why. */
const numberOrText = (value: string): number => (/^-?\d+$/.test(value.trim()) ? Number(value) : (value as unknown as number));

/**
 * The request body. On create, empty fields are left out; on update, an empty field that the
 * link had is sent as null (the API clears it) and lists are always sent whole.
 */
export function bodyFrom(state: FormState, mode: 'create' | 'update'): CreateLink | UpdateLink {
  const t = state.text;
  const body: Record<string, unknown> = {};
  const put = (field: string, value: unknown, empty: boolean) => {
    if (!empty) body[field] = value;
    else if (mode === 'update') body[field] = null;
  };
  body.title = t.title;
  if (mode === 'create' || t.deepLink) put('deepLink', t.deepLink, !t.deepLink);
  else body.deepLink = null;
  if (t.slug) body.slug = t.slug;
  for (const f of [
    'desktopUrl',
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'utmContent',
    'utmTerm',
    'influencerId',
    'campaignId',
    'ogTitle',
    'ogDescription',
    'ogImageUrl',
    'appClipUrl',
    'instantAppUrl',
    'expiredUrl',
  ] as const) {
    put(f, t[f].trim(), !t[f].trim());
  }
  put('maxClicks', numberOrText(t.maxClicks), !t.maxClicks.trim());
  put('matchWindowMinutes', numberOrText(t.matchWindowMinutes), !t.matchWindowMinutes.trim());
  put('expiresAt', fromLocalInput(t.expiresAt), !t.expiresAt);
  put('scheduledAt', fromLocalInput(t.scheduledAt), !t.scheduledAt);
  if (t.password) body.password = t.password;
  else if (mode === 'update' && state.removePassword) body.password = null;
  const tags = splitList(t.tags);
  if (tags.length || mode === 'update') body.tags = tags;
  const params = paramsOf(state.params);
  if (Object.keys(params).length || mode === 'update') body.params = params;
  const geo = state.geo.filter((r) => r.countries.trim() || r.url.trim()).map((r) => ({ countries: splitList(r.countries), url: r.url.trim() }));
  if (geo.length || mode === 'update') body.geoRouting = geo;
  const chain = state.fallbacks.map((u) => u.trim()).filter(Boolean);
  if (chain.length || mode === 'update') body.fallbackChain = chain;
  return body as CreateLink | UpdateLink;
}

/**
 * The input an API error belongs to: the field it names (`geoRouting.0.url`), or the nearest
 * enclosing one the form has (`geoRouting.0.countries.2` -> `geoRouting.0.countries`).
 */
export function fieldFor(apiField: string | undefined, known: (key: string) => boolean): string | null {
  if (!apiField) return null;
  const parts = apiField.split('.');
  while (parts.length) {
    const key = parts.join('.');
    if (known(key)) return key;
    parts.pop();
  }
  return null;
}

/**
 * The UTM builder: the desktop URL with the utm_* values as query parameters. Ferry stores the
 * values with the link; the redirect does not add them, so the builder can write them into the URL.
 */
export function utmPreview(state: FormState): string | null {
  const t = state.text;
  const base = t.desktopUrl.trim();
  const pairs = (
    [
      ['utm_source', t.utmSource],
      ['utm_medium', t.utmMedium],
      ['utm_campaign', t.utmCampaign],
      ['utm_content', t.utmContent],
      ['utm_term', t.utmTerm],
    ] as const
  ).filter(([, v]) => v.trim());
  if (!pairs.length) return null;
  try {
    const url = new URL(base || 'https://example.com/');
    for (const [k, v] of pairs) url.searchParams.set(k, v.trim());
    return url.toString();
  } catch {
    return null;
  }
}
