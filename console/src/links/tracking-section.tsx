// The link form's tracking: tags, campaign and influencer, the UTM builder (which can write the
// tags into the desktop URL) and the params the app receives.

import type { FormKit } from './form-kit';
import { utmPreview } from './link-form-model';
import { RowInput } from './row-input';

export function TrackingSection({ kit }: { kit: FormKit }) {
  const { state, update, idOf, errorAt, text, setText } = kit;
  const preview = utmPreview(state);
  return (
    <fieldset>
      <legend>Tracking</legend>
      <div class="fields">
        {text('tags', 'Tags', 'Separated by commas, up to 20.')}
        {text('campaignId', 'Campaign ID', 'The campaign (cmp_…) this link belongs to.')}
        {text('influencerId', 'Influencer ID', 'Counts clicks and installs for this influencer.')}
      </div>
      <h3>UTM builder</h3>
      <div class="fields utm">
        {text('utmSource', 'UTM source', 'e.g. newsletter')}
        {text('utmMedium', 'UTM medium', 'e.g. email')}
        {text('utmCampaign', 'UTM campaign', 'e.g. summer-sale')}
        {text('utmContent', 'UTM content', 'e.g. header-button')}
        {text('utmTerm', 'UTM term', 'e.g. shoes')}
      </div>
      {preview && (
        <p class="utm-preview">
          <span class="help">Desktop URL with these tags:</span> <code>{preview}</code>{' '}
          {state.text.desktopUrl.trim() && preview !== state.text.desktopUrl.trim() && (
            <button type="button" class="quiet small" onClick={() => setText('desktopUrl')(preview)}>
              Use as desktop URL
            </button>
          )}
        </p>
      )}
      <h3>Params</h3>
      <p class="help">Key and value pairs your app receives on match and resolve.</p>
      {state.params.map((row, i) => (
        <div class="row-group" key={i}>
          <RowInput
            id={idOf(`params.${i}.key`)}
            label={`Param ${i + 1} key`}
            value={row.key}
            onInput={(v) => update((s) => ({ ...s, params: s.params.map((r, j) => (j === i ? { ...r, key: v } : r)) }))}
          />
          <RowInput
            id={idOf(`params.${i}.value`)}
            label={`Param ${i + 1} value${row.json ? ' (JSON)' : ''}`}
            value={row.value}
            error={errorAt(`params.${i}`, `Param ${i + 1}`)}
            onInput={(v) => update((s) => ({ ...s, params: s.params.map((r, j) => (j === i ? { ...r, value: v } : r)) }))}
          />
          <button
            type="button"
            class="quiet small"
            aria-label={`Remove param ${i + 1}`}
            onClick={() => update((s) => ({ ...s, params: s.params.filter((_, j) => j !== i) }))}
          >
            Remove
          </button>
        </div>
      ))}
      {errorAt('params', 'Params') && <p class="field-error">{errorAt('params', 'Params')}</p>}
      <button type="button" class="quiet small" onClick={() => update((s) => ({ ...s, params: [...s.params, { key: '', value: '', json: false }] }))}>
        Add param
      </button>
    </fieldset>
  );
}
