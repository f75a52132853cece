// The query of GET /api/projects/{projectId}/analytics: a range of UTC days, each end optional.
// Each day is read here; how the two relate (order, span, today) is parseDayRange's
// (date-range.ts), which the service applies. Kept apart from date-range.ts, whose day
// helpers the stores and the click tallies use, so that loading those loads no zod.

import { z } from 'zod';
import { dayParam } from '../query-params';

export const dayRangeQuery = z.object({ from: dayParam('from'), to: dayParam('to') });
