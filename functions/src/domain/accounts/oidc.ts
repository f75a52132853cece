// Single sign-on with OpenID Connect (self-hosted): the settings, the URLs the flow goes
// through, the answers a failed sign-in gets, and which email of a provider's claims is trusted.
// The protocol itself (discovery, PKCE, the ID token's checks) is openid-client's
// (services/accounts/oidc/provider.ts).

import { emailSchema } from './schema';

export interface OidcSettings {
  /** The provider's issuer identifier, as OIDC_ISSUER gives it (https, or http on loopback for tests). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the console's button names (OIDC_NAME). */
  name: string;
  /** Lower-cased; null: any domain the provider vouches for. */
  allowedEmailDomains: string[] | null;
  /** Space-separated, `openid` among them. */
  scopes: string;
}

export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** What the provider must be told to send people back to: BASE_URL's origin and the callback path. */
export const oidcRedirectUri = (baseUrl: string): string => `${new URL(baseUrl).origin}${OIDC_CALLBACK_PATH}`;

/**
 * Why a sign-in failed, as the console's sign-in page reads it from `#/sign-in?error=<code>`:
 * - state: the flow cookie is missing, forged or older than 10 minutes, or the state differs;
 * - provider: discovery, the provider's answer, the token exchange or the ID token's checks failed;
 * - cancelled: the person declined at the provider (access_denied);
 * - email_unverified: no email, or the provider does not say it verified it;
 * - email_domain: the email is outside OIDC_ALLOWED_EMAIL_DOMAINS;
 * - disabled: the account is disabled (`ferry user disable`);
 * - account_conflict: the email's account is linked to another identity already.
 */
export const OIDC_ERROR_CODES = ['state', 'provider', 'cancelled', 'email_unverified', 'email_domain', 'disabled', 'account_conflict'] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

/** A refused sign-in: `code` goes to the browser, `reason` only to the server's log. */
export class OidcRefusal extends Error {
  constructor(
    readonly code: OidcErrorCode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'OidcRefusal';
  }
}

export const consoleHome = (baseUrl: string): string => `${new URL(baseUrl).origin}/console/`;

/** The console's sign-in page with the reason; after `#`, so it never reaches a server log. */
export const signInErrorUrl = (baseUrl: string, code: OidcErrorCode): string => `${consoleHome(baseUrl)}#/sign-in?error=${code}`;

/** The claims Ferry reads, from the ID token (or the userinfo answer when the ID token has no email). */
export interface EmailClaims {
  email?: unknown;
  email_verified?: unknown;
  /**
   * Microsoft Entra ID sends no `email_verified`; its optional claim `xms_edov` (email domain
   * owner verified) says the email's domain is a verified domain of the user's tenant. It counts
   * only where `email_verified` is absent: a provider that says false is believed.
   */
  xms_edov?: unknown;
}

/** The email the provider vouches for, lower-cased; refused when it is absent, malformed or not verified. */
export function trustedEmail(claims: EmailClaims): string {
  if (typeof claims.email !== 'string' || claims.email === '') throw new OidcRefusal('email_unverified', 'the provider sent no email claim');
  const verified = claims.email_verified === undefined ? claims.xms_edov === true : claims.email_verified === true;
  if (!verified) {
    throw new OidcRefusal('email_unverified', 'the provider does not say the email is verified (email_verified is not true)');
  }
  const parsed = emailSchema.safeParse(claims.email);
  if (!parsed.success) throw new OidcRefusal('email_unverified', 'the email claim is not an email address');
  return parsed.data;
}

/** Exact domains: `acme.example` allows dana@acme.example, not dana@eu.acme.example. */
export function requireAllowedDomain(email: string, allowed: string[] | null): void {
  if (allowed === null) return;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!allowed.includes(domain)) throw new OidcRefusal('email_domain', `the email's domain ${domain} is not in OIDC_ALLOWED_EMAIL_DOMAINS`);
}
