// Opaque list cursors shared by the adapters: the (createdAt, slug) of the last item seen.

import { AppError } from '../domain/errors';

export interface LinkCursor {
  createdAt: string;
  slug: string;
}

export function encodeCursor(last: LinkCursor): string {
  return Buffer.from(JSON.stringify([last.createdAt, last.slug])).toString('base64url');
}

export function decodeCursor(cursor: string): LinkCursor {
  try {
    const [createdAt, slug] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof slug === 'string') return { createdAt, slug };
  } catch {
    // fall through to the error below
  }
  throw new AppError('INVALID_ARGUMENT', 'cursor is not valid', 'cursor');
}
