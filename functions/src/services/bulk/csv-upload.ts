// Reads a multipart/form-data upload (POST /api/links/bulk-csv) with busboy, streaming: one
// file of at most MAX_CSV_BYTES is kept in memory (the rest of a larger one is discarded as it
// arrives), plus a few short text fields. Limits are checked here; what the file holds is
// csv-links.ts's business.

import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type busboy from 'busboy';
import { AppError } from '../../domain/errors';

/** At most 1 MB per CSV upload (413 past it). */
export const MAX_CSV_BYTES = 1024 * 1024;

/** The other form fields (`projectId`) are short. */
const MAX_FIELD_BYTES = 1024;

export const CSV_TOO_LARGE = 'CSV file is larger than 1 MB';

export interface UploadedFile {
  filename: string;
  mimeType: string;
  data: Buffer;
  /** More than MAX_CSV_BYTES were sent; `data` holds only the start. */
  tooLarge: boolean;
}

export interface Upload {
  fields: Record<string, string>;
  /** The part named `file`; absent when none was sent. */
  file?: UploadedFile;
}

const bad = (message: string, field = 'file') => new AppError('INVALID_ARGUMENT', message, field);

/**
 * Parses the body. `contentType` is the request's header; a body that is not multipart is
 * refused with 415. Too many parts/fields/files, an over-long field or a second file are 400;
 * a file over the size limit is reported through `tooLarge` (the caller answers 413 once it
 * knows who is asking).
 */
export async function readUpload(contentType: string | undefined, body: ReadableStream<Uint8Array> | null): Promise<Upload> {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the CSV as multipart/form-data with a file field');
  }
  let parser: busboy.Busboy;
  try {
    // Required on first upload, not at the top: only CSV imports need it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const createParser = require('busboy') as typeof import('busboy');
    parser = createParser({
      headers: { 'content-type': contentType },
      // +1 byte so that a file of exactly 1 MB passes and one byte more is seen. A `file` part
      // without a filename reaches us as a field, hence a field may be as long as a file; the
      // other fields are held to MAX_FIELD_BYTES below.
      limits: { files: 1, fileSize: MAX_CSV_BYTES + 1, fields: 10, fieldSize: MAX_CSV_BYTES + 1, parts: 20 },
    });
  } catch {
    // busboy refuses a multipart type without a boundary.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the CSV as multipart/form-data with a file field');
  }

  return new Promise<Upload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      // `file` sent without a filename (as the OpenAPI example is, and as curl -F file=<x.csv
      // sends it): busboy calls any such part a field, but it is the CSV all the same.
      if (name === 'file') {
        if (file) return fail(bad('Upload one CSV file'));
        const data = Buffer.from(value, 'utf8');
        file = { filename: '', mimeType: info.mimeType, data: data.subarray(0, MAX_CSV_BYTES), tooLarge: info.valueTruncated || data.length > MAX_CSV_BYTES };
      } else if (Buffer.byteLength(value) > MAX_FIELD_BYTES) fail(bad(`${name} is too long`, name));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // A form that ends inside a file (a client that hung up) errors its stream as well as the
      // parser; the parser's handler answers 400, and without a listener here the stream's
      // error would be an uncaught exception that ends the process.
      stream.on('error', () => undefined);
      if (name !== 'file' || file) {
        // Only one file, in the `file` field.
        fail(bad(name === 'file' ? 'Upload one CSV file' : `Unexpected file field ${name}; send the CSV as file`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const current: UploadedFile = { filename: info.filename ?? '', mimeType: info.mimeType ?? '', data: Buffer.alloc(0), tooLarge: false };
      file = current;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_CSV_BYTES) chunks.push(chunk);
        else if (!current.tooLarge) {
          current.tooLarge = true;
          chunks.push(chunk.subarray(0, chunk.length - (size - MAX_CSV_BYTES)));
        }
      });
      stream.on('limit', () => {
        current.tooLarge = true;
      });

      stream.on('end', () => {
        current.data = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => fail(bad('Upload one CSV file')));
    parser.on('fieldsLimit', () => fail(bad('Too many form fields', 'body')));
    parser.on('partsLimit', () => fail(bad('Too many form parts', 'body')));
    let sourceError: unknown;
    parser.on('error', (error: unknown) => {
      // The request body's own failure (e.g. the app's body limit) goes out unchanged.
      if (sourceError !== undefined && error === sourceError) return reject(error);
      reject(bad(`The form data could not be read: ${error instanceof Error ? error.message : 'malformed'}`, 'body'));
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve(file ? { fields, file } : { fields });
    });

    if (!body) {
      parser.end();
      return;
    }
    const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    source.on('error', (error) => {
      sourceError = error;
      parser.destroy(error);
    });
    source.pipe(parser);
  });
}
