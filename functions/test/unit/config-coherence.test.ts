// Settings that are valid one by one but contradict each other stop the start, naming the
// variables; a likely mistake is a warning. Unset SHORT_DOMAIN and BASE_URL follow PORT.
import { DEFAULT_INTERNAL_PORT, loadConfig, withListenPort } from '../../src/config';
import { checkConfig, isLocalHost } from '../../src/config-coherence';

const selfHosted = (env: Record<string, string>) => loadConfig(env, 'self-hosted');
const problems = (env: Record<string, string>) => checkConfig(selfHosted(env));

describe('URLs follow the listen port', () => {
  it('when only PORT is set, then short links, the API and the internal port agree with it', () => {
    expect(selfHosted({ PORT: '41080' })).toMatchObject({
      port: 41080,
      hosts: { shortDomain: 'localhost:41080' },
      baseUrl: 'http://localhost:41080',
      internalPort: DEFAULT_INTERNAL_PORT,
    });
    expect(selfHosted({})).toMatchObject({ port: 8080, hosts: { shortDomain: 'localhost:8080' }, baseUrl: 'http://localhost:8080', internalPort: 8081 });
  });

  it('when PORT is 0, then the internal port is picked too, and the URLs follow the port the server got', () => {
    const config = selfHosted({ PORT: '0' });
    expect(config.internalPort).toBe(0);
    expect(withListenPort(config, 41234)).toMatchObject({ hosts: { shortDomain: 'localhost:41234' }, baseUrl: 'http://localhost:41234' });
  });

  it('when SHORT_DOMAIN and BASE_URL are set, then the listen port never changes them', () => {
    const config = selfHosted({ PORT: '0', SHORT_DOMAIN: 'links.example.com', BASE_URL: 'https://api.links.example.com/' });
    expect(withListenPort(config, 41234)).toMatchObject({ hosts: { shortDomain: 'links.example.com' }, baseUrl: 'https://api.links.example.com' });
  });

  it('when running as Cloud Functions, then there is no internal listener and the old defaults stand', () => {
    expect(loadConfig({}, 'functions')).toMatchObject({
      internalPort: null,
      hosts: { shortDomain: 'localhost:8080' },
      listenDefaults: { shortDomain: false, baseUrl: false },
    });
  });

  it('when SHORT_DOMAIN is a URL or BASE_URL has a path, then the start is refused naming the variable', () => {
    expect(() => selfHosted({ SHORT_DOMAIN: 'https://links.example.com' })).toThrow(
      'Invalid environment variable SHORT_DOMAIN: SHORT_DOMAIN is a host name (links.example.com), not a URL',
    );
    expect(() => selfHosted({ SHORT_DOMAIN: 'links.example.com/go' })).toThrow(
      'Invalid environment variable SHORT_DOMAIN: SHORT_DOMAIN must be a host name with an optional port',
    );
    expect(() => selfHosted({ BASE_URL: 'https://example.com/ferry' })).toThrow('Invalid environment variable BASE_URL: BASE_URL must be an origin');
    expect(() => selfHosted({ BASE_URL: 'https://example.com/?a=1' })).toThrow('Invalid environment variable BASE_URL: BASE_URL must be an origin');
    expect(() => selfHosted({ BASE_URL: 'ftp://example.com' })).toThrow('BASE_URL must be an http or https URL');
    expect(() => selfHosted({ INTERNAL_PORT: '70000' })).toThrow('Invalid environment variable INTERNAL_PORT');
  });
});

