// The Firebase Hosting automation's settings (config-hosting.ts): on by default on Cloud
// Functions with the project's default site, off self-hosted, and a bad value stops the start
// naming its variable.
import { loadConfig } from '../../src/config';

const functionsEnv = { GCLOUD_PROJECT: 'acme-links', IP_HASH_PEPPER: 'p'.repeat(16) };

describe('Hosting automation settings', () => {
  it('when running as Cloud Functions, then it is on, on the default site (the project id), with the default limit', () => {
    expect(loadConfig(functionsEnv, 'functions').hosting).toEqual({ projectId: 'acme-links', siteId: 'acme-links', domainLimit: 20 });
  });

  it('when the site, limit and API root are set, then they are used; HOSTING_AUTOMATION=off turns it off', () => {
    const env = { ...functionsEnv, HOSTING_SITE_ID: 'acme-links-2', HOSTING_DOMAIN_LIMIT: '90', HOSTING_API_URL: 'http://127.0.0.1:9/' };
    expect(loadConfig(env, 'functions').hosting).toEqual({ projectId: 'acme-links', siteId: 'acme-links-2', domainLimit: 90, apiUrl: 'http://127.0.0.1:9/' });
    expect(loadConfig({ ...env, HOSTING_AUTOMATION: 'off' }, 'functions').hosting).toBeNull();
  });

  it('when in the emulator or a demo- project, then it is off unless HOSTING_AUTOMATION turns it on', () => {
    expect(loadConfig({ ...functionsEnv, FUNCTIONS_EMULATOR: 'true' }, 'functions').hosting).toBeNull();
    expect(loadConfig({ ...functionsEnv, GCLOUD_PROJECT: 'demo-ferry' }, 'functions').hosting).toBeNull();
    expect(loadConfig({ ...functionsEnv, GCLOUD_PROJECT: 'demo-ferry', HOSTING_AUTOMATION: 'on' }, 'functions').hosting).toMatchObject({
      siteId: 'demo-ferry',
    });
  });

  it('when self-hosted, then it is off whatever is set', () => {
    expect(loadConfig({ HOSTING_SITE_ID: 'acme-links' }, 'self-hosted').hosting).toBeNull();
  });

  it.each([
    [{ HOSTING_DOMAIN_LIMIT: '0' }, 'Invalid environment variable HOSTING_DOMAIN_LIMIT: HOSTING_DOMAIN_LIMIT must be at least 1'],
    [{ HOSTING_DOMAIN_LIMIT: 'many' }, 'Invalid environment variable HOSTING_DOMAIN_LIMIT: HOSTING_DOMAIN_LIMIT must be a whole number'],
    [
      { HOSTING_SITE_ID: 'Acme Links' },
      'Invalid environment variable HOSTING_SITE_ID: HOSTING_SITE_ID must be a Hosting site id (lower-case letters, digits and hyphens), as the Firebase console shows it',
    ],
    [{ HOSTING_AUTOMATION: 'maybe' }, 'Invalid environment variable HOSTING_AUTOMATION: HOSTING_AUTOMATION must be on or off (1/0, true/false, yes/no)'],
  ])('when %j, then the start stops naming the variable', (bad, message) => {
    expect(() => loadConfig({ ...functionsEnv, ...bad }, 'functions')).toThrow(message);
  });
});
