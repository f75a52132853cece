// "Export CSV": asks the API for a CSV export with the session's credentials (a plain link
// could not send the Bearer token), then hands the file to the browser under the name the
// API gives in Content-Disposition. Errors are the API's own JSON messages.

import { useState } from 'preact/hooks';

export interface CsvAnswer {
  data?: Blob;
  error?: { error: string };
  response: Response;
}

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { data, error, response } = await request();
      if (error || !data) setMessage({ text: error?.error ?? 'The export failed.', error: true });
      else {
        saveBlob(fileNameOf(response, fallbackName), data);
        if (response.headers.get('X-Export-Cut') === 'true' && cutNote) setMessage({ text: cutNote, error: false });
      }
    } catch {
      setMessage({ text: 'Ferry could not be reached.', error: true });
    }
    setBusy(false);
  };
  return (
    <span class="export">
      <button type="button" class="quiet" disabled={busy} onClick={() => void run()}>{busy ? 'Exporting…' : label}</button>
      {message && <span class={message.error ? 'field-error' : 'help'} role={message.error ? 'alert' : 'status'}>{message.text}</span>}
    </span>
  );
}