describe('checkConfig', () => {
  it('when the defaults are used, then nothing is wrong', () => {
    expect(problems({})).toEqual({ errors: [], warnings: [] });
    expect(problems({ PORT: '41080' })).toEqual({ errors: [], warnings: [] });
  });

  it('when INTERNAL_PORT equals PORT, then it is an error; a different one or PORT 0 is not', () => {
    expect(problems({ PORT: '9000', INTERNAL_PORT: '9000' }).errors).toEqual([
      'INTERNAL_PORT and PORT are both 9000: the TLS permission endpoint needs a port of its own',
    ]);
    expect(problems({ PORT: '9000', INTERNAL_PORT: '9001' }).errors).toEqual([]);
    expect(problems({ PORT: '0', INTERNAL_PORT: '0' }).errors).toEqual([]);
  });

  it('when a local SHORT_DOMAIN or BASE_URL names another port than PORT and no proxy is in front, then it is an error naming both', () => {
    const { errors } = problems({ PORT: '41080', SHORT_DOMAIN: 'localhost:8080', BASE_URL: 'http://localhost:8080' });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^SHORT_DOMAIN localhost:8080 sends short links to port 8080, but Ferry listens on PORT 41080 .*TRUST_PROXY/);
    expect(errors[1]).toMatch(/^BASE_URL http:\/\/localhost:8080 names port 8080, but Ferry listens on PORT 41080/);
    // A local name without a port means the scheme's port.
    expect(problems({ PORT: '8080', SHORT_DOMAIN: 'localhost' }).errors[0]).toMatch(/sends short links to port 80,/);
    expect(problems({ PORT: '80', SHORT_DOMAIN: 'localhost' }).errors).toEqual([]);
    // Behind a proxy (a local Caddy on 8443), or on a public name, the ports may differ.
    expect(problems({ PORT: '41080', SHORT_DOMAIN: 'localhost:8443', PUBLIC_SCHEME: 'https', TRUST_PROXY: '1' }).errors).toEqual([]);
    expect(problems({ PORT: '41080', SHORT_DOMAIN: 'links.example.com', BASE_URL: 'https://links.example.com' }).errors).toEqual([]);
  });

  it('when BASE_URL is a host a project could take, then it is an error; a reserved name or the short domain itself is fine', () => {
    expect(
      problems({ SHORT_DOMAIN: 'links.example.com', BASE_URL: 'https://console.links.example.com', PUBLIC_SCHEME: 'https', TRUST_PROXY: '1' }).errors,
    ).toEqual([
      'BASE_URL\'s host console.links.example.com is a project host under SHORT_DOMAIN (a project with subdomain "console" would take it): use SHORT_DOMAIN\'s own host or a reserved name such as api.links.example.com',
    ]);
    for (const base of ['https://api.links.example.com', 'https://links.example.com', 'https://ferry.example.com', 'https://a.b.links.example.com']) {
      expect(problems({ SHORT_DOMAIN: 'links.example.com', BASE_URL: base, PUBLIC_SCHEME: 'https', TRUST_PROXY: '1' })).toEqual({ errors: [], warnings: [] });
    }
  });

  it('when links on a public name are http, then it warns that Universal Links and App Links need HTTPS; local names are not warned about', () => {
    expect(problems({ SHORT_DOMAIN: 'links.example.com', BASE_URL: 'http://api.links.example.com' }).warnings).toEqual([
      'PUBLIC_SCHEME is http while SHORT_DOMAIN links.example.com is a public name: iOS Universal Links and Android App Links need HTTPS (put Caddy in front and set PUBLIC_SCHEME=https)',
    ]);
    expect(problems({ SHORT_DOMAIN: 'localhost:8080' }).warnings).toEqual([]);
  });

  it('when https links have no trusted proxy, or the API and links differ in scheme, then it warns', () => {
    expect(problems({ SHORT_DOMAIN: 'links.example.com', BASE_URL: 'https://links.example.com', PUBLIC_SCHEME: 'https' }).warnings).toEqual([
      expect.stringMatching(/^PUBLIC_SCHEME is https but TRUST_PROXY is off/),
    ]);
    expect(problems({ SHORT_DOMAIN: 'links.example.com', BASE_URL: 'http://links.example.com', PUBLIC_SCHEME: 'https', TRUST_PROXY: '1' }).warnings).toEqual([
      'BASE_URL is http while PUBLIC_SCHEME is https: the API and the short links are usually served the same way',
    ]);
  });

  it('when a self-hosted server uses Firestore without IP_HASH_PEPPER, then the start is refused; with one, or on SQLite, or as Cloud Functions, it is not', () => {
    const pepperError = expect.stringContaining('STORE=firestore needs IP_HASH_PEPPER');
    expect(problems({ STORE: 'firestore' }).errors).toEqual([pepperError]);
    expect(problems({ STORE: 'firestore', IP_HASH_PEPPER: 'p'.repeat(16) }).errors).toEqual([]);
    expect(problems({}).errors).toEqual([]);
    expect(checkConfig(loadConfig({ STORE: 'firestore' }, 'functions')).errors).toEqual([]);
  });

  it('when STORE=postgres, then DATABASE_URL and IP_HASH_PEPPER are both required; with them, the start goes on', () => {
    const url = 'postgres://ferry:secret@db.internal:5432/ferry';
    expect(problems({ STORE: 'postgres' }).errors).toEqual([
      'STORE=postgres needs DATABASE_URL (postgres://user:password@host:5432/database)',
      expect.stringContaining('STORE=postgres needs IP_HASH_PEPPER'),
    ]);
    expect(problems({ STORE: 'postgres', DATABASE_URL: url }).errors).toEqual([expect.stringContaining('STORE=postgres needs IP_HASH_PEPPER')]);
    expect(problems({ STORE: 'postgres', DATABASE_URL: url, IP_HASH_PEPPER: 'p'.repeat(16) }).errors).toEqual([]);
    expect(selfHosted({ STORE: 'postgres', DATABASE_URL: url })).toMatchObject({ database: { url, poolSize: 10 }, workers: 1 });
    // The URL means nothing to the other stores.
    expect(selfHosted({ DATABASE_URL: url }).database).toBeNull();
  });

  it('when WORKERS is above 1, then it needs STORE=postgres', () => {
    const postgres = { STORE: 'postgres', DATABASE_URL: 'postgresql://db/ferry', IP_HASH_PEPPER: 'p'.repeat(16) };
    expect(problems({ ...postgres, WORKERS: '4' }).errors).toEqual([]);
    expect(problems({ WORKERS: '2' }).errors).toEqual(['WORKERS=2 needs STORE=postgres: a sqlite store is served by one process (docs/scale-out.md)']);
    expect(problems({ WORKERS: '1' }).errors).toEqual([]);
  });

  it('when a database setting is malformed or out of bounds, then loading fails naming it; at the bounds it loads', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/ferry' }, 'self-hosted')).toThrow(
      'Invalid environment variable DATABASE_URL: DATABASE_URL must be a postgres:// URL, like postgres://ferry:password@127.0.0.1:5432/ferry',
    );
    expect(() => loadConfig({ DATABASE_URL: 'not a url' }, 'self-hosted')).toThrow(/DATABASE_URL/);
    for (const [name, low, high] of [
      ['DATABASE_POOL_SIZE', 1, 100],
      ['WORKERS', 1, 64],
    ] as const) {
      expect(() => loadConfig({ [name]: String(low - 1) }, 'self-hosted')).toThrow(`${name} must be`);
      expect(() => loadConfig({ [name]: String(high + 1) }, 'self-hosted')).toThrow(`${name} must be`);
      expect(() => loadConfig({ [name]: String(low) }, 'self-hosted')).not.toThrow();
      expect(() => loadConfig({ [name]: String(high) }, 'self-hosted')).not.toThrow();
    }
  });

  it('when a name is loopback, then it is local; anything else is not', () => {
    for (const host of ['localhost', 'demo.localhost', '127.0.0.1', '127.1.2.3', '127.10.200.30', '[::1]']) expect(isLocalHost(host)).toBe(true);
    for (const host of ['localhost.example.com', 'example.com', '128.0.0.1', 'notlocalhost', '127.0.0.1.example.com', 'a127.0.0.1'])
      expect(isLocalHost(host)).toBe(false);
  });

  it('when a local name has no port, then the scheme says which: 443 for https, 80 for http', () => {
    const https = { SHORT_DOMAIN: 'localhost', PUBLIC_SCHEME: 'https', BASE_URL: 'https://localhost' };
    expect(problems({ ...https, PORT: '443' }).errors).toEqual([]);
    expect(problems({ ...https, PORT: '80' }).errors).toEqual([
      expect.stringMatching(/^SHORT_DOMAIN localhost sends short links to port 443,/),
      expect.stringMatching(/^BASE_URL https:\/\/localhost names port 443,/),
    ]);
  });

  it('when a local SHORT_DOMAIN ends with a dot, then it is still local', () => {
    expect(problems({ PORT: '9000', SHORT_DOMAIN: 'localhost.:8080' }).errors).toEqual([
      expect.stringMatching(/^SHORT_DOMAIN localhost\.:8080 sends short links to port 8080/),
    ]);
  });

  it('when BASE_URL is outside the short domain, then no project can take it, whatever the lengths', () => {
    expect(problems({ SHORT_DOMAIN: 'x.io', BASE_URL: 'https://console1.io', PUBLIC_SCHEME: 'https', TRUST_PROXY: '1' }).errors).toEqual([]);
  });

  it('when the config is Cloud Functions, then the self-hosted proxy warning does not apply', () => {
    expect(checkConfig(loadConfig({ TRUST_PROXY: '0', SHORT_DOMAIN: 'links.example.com', BASE_URL: 'https://links.example.com' }, 'functions'))).toEqual({
      errors: [],
      warnings: [],
    });
  });
});
