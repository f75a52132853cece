// The "New link" form: the four fields most links need. Validation is the API's: its
// `{error, code, field}` answer is shown at the field it names (or above the form when it
// names none of these), so the rules live in one place, the server's schemas.

import type { components, FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { TextField } from '../ui/text-field';

type CreateLink = components['schemas']['CreateLinkRequest'];
type FieldName = 'title' | 'deepLink' | 'slug' | 'desktopUrl';

const FIELDS: { name: FieldName; label: string; help: string; type?: string }[] = [
  { name: 'title', label: 'Title', help: 'For you and your team, e.g. Summer sale.' },
  { name: 'deepLink', label: 'Deep link', help: 'The screen the app opens, e.g. myapp://sale.' },
  { name: 'slug', label: 'Slug', help: 'The path of the short URL. Leave empty for a generated one.' },
  { name: 'desktopUrl', label: 'Desktop URL', help: 'Where desktop visitors go.', type: 'url' },
];

interface Props {
  admin: FerryAdmin;
  onCreated: () => void;
  onCancel: () => void;
}

export function NewLinkForm({ admin, onCreated, onCancel }: Props) {
  const [values, setValues] = useState<Record<FieldName, string>>({ title: '', deepLink: '', slug: '', desktopUrl: '' });
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    const body: CreateLink = { title: values.title, deepLink: values.deepLink };
    if (values.slug) body.slug = values.slug;
    if (values.desktopUrl) body.desktopUrl = values.desktopUrl;
    try {
      const { error } = await admin.POST('/api/links', { body });
      if (!error) return onCreated();
      const field = FIELDS.find((f) => f.name === error.field);
      if (field) setFieldError({ field: field.name, message: error.error });
      else setFormError(error.error);
    } catch {
      setFormError('Ferry could not be reached.');
    }
    setBusy(false);
  };

  return (
    <form class="card new-link" onSubmit={submit} noValidate aria-labelledby="new-link-title">
      <h2 id="new-link-title">New link</h2>
      {formError && <p class="form-error" role="alert">{formError}</p>}
      <div class="fields">
        {FIELDS.map((f) => (
          <TextField key={f.name} id={`link-${f.name}`} label={f.label} help={f.help} type={f.type}
            value={values[f.name]} error={fieldError?.field === f.name ? fieldError.message : undefined}
            autoFocus={f.name === 'title'}
            onInput={(value) => setValues((v) => ({ ...v, [f.name]: value }))} />
        ))}
      </div>
      <div class="actions">
        <button type="submit" disabled={busy}>{busy ? 'Creating…' : 'Create link'}</button>
        <button type="button" class="quiet" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
