// What the sign-in and member routes answer, as zod schemas (closed objects, as every answer:
// domain/links/responses.ts). The OpenAPI document and the contract tests read them.

import { z } from 'zod';

const iso = z.iso.datetime();

export const sessionUserSchema = z.object({
  user: z.object({ uid: z.string().describe('`usr_…`: the id projects name as owner or member'), email: z.string() }),
});

export const signedOutSchema = z.object({ success: z.literal(true) });

const role = z.enum(['owner', 'editor', 'viewer']);

export const memberListSchema = z.object({
  members: z
    .array(
      z.object({
        uid: z.string(),
        email: z.string().nullable().describe("The account's email; null for a Firebase user (Ferry does not keep their email)"),
        role,
      }),
    )
    .describe('The owner first, then the members by uid'),
  invites: z
    .array(z.object({ email: z.string(), role, invitedAt: iso }))
    .describe('Roles given by email to people without an account yet, by email; each becomes a member when an account with that email signs in'),
});

export const memberAddedSchema = z.object({
  success: z.literal(true),
  member: z.object({
    uid: z.string().nullable().describe('null while the invite waits for an account with this email'),
    email: z.string().nullable(),
    role: z.enum(['editor', 'viewer']),
    pending: z.boolean().describe('true: stored as an invite, applied when an account with this email signs in'),
  }),
});
