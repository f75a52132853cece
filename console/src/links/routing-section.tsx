// The link form's routing: geo rules, the fallback chain, App Clip and Instant App URLs.

import type { FormKit } from './form-kit';
import { MAX_FALLBACKS, MAX_GEO_RULES } from './link-form-model';
import { RowInput } from './row-input';

export function RoutingSection({ kit }: { kit: FormKit }) {
  const { state, update, idOf, errorAt, text } = kit;
  return (
    <fieldset>
      <legend>Routing</legend>
      <p class="help">Visitors from these countries go to the rule's URL (up to {MAX_GEO_RULES} rules; two-letter codes such as US, CA).</p>
      {state.geo.map((rule, i) => (
        <div class="row-group" key={i}>
          <RowInput
            id={idOf(`geoRouting.${i}.countries`)}
            label={`Rule ${i + 1} countries`}
            value={rule.countries}
            placeholder="US, CA"
            error={errorAt(`geoRouting.${i}.countries`, `Rule ${i + 1} countries`) ?? errorAt(`geoRouting.${i}`, `Rule ${i + 1}`)}
            onInput={(v) => update((s) => ({ ...s, geo: s.geo.map((r, j) => (j === i ? { ...r, countries: v } : r)) }))}
          />
          <RowInput
            id={idOf(`geoRouting.${i}.url`)}
            label={`Rule ${i + 1} URL`}
            value={rule.url}
            type="url"
            placeholder="https://example.com/us"
            error={errorAt(`geoRouting.${i}.url`, `Rule ${i + 1} URL`)}
            onInput={(v) => update((s) => ({ ...s, geo: s.geo.map((r, j) => (j === i ? { ...r, url: v } : r)) }))}
          />
          <button
            type="button"
            class="quiet small"
            aria-label={`Remove rule ${i + 1}`}
            onClick={() => update((s) => ({ ...s, geo: s.geo.filter((_, j) => j !== i) }))}
          >
            Remove
          </button>
        </div>
      ))}
      {errorAt('geoRouting', 'Geo rules') && <p class="field-error">{errorAt('geoRouting', 'Geo rules')}</p>}
      <button
        type="button"
        class="quiet small"
        disabled={state.geo.length >= MAX_GEO_RULES}
        onClick={() => update((s) => ({ ...s, geo: [...s.geo, { countries: '', url: '' }] }))}
      >
        Add geo rule
      </button>

      <p class="help">Fallback chain: https URLs tried in order for web visitors without a desktop URL; the first live one wins (up to {MAX_FALLBACKS}).</p>
      {state.fallbacks.map((url, i) => (
        <div class="row-group" key={i}>
          <RowInput
            id={idOf(`fallbackChain.${i}`)}
            label={`Fallback ${i + 1}`}
            value={url}
            type="url"
            placeholder="https://example.com/"
            error={errorAt(`fallbackChain.${i}`, `Fallback ${i + 1}`)}
            onInput={(v) => update((s) => ({ ...s, fallbacks: s.fallbacks.map((u, j) => (j === i ? v : u)) }))}
          />
          <button
            type="button"
            class="quiet small"
            aria-label={`Remove fallback ${i + 1}`}
            onClick={() => update((s) => ({ ...s, fallbacks: s.fallbacks.filter((_, j) => j !== i) }))}
          >
            Remove
          </button>
        </div>
      ))}
      {errorAt('fallbackChain', 'Fallback chain') && <p class="field-error">{errorAt('fallbackChain', 'Fallback chain')}</p>}
      <button
        type="button"
        class="quiet small"
        disabled={state.fallbacks.length >= MAX_FALLBACKS}
        onClick={() => update((s) => ({ ...s, fallbacks: [...s.fallbacks, ''] }))}
      >
        Add fallback URL
      </button>
      <div class="fields">
        {text('appClipUrl', 'App Clip URL', 'iPhone visitors go here (https).', 'url')}
        {text('instantAppUrl', 'Instant App URL', 'Android visitors go here (https).', 'url')}
      </div>
    </fieldset>
  );
}
