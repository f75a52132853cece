// CSV import: choose a file, upload it with a progress bar, then the created count, the links
// made and each refused row with the API's reason. The template holds the accepted header.

import type { components } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import type { Session } from '../session';
import { useRequest } from '../ui/use-request';
import { csvTemplate, download } from './template';
import { uploadCsv } from './upload';

type Result = components['schemas']['CsvImportResult'];
const number = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

export function CsvImport({ session, readOnly = false }: { session: Session; readOnly?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const { error, run, clear } = useRequest('editor');
  const template = useRequest();

  const upload = async (e: Event) => {
    e.preventDefault();
    if (!file) return;
    setResult(null);
    setProgress(0);
    await run(() => uploadCsv(session, file, setProgress), setResult);
    setProgress(null);
  };

  const getTemplate = () =>
    template.run(
      () => csvTemplate(session),
      (text) => {
        if (!text) return template.fail('The template could not be read from Ferry.');
        download('ferry-links-template.csv', text, 'text/csv');
      },
    );

  const uploading = progress !== null;
  return (
    <div class="card bulk-card" role="region" aria-labelledby="csv-title">
      <h2 id="csv-title">Import links from a CSV file</h2>
      <p class="help">
        One link per row, at most 400 rows and 1 MB. The first line names the columns; only <code>title</code> is needed (a row without <code>deepLink</code>{' '}
        opens the app's home screen), tags are separated by <code>|</code>. Rows that do not validate are skipped and listed below; the others are created.
      </p>
      <form class="bulk-form" onSubmit={upload}>
        <div class="field">
          <label for="csv-file">CSV file</label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            disabled={uploading || readOnly}
            aria-describedby="csv-file-note"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              clear();
            }}
          />
          <p id="csv-file-note" class="help">
            {file ? `${file.name}, ${number.format(Math.ceil(file.size / 1024))} KB` : 'Choose a CSV file to upload.'}
          </p>
        </div>
        <div class="actions">
          {/* Off until there is a file to send; the note above says why to a screen reader too. */}
          <button type="submit" disabled={!file || uploading || readOnly} aria-describedby={file ? undefined : 'csv-file-note'}>
            Upload CSV
          </button>
          <button type="button" class="quiet" onClick={() => void getTemplate()} disabled={template.busy}>
            {template.busy ? 'Preparing template…' : 'Download template'}
          </button>
        </div>
        {template.error && (
          <p class="form-error" role="alert">
            {template.error}
          </p>
        )}
      </form>

      {uploading && (
        <div class="progress" role="status">
          <label for="csv-progress">{progress < 1 ? `Uploading… ${percent.format(progress)}` : 'Uploaded; creating links…'}</label>
          <progress id="csv-progress" max={1} value={progress} />
        </div>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {result && <ImportResult result={result} />}
    </div>
  );
}

function ImportResult({ result }: { result: Result }) {
  return (
    <div class="bulk-result">
      <p role="status" class="summary">
        <strong data-result="created">{number.format(result.created)}</strong> {result.created === 1 ? 'link' : 'links'} created
        {result.skipped > 0 && (
          <>
            , <strong data-result="skipped">{number.format(result.skipped)}</strong> {result.skipped === 1 ? 'row' : 'rows'} skipped
          </>
        )}
        .
      </p>
      {result.limitReached && (
        <p class="form-error">The plan's monthly link limit was reached: {number.format(result.notCreated ?? 0)} valid rows were not created.</p>
      )}
      {result.errors.length > 0 && (
        <div class="table-wrap">
          <table class="bulk-table" aria-label="Rows not imported">
            <thead>
              <tr>
                <th scope="col" class="num">
                  Line
                </th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((e) => (
                <tr key={`${e.row}-${e.message}`}>
                  <td class="num">{e.row}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.links.length > 0 && (
        <details class="created">
          <summary>Links created ({number.format(result.links.length)})</summary>
          <ul>
            {result.links.map((l) => (
              <li key={l.slug}>
                <a href={l.shortUrl} target="_blank" rel="noreferrer">
                  {l.shortUrl}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
