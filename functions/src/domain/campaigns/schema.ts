// Input schema for POST /api/campaigns. projectId is read by the route (requestedProjectId);
// it is checked here only for shape, as the link schemas do.

import { z } from 'zod';
import { nonBlankText, requiredText, text } from '../links/fields';

export const createCampaignSchema = z.strictObject({
  projectId: nonBlankText('projectId', 128).optional(),
  name: requiredText('name', 100),
  description: text('description', 1000).optional(),
});

export type CreateCampaignInput = z.output<typeof createCampaignSchema>;
