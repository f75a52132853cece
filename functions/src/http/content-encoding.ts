// Ferry reads request bodies as they are sent and decodes no Content-Encoding: a gzip body
// read as JSON was "not valid JSON", and plain JSON labelled `br` was taken as if unlabelled.
// Either way the label and the bytes disagree with what Ferry does, so a body with any coding
// but `identity` is refused with 415, the status HTTP gives a coding the server does not take.
// On Cloud Functions the platform may have inflated a gzip body already; it is refused there
// all the same, so that both runtimes answer alike.

import type { Context } from 'hono';
import { AppError } from '../domain/errors';

/** The refusal for the request's Content-Encoding, or null when the body is sent as is. */
export function unsupportedEncoding(c: Context): AppError | null {
  const coding = c.req.header('content-encoding')?.trim().toLowerCase();
  if (!coding || coding === 'identity') return null;
  return new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding ${coding.slice(0, 40)} is not supported: send the body uncompressed`);
}
