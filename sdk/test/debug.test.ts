// The `debug` option against the real server: what the library logs, and why the server says a
// match was or was not found, told only when the project's secret key comes along.

import { createFerry, type FetchLike, memoryStorage } from '../src/index';
import { IOS_APP, IPHONE_SAFARI } from './support/devices';
import { clipboardTokenOf, type RunningFerry, startFerry } from './support/ferry-server';

let ferry: RunningFerry;
let host: string;

beforeAll(async () => {
  ferry = await startFerry();
  host = `http://demo.localhost:${ferry.port}`;
});
afterAll(() => ferry.close());

/** The global fetch, keeping each request's headers and body for the test to read. */
function recording() {
  const sent: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({ headers: init.headers, body: JSON.parse(init.body ?? '{}') as Record<string, unknown> });
    return (globalThis.fetch as unknown as FetchLike)(url, init);
  };
  return { fetch, sent };
}

describe('debug', () => {
  it('with the secret key, when a Node script sends no device facts, then null, and the log says the OS is missing', async () => {
    const lines: string[] = [];
    const sdk = createFerry({ host, debug: { secretKey: ferry.secretKey, log: (line) => lines.push(line) } });
    expect(await sdk.getDeferredLink()).toBeNull();
    expect(lines).toEqual([
      `[ferry] ${host} is called as http://localhost:${ferry.port}, naming subdomain "demo" (*.localhost is loopback)`,
      expect.stringMatching(/^\[ferry\] no deferred link: fingerprint no_os: Neither the user agent \("node"\) nor deviceInfo\.os names iOS or Android/),
    ]);
  });

  it('with the secret key, when a token matches, then the log tells the checks, and the app gets the match without them', async () => {
    const { slug } = await ferry.createLink({ title: 'Debugged', deepLink: 'demo://debugged' });
    const token = clipboardTokenOf((await ferry.visit(slug, IPHONE_SAFARI)).html);
    const lines: string[] = [];
    const { fetch, sent } = recording();
    const sdk = createFerry({ host, fetch, debug: { secretKey: ferry.secretKey, log: (line) => lines.push(line) } });
    const match = await sdk.getDeferredLink({ readClipboard: () => token, deviceInfo: IOS_APP, installReferrer: 'utm_source=mail' });
    expect(match).toMatchObject({ slug, matchType: 'clipboard' });
    expect(match).not.toHaveProperty('reason');
    expect(match).not.toHaveProperty('checks');
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^\\[ferry\\] deferred link ${slug} \\(clipboard, confidence 1\\): referrer no_token: .*; then clipboard matched: The clipboard token names a pending click \\(link ${slug}, clicked \\d+ min ago\\)$`,
      ),
    );
    expect(sent[0]).toMatchObject({ headers: { authorization: `Bearer ${ferry.secretKey}` }, body: { debug: true, subdomain: 'demo' } });
  });

  it('without a secret key, then no key and no debug flag are sent, and the log says how to learn why', async () => {
    const lines: string[] = [];
    const { fetch, sent } = recording();
    expect(await createFerry({ host, fetch, debug: { log: (line) => lines.push(line) } }).getDeferredLink()).toBeNull();
    expect(sent[0]!.headers).not.toHaveProperty('authorization');
    expect(sent[0]!.body).not.toHaveProperty('debug');
    expect(lines.at(-1)).toBe("[ferry] no deferred link; the server says why only to this project's secret key: createFerry({ debug: { secretKey } })");
  });

  it("with another project's (or a revoked) secret key, then the log says the key is not this project's", async () => {
    const lines: string[] = [];
    await createFerry({ host, debug: { secretKey: 'sk_live_notThisProjectsKey0000000000', log: (line) => lines.push(line) } }).getDeferredLink();
    expect(lines.at(-1)).toBe("[ferry] no deferred link; the server gave no reason: debug.secretKey is not this project's secret key");
  });

  it('when the answer was stored by an earlier launch, then the log says so and names the key to clear', async () => {
    const storage = memoryStorage();
    const lines: string[] = [];
    const options = { host, storage, debug: { secretKey: ferry.secretKey, log: (line: string) => lines.push(line) } };
    await createFerry(options).getDeferredLink();
    await createFerry(options).getDeferredLink();
    expect(lines.at(-1)).toBe(
      `[ferry] getDeferredLink: the answer stored under "ferry:deferred-link:${host}" (no match); this install asked already, clear that key to ask again`,
    );
  });

  it('when a try fails, then the log tells it at once, before the next try', async () => {
    const lines: string[] = [];
    let failures = 1;
    const fetch: FetchLike = (url, init) =>
      failures-- > 0 ? Promise.reject(new TypeError('Network request failed')) : (globalThis.fetch as unknown as FetchLike)(url, init);
    await createFerry({ host, fetch, debug: { log: (line) => lines.push(line) } }).getDeferredLink();
    expect(lines[1]).toMatch(
      new RegExp(`^\\[ferry\\] Ferry could not be reached: POST http://localhost:${ferry.port}/api/match: Network request failed; trying again in \\d+ ms$`),
    );
  });

  it('debug: true logs to console.log; a debug key that is not a secret key is refused at once', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await createFerry({ host, debug: true }).getDeferredLink();
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[ferry\] no deferred link/));
    } finally {
      log.mockRestore();
    }
    expect(() => createFerry({ host, debug: { secretKey: ferry.publishableKey } })).toThrow(/debug\.secretKey must be the project's secret key/);
  });
});
