// A CSV answer streamed from chunks: the first chunk is awaited before the answer starts, so a
// request that fails early (a bad range, a store that cannot read) is the usual JSON error;
// then each chunk is read only when the client takes the previous one (backpressure).

import type { Context } from 'hono';
import { csvFileName, UTF8_BOM } from '../domain/csv/write';
import type { AppEnv } from './env';

export interface CsvDownload {
  projectId: string;
  what: string;
  bom: boolean;
  headers?: Record<string, string>;
}

export async function csvResponse(c: Context<AppEnv>, chunks: AsyncGenerator<string>, download: CsvDownload): Promise<Response> {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode((download.bom ? UTF8_BOM : '') + (first.done ? '' : first.value)));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // Past the first byte no status can change: the cut file is the client's signal.
        console.error('CSV export failed after it started', error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = c.var.deps.now().toISOString().slice(0, 10);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': csvFileName(download.projectId, download.what, day),
    'Cache-Control': 'no-store',
    ...download.headers,
  });
}
