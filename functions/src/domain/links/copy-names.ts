// The title and slug a cloned link starts from: the source's, marked as a copy, cut so that the
// mark still fits within the title and slug maxima whatever their values.

import { MAX_SLUG_LENGTH } from './slug';
import { MAX_TITLE_LENGTH } from './title';

const TITLE_MARK = ' (copy)';
const SLUG_MARK = '-copy';
/**
 * A copy's slug stops one character short of the maximum: clones have been named that way from
 * the start, and keeping the cut keeps the slug a given link's copy gets.
 */
const SLUG_SPARE = 1;

/** "Summer sale" -> "Summer sale (copy)", at most MAX_TITLE_LENGTH characters. */
export const copyTitle = (title: string): string => `${title.slice(0, MAX_TITLE_LENGTH - TITLE_MARK.length)}${TITLE_MARK}`;

/** "summer" -> "summer-copy", at most MAX_SLUG_LENGTH - SLUG_SPARE characters. */
export const copySlug = (slug: string): string => `${slug.slice(0, MAX_SLUG_LENGTH - SLUG_SPARE - SLUG_MARK.length)}${SLUG_MARK}`;
