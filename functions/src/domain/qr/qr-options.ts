// What a QR code request may ask for (GET /api/links/{slug}/qr and /qr/png): the formats and the
// sizes services/qr/qr-code.ts draws, and the query schema the route reads them with and the
// OpenAPI document shows.

import { z } from 'zod';
import { wholeNumberParam } from '../query-params';

export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** The image's width and height in pixels. */
export const QR_SIZE = { min: 64, max: 2048, default: 512 } as const;

// Sent empty, `size` and `format` are bad values like any other, with their own sentences.
export const qrQuery = z.object({
  size: wholeNumberParam('size', { min: QR_SIZE.min, max: QR_SIZE.max, fallback: QR_SIZE.default }),
  format: z.enum(QR_FORMATS, { error: `format must be ${QR_FORMATS.join(' or ')}` }).default('png'),
});
