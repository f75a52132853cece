// When no answer comes, the NETWORK error says which URL was asked and why, as the runtime told
// it: Node's fetch says only "fetch failed" and keeps the reason in `cause`.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeFailure } from '../src/errors';
import { createFerry, FerryError } from '../src/index';

const IOS_APP = { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0' };

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<FerryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FerryError);
  return error as FerryError;
}

describe('the NETWORK error', () => {
  it('when nothing listens on the port, then it names the URL and connect ECONNREFUSED with the address', async () => {
    const port = await closedPort();
    const error = await failure(createFerry({ host: `http://127.0.0.1:${port}`, subdomain: 'demo', timeoutMs: 600 }).getDeferredLink({ deviceInfo: IOS_APP }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(error.message).toBe(`Ferry could not be reached: POST http://127.0.0.1:${port}/api/match: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect((error as { cause?: unknown }).cause).toMatchObject({ name: 'TypeError', message: 'fetch failed' }); // the original, kept
  });

  it('when the *.localhost server is down, then it names the localhost URL it called', async () => {
    const port = await closedPort();
    const error = await failure(createFerry({ host: `http://demo.localhost:${port}`, timeoutMs: 600 }).resolve('summer-sale'));
    expect(error.message).toMatch(
      new RegExp(
        `^Ferry could not be reached: GET http://localhost:${port}/api/links/resolve/summer-sale\\?subdomain=demo: fetch failed: connect ECONNREFUSED`,
      ),
    );
  });

  it('when the host name does not resolve, then it names the host and the resolver code', async () => {
    const error = await failure(createFerry({ host: 'http://demo.invalid:8080', timeoutMs: 600 }).getDeferredLink({ deviceInfo: IOS_APP }));
    // ENOTFOUND with a resolver at hand; EAI_AGAIN on a machine with no DNS at all. The lookup is
    // retried like any network failure: when a slow resolver is still answering as the deadline
    // passes, the error is the deadline's, naming what the try before got.
    const refused = 'fetch failed: getaddrinfo (?:ENOTFOUND|EAI_AGAIN) demo\\.invalid';
    expect(error.message).toMatch(
      new RegExp(
        `^Ferry could not be reached: POST http://demo\\.invalid:8080/api/match: (?:${refused}|no answer within 600 ms \\(the try before: ${refused}\\))$`,
      ),
    );
  });

  describe('when the server accepts but never answers', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer(() => undefined);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('then it says no answer came within the deadline, rather than "aborted"', async () => {
      const error = await failure(
        createFerry({ host: `http://127.0.0.1:${port}`, subdomain: 'demo', timeoutMs: 300 }).getDeferredLink({ deviceInfo: IOS_APP }),
      );
      expect(error.message).toBe(`Ferry could not be reached: POST http://127.0.0.1:${port}/api/match: no answer within 300 ms`);
    });
  });

  it('when the try before the deadline failed otherwise, then the timeout says what that was', async () => {
    let calls = 0;
    const fetch = (_url: string, init: { signal?: AbortSignal }) =>
      ++calls === 1
        ? Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNRESET 10.0.0.1:443'), { code: 'ECONNRESET' }) }))
        : new Promise<never>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('This operation was aborted'))));
    const error = await failure(createFerry({ host: 'https://acme.links.example.com', fetch, timeoutMs: 800 }).getDeferredLink());
    expect(error.message).toBe(
      'Ferry could not be reached: POST https://acme.links.example.com/api/match: no answer within 800 ms (the try before: fetch failed: connect ECONNRESET 10.0.0.1:443)',
    );
  });

  it("describes Node's cause chains: a code missing from the message, and happy eyeballs' AggregateError", () => {
    const timeout = Object.assign(new Error('Connect Timeout Error'), { code: 'UND_ERR_CONNECT_TIMEOUT' });
    expect(describeFailure(new TypeError('fetch failed', { cause: timeout }))).toBe('fetch failed: Connect Timeout Error (UND_ERR_CONNECT_TIMEOUT)');
    const both = Object.assign(
      new AggregateError(
        [
          Object.assign(new Error('connect ECONNREFUSED ::1:8080'), { code: 'ECONNREFUSED' }),
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8080'), { code: 'ECONNREFUSED' }),
        ],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );
    expect(describeFailure(new TypeError('fetch failed', { cause: both }))).toBe(
      'fetch failed: ECONNREFUSED: connect ECONNREFUSED ::1:8080; connect ECONNREFUSED 127.0.0.1:8080',
    );
    expect(describeFailure(new TypeError('Network request failed'))).toBe('Network request failed');
  });
});
