// The OpenID Connect provider as Ferry uses it, through panva's openid-client (docs/adr/0012):
// discovery, the authorization request (code flow, PKCE S256, state, nonce) and the callback's
// token exchange, whose ID token the library checks: signature against the provider's JWKS
// (fetched again when an unknown key id appears), iss, aud, azp, exp, iat and nonce. Ferry
// checks no token itself. openid-client is ESM-only: it is imported on first use, so a server
// without single sign-on, and the Cloud Functions, never load it.

import type * as Lib from 'openid-client' with { 'resolution-mode': 'import' };
import { type EmailClaims, OidcRefusal, type OidcSettings } from '../../../domain/accounts/oidc';
import type { OidcIdentity } from '../../../domain/accounts/types';
import type { Logger } from '../../../runtime-ports';

type Configuration = Lib.Configuration;

/** What the callback must find again: kept in the browser's flow cookie (flow.ts). */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
}

export interface OidcProvider {
  readonly settings: OidcSettings;
  /** Discovery in the background (the server's start): the first click then need not wait for it. */
  warm(): void;
  /** Where to send the browser, and the flow to keep until it comes back. */
  begin(redirectUri: string): Promise<{ url: string; flow: OidcFlow }>;
  /** The callback, as received at the redirect URI, to the identity and the email the provider vouches for. */
  finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity & { claims: EmailClaims }>;
}

/** Each request to the provider (discovery, token, JWKS, userinfo) gives up after this many seconds. */
const TIMEOUT_S = 10;
/** Metadata is read again after a day (a provider moving an endpoint); until then one discovery serves every sign-in. */
const REFRESH_MS = 24 * 3_600_000;

let lib: Promise<typeof Lib> | undefined;
const openidClient = (): Promise<typeof Lib> => (lib ??= import('openid-client'));

/**
 * A sentence for the log: the library's message and code, the messages of the errors it wraps
 * (which name the failed check: "unexpected JWT \"aud\" (audience) claim value"), and the
 * provider's own error when it sent one. Never a token, nor the claims the causes carry.
 */
function why(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; depth < 4; current = (current as Error).cause, depth++) {
    if (!(current instanceof Error)) {
      if (depth === 0) parts.push(String(current));
      break;
    }
    const { code, error: oauthError, error_description: description } = current as { code?: unknown; error?: unknown; error_description?: unknown };
    parts.push(`${current.message}${typeof code === 'string' ? ` (${code})` : ''}`);
    if (typeof oauthError === 'string')
      parts.push(`provider said ${oauthError.slice(0, 100)}${typeof description === 'string' ? ` (${description.slice(0, 200)})` : ''}`);
  }
  return parts.join(': ');
}

export function createOidcProvider(settings: OidcSettings, log: Logger): OidcProvider {
  let cached: { config: Configuration; at: number } | undefined;
  let pending: Promise<Configuration> | undefined;

  /**
   * The client's secret goes in the token request's body (client_secret_post) where the provider
   * offers it: a form body is decoded alike everywhere, while the form-encoding of an HTTP Basic
   * header (client_secret_basic) is not decoded by every provider. Where post is not offered, or
   * the metadata lists no method (the specification's default then being basic): basic.
   */
  async function discover(): Promise<Configuration> {
    const client = await openidClient();
    const server = new URL(settings.issuer);
    const execute = [client.enableNonRepudiationChecks, ...(server.protocol === 'http:' ? [client.allowInsecureRequests] : [])];
    const config = await client.discovery(server, settings.clientId, settings.clientSecret, client.ClientSecretPost(settings.clientSecret), {
      execute,
      timeout: TIMEOUT_S,
    });
    if (config.serverMetadata().token_endpoint_auth_methods_supported?.includes('client_secret_post')) return config;
    const basic = new client.Configuration(config.serverMetadata(), settings.clientId, settings.clientSecret, client.ClientSecretBasic(settings.clientSecret));
    for (const extension of execute) extension(basic);
    basic.timeout = TIMEOUT_S;
    return basic;
  }

  /** One discovery at a time; a failure is not kept, so the next sign-in tries again. */
  function refresh(): Promise<Configuration> {
    pending ??= discover()
      .then((config) => {
        cached = { config, at: Date.now() };
        return config;
      })
      .catch((error: unknown) => {
        log.warn('OIDC discovery failed', { issuer: settings.issuer, reason: why(error) });
        throw new OidcRefusal('provider', `discovery of ${settings.issuer} failed: ${why(error)}`);
      })
      .finally(() => (pending = undefined));
    return pending;
  }

  async function configuration(): Promise<Configuration> {
    if (!cached) return refresh();
    // Stale: still used while the next one is fetched, and kept if that fails.
    if (Date.now() - cached.at > REFRESH_MS) refresh().catch(() => undefined);
    return cached.config;
  }

  return {
    settings,
    warm: () => void refresh().catch(() => undefined),

    async begin(redirectUri) {
      const config = await configuration();
      const client = await openidClient();
      const flow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, flow };
    },

    async finish(callbackUrl, flow) {
      const query = callbackUrl.searchParams;
      if (query.get('state') !== flow.state) throw new OidcRefusal('state', 'the state in the callback is not the one this browser was given');
      const error = query.get('error');
      if (error === 'access_denied')
        throw new OidcRefusal(
          'cancelled',
          `the provider answered access_denied${query.get('error_description') ? `: ${query.get('error_description')!.slice(0, 200)}` : ''}`,
        );
      if (error !== null)
        throw new OidcRefusal('provider', `the provider answered ${error.slice(0, 100)}: ${(query.get('error_description') ?? '').slice(0, 200)}`);
      const config = await configuration();
      const client = await openidClient();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        // Providers that follow OIDC Core §5.4 to the letter put the email in userinfo only; the
        // library checks that its `sub` is the ID token's.
        const userinfo = !('email' in claims) && config.serverMetadata().userinfo_endpoint !== undefined;
        const source = userinfo ? await client.fetchUserInfo(config, tokens.access_token, claims.sub) : claims;
        return { issuer: claims.iss, subject: claims.sub, claims: { email: source.email, email_verified: source.email_verified, xms_edov: source.xms_edov } };
      } catch (failure) {
        throw new OidcRefusal('provider', `the token exchange or the ID token's checks failed: ${why(failure)}`);
      }
    },
  };
}
