// POST /api/links/bulk-csv through the typed client, with upload progress. fetch() reports no
// upload progress, so this request's `fetch` (openapi-fetch takes one per request) sends the
// Request the client built (path, Authorization from its middleware, multipart body and
// boundary) with XMLHttpRequest, whose `upload` events give the progress. The answer is
// returned as a Response, so the client parses and types it as usual: no shape is written here.

import type { Session } from '../session';
import { ShownError } from '../ui/api-errors';

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function xhrFetch(onProgress: (fraction: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = await request.blob();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
      };
      // As fetch: a network failure rejects with a TypeError (said as "could not be reached").
      xhr.onerror = () => reject(new TypeError('The upload failed: no answer.'));
      xhr.onabort = () => reject(new ShownError('The upload was stopped.'));
      xhr.send(body);
    });
  };
}

export async function uploadCsv(session: Session, file: File, onProgress: (fraction: number) => void) {
  const answer = await session.admin.POST('/api/links/bulk-csv', {
    // The form's `file` is the CSV's text (typed `string` by the document); sent as a file part.
    body: { file: await file.text() },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('file', new Blob([body.file], { type: 'text/csv' }), file.name);
      if (body.projectId) form.append('projectId', body.projectId);
      return form;
    },
    fetch: xhrFetch(onProgress),
  });
  // This request bypassed the session's fetch, which turns a 401 into sign-out: ask again
  // through it, so a revoked key still leads to sign-in.
  if (answer.response.status === 401) await session.admin.GET('/api/projects').catch(() => undefined);
  return answer;
}
