// Settings: identity of the app (iOS, Android), the deepview's look with a preview, the
// catch-all URL, the match window and how long raw clicks are kept. The API validates: every
// field its answer names is shown at once at its input (`ios.teamId`,
// `android.sha256CertFingerprints.0`), in the label's words, and the first takes the focus. Only what
// changed is sent (PATCH: top-level settings replace, ios/android/deepview merge, null clears).
// A viewer sees the settings with every control disabled, and why.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ViewerNote } from '../ui/states';
import { useApiForm } from '../ui/use-api-form';
import type { Project } from './api';
import { DeepviewPreview } from './deepview-preview';
import { ACCESS, ANDROID, type FieldDef, fieldFor, IDENTITY, IOS, type Key, patchesFor, ROUTING, type Values, valuesOf } from './settings-model';

interface Props {
  admin: FerryAdmin;
  project: Project;
  onSaved: (project: Project) => void;
  /** A viewer's: shown, not changeable (the API refuses a viewer's PATCH). */
  readOnly?: boolean;
  /** One part only, each a tab: the app's identity (app, iOS, Android, deepview), or routing and web access. */
  part?: 'app' | 'general';
}

const GENERAL = new Set<Key>([...ROUTING, ...ACCESS].map((f) => f.key));

export function SettingsForm({ admin, project, onSaved, readOnly = false, part }: Props) {
  const initial = valuesOf(project);
  // Both parts are on the page at once: each sends only its own fields, or saving one would
  // send the other's values as they were before the other was saved.
  const shows = (key: Key) => !part || GENERAL.has(key) === (part === 'general');
  const own = () => Object.fromEntries((Object.keys(values) as Key[]).map((k) => [k, shows(k) ? values[k] : initial[k]])) as Values;
  const [values, setValues] = useState<Values>(initial);
  const { errors, message, busy, run, at: errorAt } = useApiForm('editor', fieldFor);
  const form = useRef<HTMLFormElement>(null);
  // The first field at fault on the page takes the focus, in the frame its error appears.
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [errors]);
  const [saved, setSaved] = useState(false);
  const set = (key: Key) => (value: string) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: value }));
  };

  // One PATCH per part that changed; the first refusal stops the rest.
  const patchAll = async () => {
    let latest: Project | null = null;
    for (const body of patchesFor(initial, own()).filter((patch) => Object.keys(patch).length > 0)) {
      const answer = await admin.PATCH('/api/projects/{projectId}', { params: { path: { projectId: project.id } }, body });
      if (answer.error) return answer;
      latest = answer.data.project;
    }
    return { data: latest };
  };
  const submit = (event: Event) => {
    event.preventDefault();
    setSaved(false);
    void run(patchAll, (latest) => {
      setSaved(true);
      if (latest) onSaved(latest);
    });
  };

  const field = (f: FieldDef) => {
    const id = `project-${f.key.replace('.', '-')}`;
    const error = errorAt(f.key, f.label);
    const common = {
      id,
      spellcheck: false,
      value: values[f.key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `${id}-note`,
    };
    return (
      <div key={f.key} class={error ? 'field invalid' : 'field'}>
        <label for={id}>{f.label}</label>
        {f.multiline ? (
          <textarea {...common} rows={3} onInput={(e) => set(f.key)(e.currentTarget.value)} />
        ) : (
          <input
            {...common}
            type={f.type ?? 'text'}
            inputMode={f.inputMode as 'numeric' | undefined}
            min={f.type === 'number' ? 1 : undefined}
            max={f.type === 'number' ? 1440 : undefined}
            onInput={(e) => set(f.key)(e.currentTarget.value)}
          />
        )}
        <p id={`${id}-note`} class={error ? 'field-error' : 'help'}>
          {error ?? f.help}
        </p>
      </div>
    );
  };
  const colour = (key: 'deepview.primaryColor' | 'deepview.backgroundColor', label: string, fallback: string) => {
    const id = `project-${key.replace('.', '-')}`;
    const error = errorAt(key, label);
    return (
      <div class={error ? 'field invalid' : 'field'}>
        <label for={id}>{label}</label>
        <div class="colour">
          <input type="color" aria-label={`${label} picker`} value={values[key] || fallback} onInput={(e) => set(key)(e.currentTarget.value)} />
          <input
            id={id}
            value={values[key]}
            placeholder={fallback}
            spellcheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-note`}
            onInput={(e) => set(key)(e.currentTarget.value)}
          />
        </div>
        <p id={`${id}-note`} class={error ? 'field-error' : 'help'}>
          {error ?? 'A hex colour, e.g. #2457ff. Empty: Ferry’s default.'}
        </p>
      </div>
    );
  };
  const check = (key: 'deepview.enabled' | 'deepview.removeBranding', label: string, help: string) => (
    <div class="field check">
      <input
        type="checkbox"
        id={`project-${key.replace('.', '-')}`}
        checked={values[key] === 'true'}
        aria-describedby={`project-${key.replace('.', '-')}-note`}
        onChange={(e) => set(key)(String(e.currentTarget.checked))}
      />
      <label for={`project-${key.replace('.', '-')}`}>{label}</label>
      <p id={`project-${key.replace('.', '-')}-note`} class="help">
        {help}
      </p>
    </div>
  );

  return (
    <form ref={form} class="card settings" onSubmit={submit} noValidate aria-labelledby={`settings-${part ?? 'all'}-title`}>
      <h2 id={`settings-${part ?? 'all'}-title`}>{part === 'app' ? 'App identity' : 'Settings'}</h2>
      {readOnly && <ViewerNote />}
      {message && (
        <p class="form-error" role="alert">
          {message}
        </p>
      )}
      <fieldset class="bare" disabled={readOnly}>
        {part !== 'general' && (
          <>
            <fieldset>
              <legend>App</legend>
              <div class="fields">{IDENTITY.map(field)}</div>
            </fieldset>
            <fieldset>
              <legend>iOS</legend>
              <div class="fields">{IOS.map(field)}</div>
            </fieldset>
            <fieldset>
              <legend>Android</legend>
              <div class="fields">{ANDROID.map(field)}</div>
            </fieldset>
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
          </>
        )}
        {part !== 'app' && (
          <>
            <fieldset>
              <legend>Routing and matching</legend>
              <div class="fields">{ROUTING.map(field)}</div>
            </fieldset>
            <fieldset>
              <legend>Web access</legend>
              <div class="fields">{ACCESS.map(field)}</div>
            </fieldset>
          </>
        )}
        <div class="actions">
          <button type="submit" disabled={busy || readOnly}>
            {busy ? 'Saving…' : 'Save settings'}
          </button>
          <span class="saved" role="status">
            {saved ? 'Saved.' : ''}
          </span>
        </div>
      </fieldset>
    </form>
  );
}
