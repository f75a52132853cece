// Input schemas of sign-in, set-password links and members by email. An email is compared
// lower-cased everywhere (accounts, invites, Firebase claims), so it is lower-cased on the way in.

import { z } from 'zod';
import { EMAIL_DOMAIN } from '../text-patterns';

/** RFC 5321's limit on a path; the shape check is zod's (one @, a dotted domain). */
const EMAIL_MAX = 254;

/** RFC 5321's limit on the part before the @. */
const LOCAL_PART_MAX = 64;

/**
 * zod's email shape (what z.email() checks: one @, a dotted domain, a letters-only last label)
 * with RFC 5321's 64 characters at most before the @ and the domain's labels as a host name's
 * (text-patterns.ts). The document shows this pattern, which says more than `format: email`
 * (whose checkers differ: one only asks for an @, another refuses `--` in a label).
 */
export const EMAIL_PATTERN = new RegExp(`^(?![^@]{${LOCAL_PART_MAX + 1}})(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@${EMAIL_DOMAIN}$`);

/**
 * An email as sent: no space around it (the console trims what a person typed), compared and
 * kept lower-cased.
 */
export const emailSchema = z
  .string({ error: 'email must be a string' })
  .regex(EMAIL_PATTERN, 'email must be an email address')
  .toLowerCase()
  .max(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`)
  .meta({ description: 'An email address, as sent: no space around it; compared lower-cased' });

/**
 * At least 10 characters: above NIST SP 800-63B's floor of 8 for a password chosen by its
 * owner, with no composition rules (they make passwords predictable, not strong). At most 256:
 * room for any passphrase or manager's output, and a bound on what is hashed per attempt.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

export const newPasswordSchema = z
  .string({ error: 'password must be a string' })
  .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`);

/** A sign-in's password is only compared, never checked against the policy (it may predate it). */
const givenPassword = z
  .string({ error: 'password must be a string' })
  .min(1, 'password is required')
  .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`);

/** An account as the operator creates it; without a password, a set-password link follows. */
export const newAccountSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema.optional(),
});

/** A password the operator sets (`ferry user create|reset-password --password-stdin`). */
export const setPasswordSchema = z.strictObject({ password: newPasswordSchema });

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: givenPassword,
});

export const acceptInvitationSchema = z.strictObject({
  token: z.string({ error: 'token must be a string' }).min(1, 'token is required').max(200, 'token is not a set-password token'),
  password: newPasswordSchema,
});

const UID_RULE = 'uid must be a user id of 1 to 128 characters';

/** POST /api/projects/:projectId/members: a role for an email (an account, now or later) or for a uid. */
export const addMemberFields = z.strictObject({
  email: emailSchema.optional(),
  uid: z
    .string({ error: 'uid must be a string' })
    .min(1, UID_RULE)
    .max(128, UID_RULE)
    .refine((uid) => uid !== '__proto__', UID_RULE)
    .optional(),
  role: z.enum(['editor', 'viewer'], { error: 'role must be editor or viewer' }),
});

/** The same rule as addMemberSchema's, in JSON Schema, for the OpenAPI document: one of the two. */
export const EMAIL_OR_UID = { oneOf: ['email', 'uid'].map((name) => ({ properties: { [name]: {} }, required: [name] })) };

/** One of email and uid, exactly (the fields alone, for the document: addMemberFields). */
export const addMemberSchema = addMemberFields.superRefine((body, ctx) => {
  // Issues name a field: one on the body itself would read as "not a JSON object".
  if (body.email === undefined && body.uid === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email (or uid) is required' });
  if (body.email !== undefined && body.uid !== undefined) ctx.addIssue({ code: 'custom', path: ['uid'], message: 'give email or uid, not both' });
});

/** DELETE /api/projects/:projectId/invites/:email. */
export const invitePathSchema = z.object({ email: emailSchema });

/** `ferry member add`: the operator may also hand a project over (owner). */
export const operatorMemberSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(['owner', 'editor', 'viewer'], { error: 'role must be owner, editor or viewer' }),
});
