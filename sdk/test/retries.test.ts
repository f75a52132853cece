// The retry and deadline rules, with a scripted fetch: what the real server does not do on
// demand (5xx, 429 with Retry-After, a request that hangs, a body that is not JSON).

import { createFerry, type FetchLike, type StorageAdapter } from '../src/index';
import { backoffMs, retryAfterMs } from '../src/retry-policy';
import { fakeFetch, MATCH } from './support/fake-fetch';

const HOST = 'https://acme.links.example.com';
const failingStorage: StorageAdapter = {
  getItem: () => Promise.reject(new Error('storage is locked')),
  setItem: () => Promise.reject(new Error('quota exceeded')),
};

describe('retries and the deadline', () => {
  it('when the server answers 503 then 200, then the second answer is used', async () => {
    const fetch = fakeFetch({ status: 503, body: { error: 'busy', code: 'UNAVAILABLE' } }, { status: 200, body: MATCH });
    expect(await createFerry({ host: HOST, fetch }).getDeferredLink()).toEqual(MATCH);
    expect(fetch.sent).toHaveLength(2);
  });

  it('when a 429 carries a short Retry-After, then the retry waits that long', async () => {
    const fetch = fakeFetch(
      { status: 429, body: { error: 'Too many requests', code: 'RATE_LIMITED' }, headers: { 'Retry-After': '1' } },
      { status: 200, body: { matched: false } },
    );
    const started = Date.now();
    expect(await createFerry({ host: HOST, fetch, timeoutMs: 3000 }).getDeferredLink()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fetch.sent).toHaveLength(2);
  });

  it('when a 429 asks for a wait past the deadline, then it rejects at once with RATE_LIMITED', async () => {
    const fetch = fakeFetch({ status: 429, body: { error: 'Too many requests', code: 'RATE_LIMITED' }, headers: { 'Retry-After': '60' } });
    const started = Date.now();
    await expect(createFerry({ host: HOST, fetch }).getDeferredLink()).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
    });
    expect(Date.now() - started).toBeLessThan(500);
    expect(fetch.sent).toHaveLength(1);
  });

  it('when the server keeps answering 500, then the last error comes back at the deadline and nothing is remembered', async () => {
    const fetch = fakeFetch({ status: 500, body: { error: 'Internal error', code: 'INTERNAL' } });
    const sdk = createFerry({ host: HOST, fetch, timeoutMs: 1000 });
    await expect(sdk.getDeferredLink()).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    const calls = fetch.sent.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    await expect(sdk.getDeferredLink()).rejects.toMatchObject({ status: 500 });
    expect(fetch.sent.length).toBeGreaterThan(calls);
  });

  it('when a failed try leaves less than a quarter of the deadline after the wait, then its error comes back, not a try cut short', async () => {
    const inner = fakeFetch({ status: 503, body: { error: 'busy', code: 'UNAVAILABLE' } });
    const slow: FetchLike = async (url, init) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      return inner(url, init);
    };
    await expect(createFerry({ host: HOST, fetch: slow, timeoutMs: 1000 }).getDeferredLink()).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(inner.sent).toHaveLength(1);
  });

  it('when a request hangs, then it is aborted at the deadline and rejects with NETWORK', async () => {
    const fetch = fakeFetch({ hang: true });
    await expect(createFerry({ host: HOST, fetch, timeoutMs: 200 }).getDeferredLink()).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(fetch.signals[0]?.aborted).toBe(true);
  });

  it('when a 4xx other than 429 comes back, then it is not retried and its code and field are kept', async () => {
    const fetch = fakeFetch({ status: 400, body: { error: 'Unknown field: extra', code: 'INVALID_ARGUMENT', field: 'extra' } });
    await expect(createFerry({ host: HOST, fetch }).getDeferredLink()).rejects.toMatchObject({ status: 400, code: 'INVALID_ARGUMENT', field: 'extra' });
    expect(fetch.sent).toHaveLength(1);
  });

  it('when a 200 is not JSON (a captive portal page), then it rejects with BAD_RESPONSE and nothing is remembered', async () => {
    const fetch = fakeFetch({ status: 200, body: '<html>Sign in to Wi-Fi</html>' }, { status: 200, body: { matched: false } });
    const sdk = createFerry({ host: HOST, fetch });
    await expect(sdk.getDeferredLink()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(await sdk.getDeferredLink()).toBeNull();
  });

  it('backs off exponentially with jitter and reads Retry-After as seconds or an HTTP date', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, () => 1))).toEqual([250, 500, 1000, 2000, 4000]);
    expect(backoffMs(0, () => 0)).toBe(125);
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});

