// Route docs of console sign-in with Ferry's own accounts (routes/auth.ts), single sign-on
// (routes/auth-oidc.ts) and members by email (routes/members.ts). The session cookie is
// described in words here: it is not a Bearer credential, and the document names only those so far.

import { z } from 'zod';
import { memberAddedSchema, memberListSchema, sessionUserSchema, signedOutSchema } from '../../domain/accounts/responses';
import { acceptInvitationSchema, addMemberFields, EMAIL_OR_UID, invitePathSchema, signInSchema } from '../../domain/accounts/schema';
import { READ, Success } from './docs-links';
import { withProjectId } from './docs-projects';
import { type Credential, named, type RouteDoc } from './route-doc';

const OWNER: Credential[] = ['idToken'];
const SessionUser = named('SessionUser', sessionUserSchema);
const COOKIE =
  "Self-hosted only (404 on Firebase, which signs in with Firebase Auth). The answer sets the session cookie `ferry_session` (`__Host-ferry_session` when BASE_URL is https): httpOnly, SameSite=Lax, Path=/, Secure over https, for 14 days at most and 12 hours unused. With it and no Authorization header, the API acts for the account as for a signed-in user; a request other than GET, HEAD or OPTIONS must then come from the console's origin (`Origin`, or `Sec-Fetch-Site: same-origin`), else 403.";
const FOREIGN = 'A browser request whose Origin is another site is refused (403); clients that send no Origin pass.';
const SSO =
  'Self-hosted with OIDC_ISSUER set (docs/accounts.md#single-sign-on-openid-connect); 404 where single sign-on is not configured, and on Firebase. A browser navigates here: every outcome is a redirect, and a failure goes to `BASE_URL/console/#/sign-in?error=<code>`, its reason to the server log.';
const ERROR_CODES =
  "`state` (no, a forged or an expired flow cookie, or another state), `provider` (discovery, the provider's error, the token exchange or the ID token's checks failed), `cancelled` (access_denied at the provider), `email_unverified`, `email_domain` (outside OIDC_ALLOWED_EMAIL_DOMAINS), `disabled`, `account_conflict` (the email's account is linked to another identity)";
const callbackParam = (description: string, example?: string) =>
  z
    .string()
    .optional()
    .describe(description)
    .meta(example ? { example } : {});

