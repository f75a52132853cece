// The link list's opaque cursor: what it encodes it decodes, and anything else is the documented
// 400 `cursor is not valid`, a value with a control character included (no stored time or slug
// has one, and PostgreSQL's text refuses NUL).
import { AppError } from '../../src/domain/errors';
import { decodeCursor, encodeCursor } from '../../src/store/cursor';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('link list cursors', () => {
  it('when a cursor was encoded here, then it decodes to the same place', () => {
    const last = { createdAt: '2026-11-28T10:00:00.000Z', slug: 'promo' };
    expect(decodeCursor(encodeCursor(last))).toEqual(last);
  });

  it.each([
    ['made up', 'not-a-cursor'],
    ['of another shape', cursorOf({ createdAt: 'x', slug: 'y' })],
    ['holding a number', cursorOf(['2026-11-28T10:00:00.000Z', 7])],
    ['holding a NUL', cursorOf(['2026-11-28T10:00:00.000Z', 'pro\u0000mo'])],
    ['holding an escape', cursorOf(['\u001b', 'promo'])],
  ])('when a cursor is %s, then it is 400 cursor is not valid', (_what, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(AppError);
    expect(() => decodeCursor(cursor)).toThrow('cursor is not valid');
  });
});
