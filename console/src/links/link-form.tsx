// The link form, for a new link and for editing one: every field of a link, in sections.
// Validation is the API's: every field its answer names (`errors`, else `field`) is shown at its
// input at once (`geoRouting.0.url` -> that rule's URL), in the label's words; what no input
// matches goes above the form. The first field at fault takes the focus.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PlacedErrors } from '../ui/field-errors';
import { TextField } from '../ui/text-field';
import { useApiForm } from '../ui/use-api-form';
import type { FormKit } from './form-kit';
import {
  bodyFrom,
  type CreateLink,
  emptyForm,
  type FormState,
  fieldFor,
  formFromLink,
  type Link,
  type TextField as TextKey,
  type UpdateLink,
} from './link-form-model';
import { RoutingSection } from './routing-section';
import { SocialCard } from './social-card';
import { TrackingSection } from './tracking-section';

interface Props {
  admin: FerryAdmin;
  /** The link being edited; none for a new link. */
  link?: Link;
  onSaved: (link: Link) => void;
  onCancel: () => void;
}

const BASICS: { name: TextKey; label: string; help: string; type?: string }[] = [
  { name: 'title', label: 'Title', help: 'For you and your team, e.g. Summer sale.' },
  { name: 'deepLink', label: 'Deep link', help: 'The screen the app opens, e.g. myapp://sale.' },
  { name: 'slug', label: 'Slug', help: 'The path of the short URL. Leave empty for a generated one.' },
  { name: 'desktopUrl', label: 'Desktop URL', help: 'Where desktop visitors go.', type: 'url' },
];
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Above the form: what no input shows, and how many fields need a fix (read out once). */
function FormErrors({ errors }: { errors: PlacedErrors }) {
  const count = errors.fields.size;
  if (count < 2 && errors.rest.length === 0) return null;
  return (
    <div class="form-error" role="alert">
      {errors.rest.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {count > 1 && <p>{count} fields need a fix; each says what under it.</p>}
    </div>
  );
}

export function LinkForm({ admin, link, onSaved, onCancel }: Props) {
  const prefix = link ? 'edit' : 'link';
  const [state, setState] = useState<FormState>(() => (link ? formFromLink(link) : emptyForm()));
  const [more, setMore] = useState(!!link);

  // Every input's API field name, so an error finds its input.
  const known = useMemo(() => {
    const keys = new Set<string>([...Object.keys(state.text), 'params', 'geoRouting', 'fallbackChain', 'password']);
    state.params.forEach((_, i) => keys.add(`params.${i}`));
    state.geo.forEach((_, i) => {
      keys.add(`geoRouting.${i}`);
      keys.add(`geoRouting.${i}.url`);
      keys.add(`geoRouting.${i}.countries`);
    });
    state.fallbacks.forEach((_, i) => keys.add(`fallbackChain.${i}`));
    return keys;
  }, [state]);
  const { errors, busy, run, at: errorAt } = useApiForm('editor', (field) => fieldFor(field, (k) => known.has(k)));
  const idOf = (field: string) => `${prefix}-${field.replace(/\./g, '-')}`;
  const form = useRef<HTMLFormElement>(null);
  // The first field at fault on the page takes the focus, in the frame its error appears. A field
  // at fault among the more settings opens them first (their toggle event then sets `more`).
  useLayoutEffect(() => {
    const folded = form.current?.querySelector('details [aria-invalid="true"]')?.closest('details');
    if (folded) folded.open = true;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const setText = (name: TextKey) => (value: string) => setState((s) => ({ ...s, text: { ...s.text, [name]: value } }));
  const text = (name: TextKey, label: string, help: string, type?: string) => (
    <TextField key={name} id={idOf(name)} label={label} help={help} type={type} value={state.text[name]} error={errorAt(name, label)} onInput={setText(name)} />
  );
  const update = (fn: (s: FormState) => FormState) => setState((s) => fn({ ...s }));

  const submit = async (event: Event) => {
    event.preventDefault();
    const saved = (answer: { link: Link }) => onSaved(answer.link);
    if (link) await run(() => admin.PUT('/api/links/{slug}', { params: { path: { slug: link.slug } }, body: bodyFrom(state, 'update') as UpdateLink }), saved);
    else await run(() => admin.POST('/api/links', { body: bodyFrom(state, 'create') as CreateLink }), saved);
  };

  const kit: FormKit = { state, update, idOf, errorAt, text, setText };
  const headingId = `${prefix}-form-title`;

  return (
    <form ref={form} class="card link-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{link ? 'Edit link' : 'New link'}</h2>
      <FormErrors errors={errors} />
      <div class="fields">
        {BASICS.map((f) => (
          <TextField
            key={f.name}
            id={idOf(f.name)}
            label={f.label}
            help={f.help}
            type={f.type}
            value={state.text[f.name]}
            error={errorAt(f.name, f.label)}
            autoFocus={!link && f.name === 'title'}
            onInput={setText(f.name)}
          />
        ))}
      </div>

      <details class="more-settings" open={more} onToggle={(e) => setMore(e.currentTarget.open)}>
        <summary>{link ? 'All settings' : 'More settings'}</summary>

        <RoutingSection kit={kit} />

        <fieldset>
          <legend>Limits and access</legend>
          <div class="fields">
            {text('scheduledAt', 'Active from', `Until then visitors see a Coming Soon page. Your time zone: ${zone}.`, 'datetime-local')}
            {text('expiresAt', 'Expires at', `From then on the link answers 410. Your time zone: ${zone}.`, 'datetime-local')}
            {text('maxClicks', 'Max clicks', 'After this many clicks the link answers 410.', 'number')}
            {text(
              'expiredUrl',
              'Expired-link URL',
              "Expired, capped or not-yet-active visits go here instead of the 410 or Coming Soon page. Empty: the project's, if set.",
              'url',
            )}
            {text('matchWindowMinutes', 'Match window (minutes)', "1 to 1440; overrides the project's for this link.", 'number')}
            <div>
              {text(
                'password',
                link?.hasPassword ? 'New password' : 'Password',
                link?.hasPassword ? 'This link has a password. Leave empty to keep it.' : 'Visitors must enter it first. Stored as a hash.',
                'password',
              )}
              {link?.hasPassword && (
                <label class="check">
                  <input type="checkbox" checked={state.removePassword} onChange={(e) => update((s) => ({ ...s, removePassword: e.currentTarget.checked }))} />{' '}
                  Remove the password
                </label>
              )}
            </div>
          </div>
        </fieldset>

        <TrackingSection kit={kit} />

        <fieldset>
          <legend>Social preview</legend>
          <div class="social">
            <div class="fields one">
              {text('ogTitle', 'Preview headline', 'Shown when the link is shared (the title when empty).')}
              {text('ogDescription', 'Preview description', 'One or two sentences.')}
              {text('ogImageUrl', 'Preview image URL', 'An https image, about 1200×630.', 'url')}
            </div>
            <SocialCard
              title={state.text.ogTitle || state.text.title}
              description={state.text.ogDescription}
              imageUrl={state.text.ogImageUrl}
              host={link ? new URL(link.shortUrl).host : ''}
            />
          </div>
        </fieldset>
      </details>

      <div class="actions">
        <button type="submit" disabled={busy}>
          {busy ? (link ? 'Saving…' : 'Creating…') : link ? 'Save changes' : 'Create link'}
        </button>
        <button type="button" class="quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
