// Settings: identity of the app (iOS, Android), the deepview's look with a preview, the
// catch-all URL, the match window and how long raw clicks are kept. The API validates: its `{error, code, field}` answer is
// shown at the field it names (`ios.teamId`, `android.sha256CertFingerprints.0`). Only what
// changed is sent (PATCH: top-level settings replace, ios/android/deepview merge, null clears).
// A viewer sees the settings with every control disabled, and why.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { explain, UNREACHABLE, type Project, type UpdateProject } from './api';
import { DeepviewPreview } from './deepview-preview';
import { ViewerNote } from '../ui/states';

type Key =
  | 'name' | 'appName' | 'iconUrl' | 'uriScheme' | 'catchAllUrl' | 'expiredUrl' | 'matchWindowMinutes' | 'clickRetentionDays' | 'allowedDomains'
  | 'ios.bundleId' | 'ios.teamId' | 'ios.appStoreId' | 'ios.appClipBundleId'
  | 'android.packageName' | 'android.sha256CertFingerprints'
  | 'deepview.enabled' | 'deepview.primaryColor' | 'deepview.backgroundColor' | 'deepview.layout' | 'deepview.removeBranding';
type Values = Record<Key, string>;

interface FieldDef { key: Key; label: string; help: string; type?: string; multiline?: boolean; inputMode?: string }

const IDENTITY: FieldDef[] = [
  { key: 'name', label: 'Project name', help: 'Shown in this console.' },
  { key: 'appName', label: 'App name', help: 'Shown on the deepview page.' },
  { key: 'iconUrl', label: 'Icon URL', help: 'A square image, https://…', type: 'url' },
  { key: 'uriScheme', label: 'URI scheme', help: 'Lowercase, e.g. myapp (for myapp://).' },
];
const IOS: FieldDef[] = [
  { key: 'ios.bundleId', label: 'iOS bundle ID', help: 'e.g. com.acme.app' },
  { key: 'ios.teamId', label: 'Apple team ID', help: '10 capital letters or digits, e.g. ABCDE12345.' },
  { key: 'ios.appStoreId', label: 'App Store ID', help: 'Digits only, e.g. 1234567890.', inputMode: 'numeric' },
  { key: 'ios.appClipBundleId', label: 'App Clip bundle ID', help: 'e.g. com.acme.app.Clip (in the apple-app-site-association file).' },
];
const ANDROID: FieldDef[] = [
  { key: 'android.packageName', label: 'Android package', help: 'e.g. com.acme.app' },
  { key: 'android.sha256CertFingerprints', label: 'SHA-256 fingerprints', help: 'One per line, AB:CD:… (32 pairs), up to 10.', multiline: true },
];
const ROUTING: FieldDef[] = [
  { key: 'catchAllUrl', label: 'Catch-all URL', help: 'Where unknown slugs on your link host go. Empty: a 404 page.', type: 'url' },
  { key: 'expiredUrl', label: 'Expired-link URL', help: 'Where expired, capped or not-yet-active links send visitors, unless a link sets its own. Empty: the 410 or Coming Soon page.', type: 'url' },
  { key: 'matchWindowMinutes', label: 'Match window (minutes)', help: 'How long a click can be matched to an install: 1 to 1440 (24 h).', type: 'number', inputMode: 'numeric' },
  { key: 'clickRetentionDays', label: 'Keep raw clicks (days)', help: 'Click history and clicks.csv go back this far: 1 to 3650. Counts and reports are kept for good.', type: 'number', inputMode: 'numeric' },
];
const ACCESS: FieldDef[] = [
  { key: 'allowedDomains', label: 'Allowed domains', help: 'Hosts whose web pages may use the publishable key, one a line (e.g. acme.example), up to 20. Empty: any.', multiline: true },
];