describe('what getDeferredLink sends', () => {
  it('sends deviceInfo with a timestamp, only the clipboard token, the install referrer, and no subdomain unless set', async () => {
    const fetch = fakeFetch({ status: 200, body: { matched: false } });
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    await createFerry({ host: `${HOST}/`, fetch }).getDeferredLink({
      readClipboard: async () => `my password is hunter2\n${token}`,
      installReferrer: 'ferry_click=xyz&utm_source=google-play',
      deviceInfo: {
        os: 'Android',
        model: 'Pixel 8',
        screen: { width: 412, height: 915, pixelRatio: 2.6 },
        timezone: 'Europe/Paris',
        language: 'fr-FR',
        extra: 1,
      } as never,
    });
    const [request] = fetch.sent;
    expect(request?.url).toBe(`${HOST}/api/match`);
    expect(request?.init.method).toBe('POST');
    expect(request?.body).toEqual({
      deviceInfo: {
        timestamp: expect.any(Number),
        os: 'Android',
        model: 'Pixel 8',
        screen: { width: 412, height: 915, pixelRatio: 2.6 },
        timezone: 'Europe/Paris',
        language: 'fr-FR',
      },
      clipboard: token,
      installReferrer: 'ferry_click=xyz&utm_source=google-play',
    });
  });

  it('fills the time zone from Intl, sends subdomain when set, and goes on when the clipboard reader throws', async () => {
    const fetch = fakeFetch({ status: 200, body: { matched: false } });
    const readClipboard = () => Promise.reject(new Error('paste denied'));
    await createFerry({ host: 'http://10.0.2.2:8080', subdomain: 'acme', fetch }).getDeferredLink({ readClipboard, installReferrer: 'x'.repeat(2000) });
    const body = fetch.sent[0]?.body;
    expect(body).toEqual({ deviceInfo: expect.objectContaining({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }), subdomain: 'acme' });
  });

  it('when called twice at once, then one request serves both', async () => {
    const fetch = fakeFetch({ status: 200, body: MATCH });
    const sdk = createFerry({ host: HOST, fetch });
    const [a, b] = await Promise.all([sdk.getDeferredLink(), sdk.getDeferredLink()]);
    expect(a).toEqual(MATCH);
    expect(b).toEqual(MATCH);
    expect(fetch.sent).toHaveLength(1);
  });

  it('when the storage fails, then the answer still arrives and this client does not ask twice', async () => {
    const fetch = fakeFetch({ status: 200, body: MATCH });
    const sdk = createFerry({ host: HOST, fetch, storage: failingStorage });
    expect(await sdk.getDeferredLink()).toEqual(MATCH);
    expect(await sdk.getDeferredLink()).toEqual(MATCH);
    expect(fetch.sent).toHaveLength(1);
  });

  it('accepts window.localStorage-like synchronous storage as it is', async () => {
    const items: Record<string, string> = {};
    const local = { getItem: (k: string) => items[k] ?? null, setItem: (k: string, v: string) => void (items[k] = v) };
    const fetch = fakeFetch({ status: 200, body: MATCH });
    await createFerry({ host: HOST, fetch, storage: local }).getDeferredLink();
    expect(await createFerry({ host: HOST, fetch, storage: local }).getDeferredLink()).toEqual(MATCH);
    expect(fetch.sent).toHaveLength(1);
    expect(Object.keys(items)).toEqual([`ferry:deferred-link:${HOST}`]);
  });

  it('refuses a host that is not an http(s) URL', () => {
    expect(() => createFerry({ host: 'acme.links.example.com' })).toThrow(expect.objectContaining({ code: 'CONFIG' }));
  });
});
