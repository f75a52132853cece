// Opaque list cursors shared by the adapters: the (createdAt, slug) of the last item seen.

import { AppError } from '../domain/errors';
import { CONTROL_FREE } from '../domain/text-patterns';

// What a cursor this code encoded holds: no time or slug Ferry stores has a control character.
const isCursorText = (value: unknown): value is string => typeof value === 'string' && CONTROL_FREE.test(value);

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
    if (isCursorText(createdAt) && isCursorText(slug)) return { createdAt, slug };
  } catch {
    // fall through to the error below
  }
  throw new AppError('INVALID_ARGUMENT', 'cursor is not valid', 'cursor');
}
