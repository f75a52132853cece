// The settings form's model: its fields (grouped as the form shows them), the values a project
// gives them, the PATCH bodies for what changed, and which field an API error path names.

import type { Project, UpdateProject } from './api';

export type Key =
  | 'name'
  | 'appName'
  | 'iconUrl'
  | 'uriScheme'
  | 'catchAllUrl'
  | 'expiredUrl'
  | 'matchWindowMinutes'
  | 'clickRetentionDays'
  | 'allowedDomains'
  | 'ios.bundleId'
  | 'ios.teamId'
  | 'ios.appStoreId'
  | 'ios.appClipBundleId'
  | 'android.packageName'
  | 'android.sha256CertFingerprints'
  | 'deepview.enabled'
  | 'deepview.primaryColor'
  | 'deepview.backgroundColor'
  | 'deepview.layout'
  | 'deepview.removeBranding';
export type Values = Record<Key, string>;

export interface FieldDef {
  key: Key;
  label: string;
  help: string;
  type?: string;
  multiline?: boolean;
  inputMode?: string;
}

export const IDENTITY: FieldDef[] = [
  { key: 'name', label: 'Project name', help: 'Shown in this console.' },
  { key: 'appName', label: 'App name', help: 'Shown on the deepview page.' },
  { key: 'iconUrl', label: 'Icon URL', help: 'A square image, https://…', type: 'url' },
  { key: 'uriScheme', label: 'URI scheme', help: 'Lowercase, e.g. myapp (for myapp://).' },
];
export const IOS: FieldDef[] = [
  { key: 'ios.bundleId', label: 'iOS bundle ID', help: 'e.g. com.acme.app' },
  { key: 'ios.teamId', label: 'Apple team ID', help: '10 capital letters or digits, e.g. ABCDE12345.' },
  { key: 'ios.appStoreId', label: 'App Store ID', help: 'Digits only, e.g. 1234567890.', inputMode: 'numeric' },
  { key: 'ios.appClipBundleId', label: 'App Clip bundle ID', help: 'e.g. com.acme.app.Clip (in the apple-app-site-association file).' },
];
export const ANDROID: FieldDef[] = [
  { key: 'android.packageName', label: 'Android package', help: 'e.g. com.acme.app' },
  { key: 'android.sha256CertFingerprints', label: 'SHA-256 fingerprints', help: 'One per line, AB:CD:… (32 pairs), up to 10.', multiline: true },
];
export const ROUTING: FieldDef[] = [
  { key: 'catchAllUrl', label: 'Catch-all URL', help: 'Where unknown slugs on your link host go. Empty: a 404 page.', type: 'url' },
  {
    key: 'expiredUrl',
    label: 'Expired-link URL',
    help: 'Where expired, capped or not-yet-active links send visitors, unless a link sets its own. Empty: the 410 or Coming Soon page.',
    type: 'url',
  },
  {
    key: 'matchWindowMinutes',
    label: 'Match window (minutes)',
    help: 'How long a click can be matched to an install: 1 to 1440 (24 h).',
    type: 'number',
    inputMode: 'numeric',
  },
  {
    key: 'clickRetentionDays',
    label: 'Keep raw clicks (days)',
    help: 'Click history and clicks.csv go back this far: 1 to 3650. Counts and reports are kept for good.',
    type: 'number',
    inputMode: 'numeric',
  },
];
export const ACCESS: FieldDef[] = [
  {
    key: 'allowedDomains',
    label: 'Allowed domains',
    help: 'Hosts whose web pages may use the publishable key, one a line (e.g. acme.example), up to 20. Empty: any.',
    multiline: true,
  },
];

export function valuesOf(p: Project): Values {
  return {
    name: p.name,
    appName: p.appName ?? '',
    iconUrl: p.iconUrl ?? '',
    uriScheme: p.uriScheme ?? '',
    catchAllUrl: p.catchAllUrl ?? '',
    expiredUrl: p.expiredUrl ?? '',
    matchWindowMinutes: String(p.matchWindowMinutes),
    clickRetentionDays: String(p.clickRetentionDays),
    allowedDomains: (p.allowedDomains ?? []).join('\n'),
    'ios.bundleId': p.ios?.bundleId ?? '',
    'ios.teamId': p.ios?.teamId ?? '',
    'ios.appStoreId': p.ios?.appStoreId ?? '',
    'ios.appClipBundleId': p.ios?.appClipBundleId ?? '',
    'android.packageName': p.android?.packageName ?? '',
    'android.sha256CertFingerprints': (p.android?.sha256CertFingerprints ?? []).join('\n'),
    'deepview.enabled': String(p.deepview?.enabled ?? true),
    'deepview.primaryColor': p.deepview?.primaryColor ?? '',
    'deepview.backgroundColor': p.deepview?.backgroundColor ?? '',
    'deepview.layout': p.deepview?.layout ?? 'card',
    'deepview.removeBranding': String(p.deepview?.removeBranding ?? false),
  };
}

/** One a line (or separated by spaces or commas): fingerprints, allowed hosts. */
const fingerprints = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The PATCH bodies for what changed. Nested groups merge on the server, so a nested value that
 * was cleared needs the group cleared first (null) and then the rest sent again: two bodies.
 */
export function patchesFor(before: Values, after: Values): UpdateProject[] {
  const changed = (Object.keys(after) as Key[]).filter((k) => after[k] !== before[k]);
  const body: Record<string, unknown> = {};
  const first: Record<string, unknown> = {};
  for (const key of changed.filter((k) => !k.includes('.'))) {
    const v = after[key].trim();
    if (key === 'name') body.name = v;
    else if (key === 'matchWindowMinutes' || key === 'clickRetentionDays') body[key] = v === '' ? null : Number(v);
    else if (key === 'allowedDomains') body.allowedDomains = v === '' ? null : fingerprints(v);
    else body[key] = v === '' ? null : v;
  }
  for (const group of ['ios', 'android', 'deepview'] as const) {
    const keys = (Object.keys(after) as Key[]).filter((k) => k.startsWith(`${group}.`));
    if (!keys.some((k) => changed.includes(k))) continue;
    const cleared = keys.some((k) => before[k] !== '' && after[k].trim() === '' && changed.includes(k));
    const value: Record<string, unknown> = {};
    for (const key of keys) {
      const name = key.slice(group.length + 1);
      const v = after[key].trim();
      if (!cleared && !changed.includes(key)) continue;
      if (v === '') continue;
      if (name === 'enabled' || name === 'removeBranding') value[name] = v === 'true';
      else if (name === 'sha256CertFingerprints') value[name] = fingerprints(v);
      else value[name] = v;
    }
    if (cleared) first[group] = null;
    body[group] = Object.keys(value).length > 0 ? value : null;
  }
  return Object.keys(first).length > 0 ? [first as UpdateProject, body as UpdateProject] : [body as UpdateProject];
}

/** The form's field for an API field path: `android.sha256CertFingerprints.2` is the fingerprints box. */
export function fieldFor(path: string | undefined): Key | null {
  if (!path) return null;
  const all = Object.keys(valuesOf({} as Project)) as Key[];
  return all.filter((k) => path === k || path.startsWith(`${k}.`))[0] ?? null;
}
