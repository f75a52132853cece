// The password form a protected short link shows (POST /:slug): one field, at most 1,024
// characters, well past a link's own 128-character password so a paste with spaces still fits.
// The route and the OpenAPI document read this one schema.
import { z } from 'zod';

export const FORM_PASSWORD_MAX = 1024;

export const passwordFormSchema = z.object({ password: z.string().max(FORM_PASSWORD_MAX).optional() });
