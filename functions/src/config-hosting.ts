// The Firebase Hosting automation's settings (docs/custom-domains.md), read with the
// other variables by loadConfig. Cloud Functions only: self-hosted, Caddy issues certificates
// and these variables are ignored.

import { z } from 'zod';

/**
 * Google publishes no per-site limit on custom domains that we could find: a cautious default,
 * which the operator replaces with what their Firebase console allows.
 */
export const DEFAULT_HOSTING_DOMAIN_LIMIT = 20;

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { error: 'HOSTING_AUTOMATION must be on or off (1/0, true/false, yes/no)' })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** Fields of loadConfig's environment schema. */
export const hostingEnvFields = {
  HOSTING_AUTOMATION: flag.optional(),
  HOSTING_SITE_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'HOSTING_SITE_ID must be a Hosting site id (lower-case letters, digits and hyphens), as the Firebase console shows it')
    .optional(),
  HOSTING_DOMAIN_LIMIT: z.coerce
    .number({ error: 'HOSTING_DOMAIN_LIMIT must be a whole number' })
    .int('HOSTING_DOMAIN_LIMIT must be a whole number')
    .min(1, 'HOSTING_DOMAIN_LIMIT must be at least 1')
    .optional(),
  // Set by the Functions emulator: there the automation is off unless turned on explicitly.
  FUNCTIONS_EMULATOR: z.string().optional(),
  // Hosting's REST API root; only a stand-in or a proxy needs it.
  HOSTING_API_URL: z.url('HOSTING_API_URL must be a URL, like https://firebasehosting.googleapis.com/').optional(),
};

type HostingEnv = { [K in keyof typeof hostingEnvFields]?: z.infer<(typeof hostingEnvFields)[K]> };

export interface HostingSettings {
  /** The Firebase project whose Hosting site carries the names. */
  projectId: string;
  siteId: string;
  domainLimit: number;
  apiUrl?: string;
}

/**
 * On when running as Cloud Functions unless HOSTING_AUTOMATION is off; the site defaults to the
 * project's default site, whose id is the project id. Off by default in the emulator and for a
 * `demo-` project (Firebase's offline projects): there is no Hosting site to call, and each
 * project created would wait on a credentials lookup that cannot succeed. Null: nothing calls Hosting.
 */
export function hostingSettingsOf(env: HostingEnv, functions: boolean, firebaseProjectId: string): HostingSettings | null {
  const offline = env.FUNCTIONS_EMULATOR === 'true' || firebaseProjectId.startsWith('demo-');
  if (!functions || env.HOSTING_AUTOMATION === false || (offline && env.HOSTING_AUTOMATION !== true)) return null;
  return {
    projectId: firebaseProjectId,
    siteId: env.HOSTING_SITE_ID ?? firebaseProjectId,
    domainLimit: env.HOSTING_DOMAIN_LIMIT ?? DEFAULT_HOSTING_DOMAIN_LIMIT,
    ...(env.HOSTING_API_URL ? { apiUrl: env.HOSTING_API_URL } : {}),
  };
}