export function valuesOf(p: Project): Values {
  return {
    name: p.name, appName: p.appName ?? '', iconUrl: p.iconUrl ?? '', uriScheme: p.uriScheme ?? '',
    catchAllUrl: p.catchAllUrl ?? '', expiredUrl: p.expiredUrl ?? '', matchWindowMinutes: String(p.matchWindowMinutes), clickRetentionDays: String(p.clickRetentionDays),
    allowedDomains: (p.allowedDomains ?? []).join('\n'),
    'ios.bundleId': p.ios?.bundleId ?? '', 'ios.teamId': p.ios?.teamId ?? '', 'ios.appStoreId': p.ios?.appStoreId ?? '',
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
const fingerprints = (text: string) => text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);

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
function fieldFor(path: string | undefined): Key | null {
  if (!path) return null;
  const all = Object.keys(valuesOf({} as Project)) as Key[];
  return all.filter((k) => path === k || path.startsWith(`${k}.`))[0] ?? null;
}

interface Props {
  admin: FerryAdmin;
  project: Project;
  onSaved: (project: Project) => void;
  /** A viewer's: shown, not changeable (the API refuses a viewer's PATCH). */
  readOnly?: boolean;
}

export function SettingsForm({ admin, project, onSaved, readOnly = false }: Props) {
  const initial = valuesOf(project);
  const [values, setValues] = useState<Values>(initial);
  const [fieldError, setFieldError] = useState<{ key: Key; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: Key) => (value: string) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    setSaved(false);
    try {
      let latest: Project | null = null;
      for (const body of patchesFor(initial, values)) {
        if (Object.keys(body).length === 0) continue;
        const { data, error } = await admin.PATCH('/api/projects/{projectId}', { params: { path: { projectId: project.id } }, body });
        if (error) {
          const key = fieldFor(error.field);
          if (key) setFieldError({ key, message: error.error });
          else setFormError(explain(error, 'editor'));
          setBusy(false);
          return;
        }
        latest = data.project;
      }
      setSaved(true);
      if (latest) onSaved(latest);
    } catch {
      setFormError(UNREACHABLE);
    }
    setBusy(false);
  };

  const field = (f: FieldDef) => {
    const id = `project-${f.key.replace('.', '-')}`;
    const error = fieldError?.key === f.key ? fieldError.message : undefined;
    const common = {
      id, spellcheck: false, value: values[f.key],
      'aria-invalid': error ? true : undefined, 'aria-describedby': `${id}-note`,
      ref: (el: HTMLElement | null) => { if (el && error && document.activeElement !== el) el.focus(); },
    };
    return (
      <div key={f.key} class={error ? 'field invalid' : 'field'}>
        <label for={id}>{f.label}</label>
        {f.multiline ? (
          <textarea {...common} rows={3} onInput={(e) => set(f.key)(e.currentTarget.value)} />
        ) : (
          <input {...common} type={f.type ?? 'text'} inputMode={f.inputMode as 'numeric' | undefined}
            min={f.type === 'number' ? 1 : undefined} max={f.type === 'number' ? 1440 : undefined}
            onInput={(e) => set(f.key)(e.currentTarget.value)} />
        )}
        <p id={`${id}-note`} class={error ? 'field-error' : 'help'}>{error ?? f.help}</p>
      </div>
    );
  };
  const colour = (key: 'deepview.primaryColor' | 'deepview.backgroundColor', label: string, fallback: string) => {
    const id = `project-${key.replace('.', '-')}`;
    const error = fieldError?.key === key ? fieldError.message : undefined;
    return (
      <div class={error ? 'field invalid' : 'field'}>
        <label for={id}>{label}</label>
        <div class="colour">
          <input type="color" aria-label={`${label} picker`} value={values[key] || fallback} onInput={(e) => set(key)(e.currentTarget.value)} />
          <input id={id} value={values[key]} placeholder={fallback} spellcheck={false}
            aria-invalid={error ? true : undefined} aria-describedby={`${id}-note`} onInput={(e) => set(key)(e.currentTarget.value)} />
        </div>
        <p id={`${id}-note`} class={error ? 'field-error' : 'help'}>{error ?? 'A hex colour, e.g. #2457ff. Empty: Ferry’s default.'}</p>
      </div>
    );
  };
  const check = (key: 'deepview.enabled' | 'deepview.removeBranding', label: string, help: string) => (
    <div class="field check">
      <input type="checkbox" id={`project-${key.replace('.', '-')}`} checked={values[key] === 'true'}
        aria-describedby={`project-${key.replace('.', '-')}-note`}
        onChange={(e) => set(key)(String(e.currentTarget.checked))} />
      <label for={`project-${key.replace('.', '-')}`}>{label}</label>
      <p id={`project-${key.replace('.', '-')}-note`} class="help">{help}</p>
    </div>
  );

  return (
    <form class="card settings" onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      {readOnly && <ViewerNote />}
      {formError && <p class="form-error" role="alert">{formError}</p>}
      <fieldset class="bare" disabled={readOnly}>
      <fieldset><legend>App</legend><div class="fields">{IDENTITY.map(field)}</div></fieldset>
      <fieldset><legend>iOS</legend><div class="fields">{IOS.map(field)}</div></fieldset>
      <fieldset><legend>Android</legend><div class="fields">{ANDROID.map(field)}</div></fieldset>
      <fieldset>
        <legend>Deepview page</legend>
        <div class="deepview-edit">
          <div class="fields">
            {check('deepview.enabled', 'Show the deepview page', 'On phones, a page with “Open in app” and the store button before leaving.')}
            {colour('deepview.primaryColor', 'Button colour', '#2457ff')}
            {colour('deepview.backgroundColor', 'Background colour', '#f6f8fb')}
            <div class="field">
              <label for="project-deepview-layout">Layout</label>
              <select id="project-deepview-layout" value={values['deepview.layout']} onChange={(e) => set('deepview.layout')(e.currentTarget.value)}>
                <option value="card">Card</option>
                <option value="full">Full page</option>
              </select>
            </div>
            {check('deepview.removeBranding', 'Remove “Powered by Ferry”', 'The studio plan only.')}
          </div>
          <DeepviewPreview values={values} project={project} />
        </div>
      </fieldset>
      <fieldset><legend>Routing and matching</legend><div class="fields">{ROUTING.map(field)}</div></fieldset>
      <fieldset><legend>Web access</legend><div class="fields">{ACCESS.map(field)}</div></fieldset>
      <div class="actions">
        <button type="submit" disabled={busy || readOnly}>{busy ? 'Saving…' : 'Save settings'}</button>
        <span class="saved" role="status">{saved ? 'Saved.' : ''}</span>
      </div>
      </fieldset>
    </form>
  );
}
