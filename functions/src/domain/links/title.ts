// The longest title a link may have. It sits alone, without zod, so that pure code that makes
// titles (a legacy link's, a clone's) cuts at the very number the link schema enforces.

export const MAX_TITLE_LENGTH = 200;
