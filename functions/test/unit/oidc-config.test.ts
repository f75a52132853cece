// The single sign-on settings as loadConfig reads them: defaults, each variable's rule, the ones
// that must come together (a half-configured provider stops the start with a sentence), and
// which email of a provider's claims is trusted.
import { loadConfig } from '../../src/config';
import { requireAllowedDomain, trustedEmail } from '../../src/domain/accounts/oidc';
import { startLines } from '../../src/start-lines';

const SSO = { OIDC_ISSUER: 'https://sso.acme.example/realms/acme', OIDC_CLIENT_ID: 'ferry', OIDC_CLIENT_SECRET: 'a secret' };
const oidcOf = (env: Record<string, string>) => loadConfig(env, 'self-hosted').oidc;

describe('single sign-on settings', () => {
  it('when OIDC_ISSUER is unset, then there is no single sign-on', () => {
    expect(oidcOf({})).toBeNull();
  });

  it('when the issuer, client id and secret are set, then the name and scopes take their defaults and any domain is allowed', () => {
    expect(oidcOf(SSO)).toEqual({
      issuer: SSO.OIDC_ISSUER,
      clientId: 'ferry',
      clientSecret: 'a secret',
      name: 'single sign-on',
      allowedEmailDomains: null,
      scopes: 'openid email profile',
    });
  });

  it('when the optional settings are given, then domains are lower-cased without a leading @, and scopes are spaced once each', () => {
    const oidc = oidcOf({
      ...SSO,
      OIDC_NAME: ' Acme SSO ',
      OIDC_ALLOWED_EMAIL_DOMAINS: 'Acme.example, @corp.example,,acme.example',
      OIDC_SCOPES: 'openid,email  groups openid',
    });
    expect(oidc).toMatchObject({ name: 'Acme SSO', allowedEmailDomains: ['acme.example', 'corp.example'], scopes: 'openid email groups' });
  });

  it('when http is used on loopback, then it is accepted (tests); anywhere else https is required', () => {
    expect(oidcOf({ ...SSO, OIDC_ISSUER: 'http://127.0.0.1:9000' })?.issuer).toBe('http://127.0.0.1:9000');
    expect(oidcOf({ ...SSO, OIDC_ISSUER: 'http://localhost:9000/realms/x' })?.issuer).toBe('http://localhost:9000/realms/x');
    expect(() => oidcOf({ ...SSO, OIDC_ISSUER: 'http://sso.acme.example' })).toThrow(
      'Invalid environment variable OIDC_ISSUER: OIDC_ISSUER must be an https URL (http only on localhost or 127.0.0.1, for tests)',
    );
  });

  it.each([
    [{ ...SSO, OIDC_ISSUER: 'sso.acme.example' }, 'Invalid environment variable OIDC_ISSUER: OIDC_ISSUER must be a URL, like https://accounts.google.com'],
    [{ ...SSO, OIDC_ISSUER: 'https://sso.acme.example/.well-known/openid-configuration?x=1' }, 'OIDC_ISSUER must have no query or fragment'],
    [
      { OIDC_ISSUER: SSO.OIDC_ISSUER, OIDC_CLIENT_SECRET: 's' },
      'Invalid environment variable OIDC_CLIENT_ID: OIDC_ISSUER is set, so OIDC_CLIENT_ID must be too',
    ],
    [
      { OIDC_ISSUER: SSO.OIDC_ISSUER, OIDC_CLIENT_ID: 'ferry' },
      'Invalid environment variable OIDC_CLIENT_SECRET: OIDC_ISSUER is set, so OIDC_CLIENT_SECRET must be too',
    ],
    [
      { OIDC_CLIENT_ID: 'ferry', OIDC_CLIENT_SECRET: 's' },
      'Invalid environment variable OIDC_ISSUER: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET are set, so OIDC_ISSUER must be too',
    ],
    [{ OIDC_ALLOWED_EMAIL_DOMAINS: 'acme.example' }, 'OIDC_ALLOWED_EMAIL_DOMAINS is set, so OIDC_ISSUER must be too'],
    [{ ...SSO, OIDC_SCOPES: 'email profile' }, 'OIDC_SCOPES must include openid'],
    [{ ...SSO, OIDC_ALLOWED_EMAIL_DOMAINS: ' , ' }, 'OIDC_ALLOWED_EMAIL_DOMAINS must list at least one domain'],
    [{ ...SSO, OIDC_ALLOWED_EMAIL_DOMAINS: 'acme.example, dana@acme.example' }, 'OIDC_ALLOWED_EMAIL_DOMAINS must be domain names separated by commas'],
    [{ ...SSO, OIDC_NAME: 'x'.repeat(41) }, 'OIDC_NAME must be at most 40 characters'],
  ])('when %j, then the start is refused: %s', (env, message) => {
    expect(() => oidcOf(env as Record<string, string>)).toThrow(message);
  });

  it('the start names the provider and the redirect URI to register there', () => {
    const config = loadConfig({ ...SSO, BASE_URL: 'https://api.links.acme.example', PORT: '8080' }, 'self-hosted');
    expect(startLines(config, 8080, null, 'sqlite', [])).toContain(
      'Single sign-on: https://sso.acme.example/realms/acme (redirect URI https://api.links.acme.example/api/auth/oidc/callback)',
    );
  });
});

describe('the email a provider vouches for', () => {
  it('is the email lower-cased when email_verified is true, or (Entra ID) when it is absent and xms_edov is true', () => {
    expect(trustedEmail({ email: 'Dana@Acme.example', email_verified: true })).toBe('dana@acme.example');
    expect(trustedEmail({ email: 'dana@acme.example', xms_edov: true })).toBe('dana@acme.example');
  });

  it.each([
    [{ email: 'dana@acme.example' }, 'the provider does not say the email is verified'],
    [{ email: 'dana@acme.example', email_verified: 'true' }, 'the provider does not say the email is verified'],
    [{ email: 'dana@acme.example', xms_edov: 'true' }, 'the provider does not say the email is verified'],
    [{ email: 'dana@acme.example', email_verified: false, xms_edov: true }, 'the provider does not say the email is verified'],
    [{ email_verified: true }, 'the provider sent no email claim'],
    [{ email: 42, email_verified: true }, 'the provider sent no email claim'],
    [{ email: '', email_verified: true }, 'the provider sent no email claim'],
    [{ email: 'not an email', email_verified: true }, 'the email claim is not an email address'],
  ])('is refused (email_unverified) for %j', (claims, reason) => {
    expect(() => trustedEmail(claims)).toThrow(expect.objectContaining({ code: 'email_unverified', reason: expect.stringContaining(reason) }));
  });

  it('must be in an allowed domain, exactly: a subdomain is another domain', () => {
    expect(() => requireAllowedDomain('dana@acme.example', null)).not.toThrow();
    expect(() => requireAllowedDomain('dana@acme.example', ['corp.example', 'acme.example'])).not.toThrow();
    expect(() => requireAllowedDomain('dana@eu.acme.example', ['acme.example'])).toThrow(
      expect.objectContaining({ code: 'email_domain', name: 'OidcRefusal', reason: "the email's domain eu.acme.example is not in OIDC_ALLOWED_EMAIL_DOMAINS" }),
    );
    expect(() => requireAllowedDomain('dana@acme.example.evil', ['acme.example'])).toThrow(expect.objectContaining({ code: 'email_domain' }));
  });
});