const auth = { group: 'api', tag: 'Console sign-in', auth: [] } as const;
const team = { group: 'api', tag: 'Projects' } as const;
export const AUTH_DOCS: RouteDoc[] = [
  {
    ...auth,
    method: 'post',
    path: '/api/auth/login',
    operationId: 'signIn',
    summary: 'Sign in with email and password',
    description: `${COOKIE} One answer for every failure (401 \`Email or password is incorrect\`), whether or not the email has an account. 10 failures for an email, or 20 from an IP, in 15 minutes: 429 with Retry-After until the window ends. ${FOREIGN}`,
    body: { json: named('SignInRequest', signInSchema), example: { email: 'ops@acme.example', password: 'a long pass phrase' } },
    replies: { 200: { description: 'Signed in; the cookie is set', json: SessionUser, headers: ['Cache-Control'] } },
    errors: ['UNAUTHENTICATED', 'PERMISSION_DENIED', 'NOT_FOUND'],
  },
  {
    ...auth,
    method: 'post',
    path: '/api/auth/invitation',
    operationId: 'acceptInvitation',
    summary: 'Set a password with a one-time link, and sign in',
    description: `The token of a set-password link (\`ferry user create\` or \`reset-password\` prints it once; valid 7 days, one use: a token that was used, replaced by a newer link or has expired is 400) and the new password (10 to 256 characters). The account's other sessions end. ${COOKIE} ${FOREIGN}`,
    body: {
      json: named('AcceptInvitationRequest', acceptInvitationSchema),
      example: { token: 'Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCB0b2tlbg', password: 'a long pass phrase' },
    },
    replies: { 200: { description: 'Password set and signed in; the cookie is set', json: SessionUser, headers: ['Cache-Control'] } },
    errors: ['INVALID_ARGUMENT', 'PERMISSION_DENIED', 'NOT_FOUND'],
  },
  {
    ...auth,
    method: 'get',
    path: '/api/auth/session',
    operationId: 'getSession',
    summary: 'Who is signed in',
    description: 'The account the session cookie signs in; 401 without a live session (the cookie is then cleared). Self-hosted only.',
    replies: { 200: { description: 'Signed in', json: SessionUser, headers: ['Cache-Control'] } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  {
    ...auth,
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'signOut',
    summary: 'Sign out',
    description:
      "Ends the session on the server and clears the cookie; without a session it only clears the cookie. From the console's origin only (403 otherwise). Self-hosted only. The body is ignored.",
    replies: { 200: { description: 'Signed out', json: named('SignedOut', signedOutSchema), headers: ['Cache-Control'] } },
    errors: ['PERMISSION_DENIED', 'NOT_FOUND'],
  },
  {
    ...auth,
    method: 'get',
    path: '/api/auth/oidc/start',
    operationId: 'startOidcSignIn',
    summary: 'Sign in with the single sign-on provider',
    description: `${SSO} Sends the browser to the provider's authorization endpoint (authorization code flow, PKCE S256, state and nonce) and sets the flow cookie \`ferry_oidc\` (\`__Host-ferry_oidc\` over https): httpOnly, SameSite=Lax, 10 minutes, signed by the server. One flow at a time per browser: a new start replaces it. When the provider cannot be discovered, the redirect is to the sign-in page with \`error=provider\`.`,
    replies: {
      302: {
        description: "To the provider's sign-in (or to the console's sign-in page with `error=provider` when the provider cannot be reached)",
        headers: ['Location', 'Cache-Control'],
      },
    },
    errors: ['NOT_FOUND'],
  },
  {
    ...auth,
    method: 'get',
    path: '/api/auth/oidc/callback',
    operationId: 'finishOidcSignIn',
    summary: 'Where the single sign-on provider sends the browser back',
    description: `${SSO} The redirect URI to register at the provider: \`BASE_URL/api/auth/oidc/callback\`. Checks the flow cookie and the state, exchanges the code (with the PKCE verifier) and lets openid-client check the ID token (signature against the provider's keys, iss, aud, exp, nonce); the email must be verified. Then the account of this identity, else the account of this email (which gets the identity), else a new account; roles given to the email apply. ${COOKIE} Error codes: ${ERROR_CODES}.`,
    query: {
      code: callbackParam("The provider's authorization code, used once", 'SplxlOBeZQQYbYS6WxSbIA'),
      state: callbackParam('The state Ferry sent, echoed by the provider', 'af0ifjsldkj'),
      iss: callbackParam("The provider's issuer (RFC 9207), when it sends it", 'https://sso.acme.example/realms/acme'),
      error: callbackParam('The error the provider answered instead of a code; `access_denied`: the person declined', 'access_denied'),
      error_description: callbackParam("The provider's words for that error", 'The user denied access'),
    },
    replies: {
      302: {
        description: 'Signed in, with the session cookie, to `BASE_URL/console/`; or refused, to `BASE_URL/console/#/sign-in?error=<code>`',
        headers: ['Location', 'Cache-Control'],
      },
    },
    errors: ['NOT_FOUND'],
  },
  {
    ...team,
    auth: READ,
    method: 'get',
    path: '/api/projects/{projectId}/members',
    operationId: 'listMembers',
    summary: "The project's team",
    description:
      "The owner and members with their roles, and each account's email (null for a Firebase user); then the roles given by email that wait for an account. Any member or the secret key.",
    replies: { 200: { description: 'Members and invites', json: named('MemberList', memberListSchema) } },
    errors: ['NOT_FOUND'],
  },
  {
    ...team,
    auth: OWNER,
    method: 'post',
    path: '/api/projects/{projectId}/members',
    operationId: 'addMember',
    summary: 'Give a role by email (or uid)',
    description:
      'The project owner only. With `email`: the account that has it gets the role now; with none yet, the role waits as an invite and goes to the first account created or signed in with that email, or Firebase user calling with it verified. With `uid`: as PATCH .../members/{uid}.',
    body: { json: named('AddMemberRequest', withProjectId(addMemberFields).meta(EMAIL_OR_UID)), example: { email: 'dana@acme.example', role: 'editor' } },
    replies: { 200: { description: 'The role given, or the invite stored (`pending`)', json: named('MemberAdded', memberAddedSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...team,
    auth: OWNER,
    method: 'delete',
    path: '/api/projects/{projectId}/invites/{email}',
    operationId: 'removeInvite',
    summary: 'Withdraw a role given by email',
    description: 'The project owner only. The invite is gone; a role it already gave is changed with the member routes.',
    // The schema the route parses the path with, so its email rule is the document's.
    params: { email: invitePathSchema.shape.email.describe('The invited email (URL-encoded)').meta({ example: 'dana@acme.example' }) },
    replies: { 200: { description: 'Withdrawn', json: Success } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
];
