// A clone's title and slug are cut so " (copy)" and "-copy" fit. The lengths are written out as
// numbers on purpose: the cut must stay where it has always been, whatever the constants say.

import { copySlug, copyTitle } from '../../src/domain/links/copy-names';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../../src/domain/links/slug';
import { MAX_TITLE_LENGTH } from '../../src/domain/links/title';

describe('copy names', () => {
  it.each([
    [192, 199],
    [193, 200],
    [194, 200],
    [200, 200],
  ])('when the title has %i characters, then the copy\'s title has %i and ends " (copy)"', (length, expected) => {
    const title = copyTitle('t'.repeat(length));
    expect(title).toHaveLength(expected);
    expect(title).toBe(`${'t'.repeat(Math.min(length, 193))} (copy)`);
  });

  it.each([
    [57, 62],
    [58, 63],
    [59, 63],
    [64, 63],
  ])('when the slug has %i characters, then the copy\'s slug has %i and ends "-copy"', (length, expected) => {
    const slug = copySlug('s'.repeat(length));
    expect(slug).toHaveLength(expected);
    expect(slug).toBe(`${'s'.repeat(Math.min(length, 58))}-copy`);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('when the longest title and slug are copied, then both stay within the maxima', () => {
    expect(copyTitle('t'.repeat(MAX_TITLE_LENGTH)).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(copySlug('s'.repeat(MAX_SLUG_LENGTH)).length).toBeLessThan(MAX_SLUG_LENGTH);
  });
});
