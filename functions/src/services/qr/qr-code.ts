// QR codes of a link's short URL, as PNG or SVG. The caller has already resolved the project
// through services/access/access.ts; an unknown slug is the same 404 as reading the link.

import { notFound } from '../../domain/errors';
import { shortUrl } from '../../domain/links/short-url';
import type { ProjectRecord } from '../../domain/projects/types';
import type { QrFormat } from '../../domain/qr/qr-options';
import { qrScanlines } from '../../domain/qr/scanlines';
import type { ServiceDeps } from '../deps';
import { pngOf } from './png';

export interface QrOptions {
  /** The image's width and height in pixels, within QR_SIZE (domain/qr/qr-options.ts). */
  size: number;
  format: QrFormat;
}

export interface QrImage {
  contentType: 'image/png' | 'image/svg+xml';
  extension: QrFormat;
  bytes: Buffer;
}

const CONTENT_TYPES = { png: 'image/png', svg: 'image/svg+xml' } as const;
/** The quiet zone around the symbol, in modules. */
const MARGIN = 2;

/**
 * The QR code of a URL: error correction M, a 2-module quiet zone, `size` pixels wide.
 * qrcode computes the symbol (and writes the SVG); the PNG is drawn by qr/png.ts. qrcode is
 * required on first use: most requests never draw one, and cold starts stay light.
 */
export async function qrImage(url: string, { size, format }: QrOptions): Promise<QrImage> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const QRCode = require('qrcode') as typeof import('qrcode');
  const bytes =
    format === 'svg'
      ? Buffer.from(await QRCode.toString(url, { errorCorrectionLevel: 'M', margin: MARGIN, type: 'svg', width: size }), 'utf8')
      : await pngOf(qrScanlines(QRCode.create(url, { errorCorrectionLevel: 'M' }).modules, MARGIN, size));
  return { contentType: CONTENT_TYPES[format], extension: format, bytes };
}

/** A link's QR code and its short URL; 404 Link not found for an unknown slug. */
export async function linkQrCode(deps: ServiceDeps, project: ProjectRecord, slug: string, options: QrOptions) {
  const link = await deps.store.links.get(project.id, slug);
  if (!link) throw notFound('Link not found');
  const url = shortUrl(project, link.slug, deps.hosts);
  return { slug: link.slug, shortUrl: url, image: await qrImage(url, options) };
}

export const dataUrl = (image: QrImage) => `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
