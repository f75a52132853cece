// QR code of a link: a preview (the SVG drawn inline, as the CSP allows no blob: or data: images)
// and downloads of PNG or SVG at a chosen size, through GET /api/links/{slug}/qr/png.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useMemo, useState } from 'preact/hooks';
import { useLoad, useRequest } from '../ui/use-request';

const SIZES = [256, 512, 1024, 2048];
type Format = 'png' | 'svg';

/** The server's SVG as an element, with anything that could run or load dropped. */
function safeSvg(text: string): string | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = doc.documentElement;
  if (svg.nodeName !== 'svg' || doc.querySelector('parsererror')) return null;
  svg.querySelectorAll('script, foreignObject, image, use').forEach((n) => n.remove());
  for (const el of [svg, ...svg.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) if (/^on|href$/i.test(attr.name) || attr.name === 'style') el.removeAttribute(attr.name);
  }
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'QR code preview');
  return svg.outerHTML;
}

export function QrDownload({ admin, slug }: { admin: FerryAdmin; slug: string }) {
  const [size, setSize] = useState(512);
  // The preview is best effort: without it (an error is not shown) the downloads still work.
  const svg = useLoad(
    () => admin.GET('/api/links/{slug}/qr/png', { params: { path: { slug }, query: { size: 256, format: 'svg' } }, parseAs: 'text' }),
    [admin, slug],
  ).data;
  const preview = useMemo(() => (typeof svg === 'string' ? safeSvg(svg) : null), [svg]);
  const request = useRequest('viewer');
  const [format, setFormat] = useState<Format>('png');
  const busy = request.busy ? format : null;

  const download = (format: Format) => {
    setFormat(format);
    return request.run(
      () => admin.GET('/api/links/{slug}/qr/png', { params: { path: { slug }, query: { size, format } }, parseAs: 'blob' }),
      (data) => {
        const url = URL.createObjectURL(data as unknown as Blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = `${slug}-${size}.${format}`;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      },
    );
  };

  return (
    <section class="card qr" aria-labelledby="qr-title">
      <h2 id="qr-title">QR code</h2>
      <div class="qr-body">
        {/* Sanitised SVG from Ferry's own QR route (safeSvg). */}
        {preview ? (
          <div class="qr-preview" dangerouslySetInnerHTML={{ __html: preview }} />
        ) : (
          <div class="qr-preview">
            <span class="help">Preview…</span>
          </div>
        )}
        <div class="qr-controls">
          <label for="qr-size">Size</label>
          <select id="qr-size" value={size} onChange={(e) => setSize(Number(e.currentTarget.value))}>
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {s} × {s} px
              </option>
            ))}
          </select>
          <div class="actions">
            <button type="button" disabled={busy !== null} onClick={() => void download('png')}>
              {busy === 'png' ? 'Preparing…' : 'Download PNG'}
            </button>
            <button type="button" class="quiet" disabled={busy !== null} onClick={() => void download('svg')}>
              {busy === 'svg' ? 'Preparing…' : 'Download SVG'}
            </button>
          </div>
          {request.error && (
            <p class="field-error" role="alert">
              {request.error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
