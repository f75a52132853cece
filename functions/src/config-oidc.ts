// The single sign-on settings (OIDC_*), read with the other variables by loadConfig. Each is
// checked alone by its schema, then together here: a half-configured provider stops the start
// with a sentence naming what is missing, rather than failing at someone's first sign-in.

import { z } from 'zod';
import type { OidcSettings } from './domain/accounts/oidc';

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/** zod runs every refinement even after .url() failed: these must not throw on what is not a URL. */
const urlOf = (v: string): URL | null => (URL.canParse(v) ? new URL(v) : null);

/** An issuer identifier (OIDC Discovery §2): https, no query or fragment; http only on loopback, for tests. */
const issuerSchema = z
  .url('OIDC_ISSUER must be a URL, like https://accounts.google.com')
  .refine((v) => {
    const url = urlOf(v);
    return !url || url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  }, 'OIDC_ISSUER must be an https URL (http only on localhost or 127.0.0.1, for tests)')
  .refine((v) => !urlOf(v)?.search && !urlOf(v)?.hash, 'OIDC_ISSUER must have no query or fragment: it is the issuer identifier, not the discovery document');

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `acme.example, @corp.example` → ['acme.example', 'corp.example']: lower-cased, a leading `@` dropped. */
const domainsSchema = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ])
  .refine((list) => list.length > 0, 'OIDC_ALLOWED_EMAIL_DOMAINS must list at least one domain (comma-separated), or be unset')
  .refine((list) => list.every((d) => DOMAIN.test(d)), 'OIDC_ALLOWED_EMAIL_DOMAINS must be domain names separated by commas, like acme.example,corp.example');

const scopesSchema = z
  .string()
  .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))].join(' '))
  .refine((v) => v.split(' ').includes('openid'), 'OIDC_SCOPES must include openid (without it there is no ID token)');

/** Fields of loadConfig's environment schema. */
export const oidcEnvFields = {
  OIDC_ISSUER: issuerSchema.optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40, 'OIDC_NAME must be at most 40 characters: it is a button label').optional(),
  OIDC_ALLOWED_EMAIL_DOMAINS: domainsSchema.optional(),
  OIDC_SCOPES: scopesSchema.optional(),
};

type OidcEnv = { [K in keyof typeof oidcEnvFields]?: z.infer<(typeof oidcEnvFields)[K]> };

export const DEFAULT_OIDC_NAME = 'single sign-on';
export const DEFAULT_OIDC_SCOPES = 'openid email profile';

/** The settings, or null when OIDC_ISSUER is unset; throws when the variables do not fit together. */
export function oidcSettingsOf(env: OidcEnv): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (issuer === undefined) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME', 'OIDC_ALLOWED_EMAIL_DOMAINS', 'OIDC_SCOPES'] as const).filter(
      (name) => env[name] !== undefined,
    );
    if (stray.length)
      throw new Error(
        `Invalid environment variable OIDC_ISSUER: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set, so OIDC_ISSUER must be too (the provider's issuer URL)`,
      );
    return null;
  }
  if (clientId === undefined)
    throw new Error('Invalid environment variable OIDC_CLIENT_ID: OIDC_ISSUER is set, so OIDC_CLIENT_ID must be too (the client id the provider gave Ferry)');
  if (clientSecret === undefined)
    throw new Error(
      "Invalid environment variable OIDC_CLIENT_SECRET: OIDC_ISSUER is set, so OIDC_CLIENT_SECRET must be too (the client's secret at the provider)",
    );
  return {
    issuer,
    clientId,
    clientSecret,
    name: env.OIDC_NAME ?? DEFAULT_OIDC_NAME,
    allowedEmailDomains: env.OIDC_ALLOWED_EMAIL_DOMAINS ?? null,
    scopes: env.OIDC_SCOPES ?? DEFAULT_OIDC_SCOPES,
  };
}
