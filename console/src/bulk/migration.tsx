// Legacy dynamic-link migration: paste long `https://x.page.link/?link=…` URLs (one a line),
// preview what each becomes (POST /api/migration/preview, creates nothing), then convert them
// all (POST /api/migration/convert) and see the new short URLs and the entries refused.

import type { components } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import type { Session } from '../session';
import { explain } from '../ui/api-errors';
import { useRequest } from '../ui/use-request';

type Preview = components['schemas']['MigrationPreview'];
type Converted = components['schemas']['ConvertResult'];
type PreviewRow = { url: string; preview?: Preview; error?: string };

const MAX_PREVIEW = 20;
const number = new Intl.NumberFormat();
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

const FIELDS: [keyof Preview, string][] = [
  ['title', 'Title'],
  ['deepLink', 'Deep link'],
  ['desktopUrl', 'Desktop URL'],
  ['ogTitle', 'Social title'],
  ['ogDescription', 'Social description'],
  ['ogImageUrl', 'Social image'],
  ['utmSource', 'UTM source'],
  ['utmMedium', 'UTM medium'],
  ['utmCampaign', 'UTM campaign'],
  ['utmContent', 'UTM content'],
  ['utmTerm', 'UTM term'],
];

export function Migration({ session, readOnly = false }: { session: Session; readOnly?: boolean }) {
  const [text, setText] = useState('');
  const request = useRequest('editor');
  const [doing, setDoing] = useState<'preview' | 'convert'>('preview');
  const busy = request.busy ? doing : null;
  const [previews, setPreviews] = useState<PreviewRow[] | null>(null);
  const [converted, setConverted] = useState<Converted | null>(null);
  const urls = linesOf(text);

  // One request per link, each link's refusal in its own row.
  const previewAll = async () => {
    const rows: PreviewRow[] = [];
    for (const url of urls.slice(0, MAX_PREVIEW)) {
      const { data, error } = await session.admin.POST('/api/migration/preview', { body: { legacyLink: url } });
      rows.push(error ? { url, error: explain(error) } : { url, preview: data });
    }
    return { data: rows };
  };
  const preview = () => {
    setDoing('preview');
    setConverted(null);
    return request.run(previewAll, setPreviews);
  };

  const convert = () => {
    setDoing('convert');
    return request.run(
      () => session.admin.POST('/api/migration/convert', { body: { legacyLinks: urls } }),
      (data) => {
        setConverted(data);
        setPreviews(null);
      },
    );
  };

  return (
    <div class="card bulk-card" role="region" aria-labelledby="migration-title">
      <h2 id="migration-title">Migrate legacy dynamic links</h2>
      <form
        class="bulk-form"
        onSubmit={(e) => {
          e.preventDefault();
          void preview();
        }}
      >
        <div class="field">
          <label for="legacy-links">Legacy links</label>
          <textarea
            id="legacy-links"
            rows={5}
            spellcheck={false}
            value={text}
            aria-describedby="legacy-links-note"
            placeholder="https://example.page.link/?link=https%3A%2F%2Fexample.com%2Fitem%2F1&apn=com.example.app"
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <p id="legacy-links-note" class="help">
            The long form of Firebase Dynamic Links, one a line. Short ones (<code>https://x.page.link/abc</code>) cannot be read: export the long links from
            the Firebase console.
          </p>
        </div>
        <div class="actions">
          <button type="submit" class="quiet" disabled={busy !== null || urls.length === 0}>
            {busy === 'preview' ? 'Reading…' : 'Preview'}
          </button>
          <button type="button" disabled={busy !== null || urls.length === 0 || readOnly} onClick={() => void convert()}>
            {busy === 'convert' ? 'Converting…' : `Convert ${urls.length > 1 ? `${urls.length} links` : 'link'}`}
          </button>
        </div>
      </form>
      {request.error && (
        <p class="form-error" role="alert">
          {request.error}
        </p>
      )}

      {previews && (
        <div class="previews" role="region" aria-label="Preview">
          {urls.length > MAX_PREVIEW && (
            <p class="help">
              The first {MAX_PREVIEW} of {urls.length} are previewed; Convert takes them all.
            </p>
          )}
          {previews.map((row, i) => (
            <article key={i} class="preview">
              <p class="legacy-url">{row.url}</p>
              {row.error ? (
                <p class="field-error">{row.error}</p>
              ) : (
                <>
                  <dl class="mapped">
                    {FIELDS.filter(([key]) => row.preview![key]).map(([key, label]) => (
                      <div key={key}>
                        <dt>{label}</dt>
                        <dd>{String(row.preview![key])}</dd>
                      </div>
                    ))}
                    {row.preview!.fallbackChain.length > 0 && (
                      <div>
                        <dt>Fallbacks</dt>
                        <dd>{row.preview!.fallbackChain.join(', ')}</dd>
                      </div>
                    )}
                  </dl>
                  {row.preview!.notes.length > 0 && (
                    <ul class="notes">
                      {row.preview!.notes.map((n) => (
                        <li key={n}>{n}</li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </article>
          ))}
        </div>
      )}

      {converted && (
        <div class="bulk-result">
          <p role="status" class="summary">
            <strong data-result="converted">{number.format(converted.converted)}</strong> converted
            {converted.failed > 0 && (
              <>
                , <strong data-result="failed">{number.format(converted.failed)}</strong> failed
              </>
            )}
            .
          </p>
          {converted.links.length > 0 && (
            <div class="table-wrap">
              <table class="bulk-table" aria-label="Converted links">
                <thead>
                  <tr>
                    <th scope="col">Short URL</th>
                    <th scope="col">From</th>
                  </tr>
                </thead>
                <tbody>
                  {converted.links.map((l) => (
                    <tr key={l.slug}>
                      <td>
                        <a href={l.shortUrl} target="_blank" rel="noreferrer">
                          {l.shortUrl}
                        </a>
                      </td>
                      <td class="legacy-url">{l.legacyLink}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {converted.errors.length > 0 && (
            <div class="table-wrap">
              <table class="bulk-table" aria-label="Entries not converted">
                <thead>
                  <tr>
                    <th scope="col" class="num">
                      Line
                    </th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {converted.errors.map((e) => (
                    <tr key={e.index}>
                      <td class="num">{e.index + 1}</td>
                      <td>{e.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
