// "Export CSV": asks the API for a CSV export with the session's credentials (a plain link
// could not send the Bearer token), then hands the file to the browser under the name the
// API gives in Content-Disposition. Errors are said as on every screen (ui/api-errors.ts).

import { useState } from 'preact/hooks';
import type { ApiError } from '../ui/api-errors';
import { useRequest } from '../ui/use-request';

export interface CsvAnswer {
  data?: Blob;
  error?: ApiError;
  response: Response;
}

const fileNameOf = (response: Response, fallback: string) => /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/** Hands a Blob to the browser as a download (a blob: URL, no second request). */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface Props {
  label: string;
  fallbackName: string;
  request: () => Promise<CsvAnswer>;
  /** Said when the export is cut (X-Export-Cut), e.g. "only the newest 92 days". */
  cutNote?: string;
}

export function ExportButton({ label, fallbackName, request, cutNote }: Props) {
  const { busy, error, run, fail } = useRequest();
  const [note, setNote] = useState<string | null>(null);
  const exportCsv = () => {
    setNote(null);
    return run(request, (data, { response }) => {
      if (!data) return fail('The export failed.');
      saveBlob(fileNameOf(response, fallbackName), data);
      if (response.headers.get('X-Export-Cut') === 'true' && cutNote) setNote(cutNote);
    });
  };
  return (
    <span class="export">
      <button type="button" class="quiet" disabled={busy} onClick={() => void exportCsv()}>
        {busy ? 'Exporting…' : label}
      </button>
      {error ? (
        <span class="field-error" role="alert">
          {error}
        </span>
      ) : (
        note && (
          <span class="help" role="status">
            {note}
          </span>
        )
      )}
    </span>
  );
}
