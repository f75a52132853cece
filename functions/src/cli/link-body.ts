// A link request body from flags (and --file): the same JSON the API takes, so the API's
// schemas validate it and their messages name the API's fields (deepLink, maxClicks, ...).

import { readFileSync } from 'node:fs';
import { AppError } from '../domain/errors';
import type { Options, Values } from './command';

/** --kebab-case flag -> body field, for the text fields. */
const TEXT_FLAGS: Record<string, string> = {
  title: 'title',
  'deep-link': 'deepLink',
  slug: 'slug',
  'desktop-url': 'desktopUrl',
  'expires-at': 'expiresAt',
  'scheduled-at': 'scheduledAt',
  password: 'password',
  'utm-source': 'utmSource',
  'utm-medium': 'utmMedium',
  'utm-campaign': 'utmCampaign',
  'utm-content': 'utmContent',
  'utm-term': 'utmTerm',
  'influencer-id': 'influencerId',
  'campaign-id': 'campaignId',
  'og-title': 'ogTitle',
  'og-description': 'ogDescription',
  'og-image-url': 'ogImageUrl',
  'app-clip-url': 'appClipUrl',
  'instant-app-url': 'instantAppUrl',
  'expired-url': 'expiredUrl',
};

const NUMBER_FLAGS: Record<string, string> = { 'max-clicks': 'maxClicks', 'match-window': 'matchWindowMinutes' };

export const LINK_OPTIONS: Options = {
  ...Object.fromEntries([...Object.keys(TEXT_FLAGS), ...Object.keys(NUMBER_FLAGS)].map((flag) => [flag, { type: 'string' }])),
  tags: { type: 'string' },
  fallback: { type: 'string' },
  param: { type: 'string', multiple: true },
  file: { type: 'string' },
};

export const LINK_FLAGS_HELP = `Link flags (the API's fields): --title --deep-link --slug --desktop-url --expires-at <ISO> --scheduled-at <ISO>
  --max-clicks <n> --match-window <minutes> --password --tags a,b --fallback <url>,<url> --param key=value (repeatable)
  --utm-source --utm-medium --utm-campaign --utm-content --utm-term --influencer-id --campaign-id
  --og-title --og-description --og-image-url --app-clip-url --instant-app-url
  --file <body.json>: a whole JSON body (any API field, null clears one on update); flags override its fields`;

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A number when the flag reads as one; else the text, for the schema to refuse by name. */
const numberOrText = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

function readBodyFile(path: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : ((error as NodeJS.ErrnoException).code ?? String(error));
    throw new AppError('INVALID_ARGUMENT', `Cannot read --file ${path}: ${reason}`, 'file');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('INVALID_ARGUMENT', `--file ${path} must hold a JSON object (one link's body)`, 'file');
  }
  return parsed as Record<string, unknown>;
}

export function linkBody(values: Values): Record<string, unknown> {
  const file = values.file;
  const body: Record<string, unknown> = typeof file === 'string' ? readBodyFile(file) : {};
  for (const [flag, field] of Object.entries(TEXT_FLAGS)) if (typeof values[flag] === 'string') body[field] = values[flag];
  for (const [flag, field] of Object.entries(NUMBER_FLAGS)) if (typeof values[flag] === 'string') body[field] = numberOrText(values[flag]);
  if (typeof values.tags === 'string') body.tags = list(values.tags);
  if (typeof values.fallback === 'string') body.fallbackChain = list(values.fallback);
  const params = values.param;
  if (Array.isArray(params)) {
    const pairs = (params as string[]).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new AppError('INVALID_ARGUMENT', `--param takes key=value, got "${pair}"`, 'params');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    });
    body.params = { ...(body.params as object | undefined), ...Object.fromEntries(pairs) };
  }
  return body;
}
