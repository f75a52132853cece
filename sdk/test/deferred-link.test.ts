// getDeferredLink against the real server: a click on the link host, then the app's first
// launch. Once per install, remembered in the app's storage; failures are not remembered.

import { createFerry, FerryError, type FetchLike, memoryStorage } from '../src/index';
import { IPHONE_SAFARI } from './support/devices';
import { clipboardTokenOf, DEMO_HOST, type RunningFerry, startFerry } from './support/ferry-server';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 Mobile Safari/537.36';
const IOS_APP = { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0', os: 'iOS', osVersion: '17.4', model: 'iPhone15,3' };
const ANDROID_APP = { userAgent: 'okhttp/4.12.0', os: 'Android', osVersion: '14', model: 'Pixel 8' };

let ferry: RunningFerry;
let linkNumber = 0;

beforeAll(async () => {
  ferry = await startFerry();
});
afterAll(() => ferry.close());

/** A new link clicked on an iPhone: answers the clipboard token its deepview copies. */
async function clickOnIphone(): Promise<{ slug: string; token: string }> {
  const { slug } = await ferry.createLink({ title: `Promo ${++linkNumber}`, deepLink: 'acme://promo/#{slug}', params: { coupon: `C${linkNumber}` } });
  const page = await ferry.visit(slug, IPHONE_SAFARI);
  expect(page.status).toBe(200);
  return { slug, token: clipboardTokenOf(page.html) };
}

const counting = (inner: FetchLike) => {
  const calls: string[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push(url);
    return inner(url, init);
  };
  return { fetch, calls };
};

describe('getDeferredLink', () => {
  it('when the app reads the clipboard the deepview filled, then it answers the clicked link with matchType clipboard', async () => {
    const { slug, token } = await clickOnIphone();
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch });
    const match = await sdk.getDeferredLink({ readClipboard: async () => token, deviceInfo: IOS_APP });
    expect(match).toMatchObject({
      matched: true,
      slug,
      deepLink: `acme://promo/${slug}`,
      params: { coupon: `C${linkNumber}` },
      matchType: 'clipboard',
      confidence: 1,
      subdomain: 'demo',
    });
    expect(typeof match?.clickedAt).toBe('string');
  });

  it('when asked again, by the same client or after a relaunch with the same storage, then the remembered answer comes back without a request', async () => {
    const { token } = await clickOnIphone();
    const storage = memoryStorage();
    const { fetch, calls } = counting(ferry.fetch);
    const first = await createFerry({ host: DEMO_HOST, fetch, storage }).getDeferredLink({ readClipboard: () => token, deviceInfo: IOS_APP });
    expect(first?.matchType).toBe('clipboard');
    const readClipboard = jest.fn(async () => token);
    const sdk = createFerry({ host: DEMO_HOST, fetch, storage });
    expect(await sdk.getDeferredLink({ readClipboard, deviceInfo: IOS_APP })).toEqual(first);
    expect(await sdk.getDeferredLink({ readClipboard, deviceInfo: IOS_APP })).toEqual(first);
    expect(calls).toHaveLength(1);
    expect(readClipboard).not.toHaveBeenCalled(); // no second paste prompt on iOS
  });

  it('when no click matches, then it resolves null (not an error), and remembers that too', async () => {
    const { fetch, calls } = counting(ferry.fetch);
    const storage = memoryStorage();
    expect(await createFerry({ host: DEMO_HOST, fetch, storage }).getDeferredLink({ deviceInfo: ANDROID_APP })).toBeNull();
    expect(await createFerry({ host: DEMO_HOST, fetch, storage }).getDeferredLink({ deviceInfo: ANDROID_APP })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('when the first request fails on the network, then it is retried and the match still arrives', async () => {
    const { token } = await clickOnIphone();
    let failures = 1;
    const { fetch, calls } = counting((url, init) => (failures-- > 0 ? Promise.reject(new TypeError('Network request failed')) : ferry.fetch(url, init)));
    const match = await createFerry({ host: DEMO_HOST, fetch }).getDeferredLink({ readClipboard: () => token, deviceInfo: IOS_APP });
    expect(match?.matchType).toBe('clipboard');
    expect(calls).toHaveLength(2);
  });

  it('when the deadline passes with only network failures, then it rejects with NETWORK and the next launch asks again', async () => {
    const { token } = await clickOnIphone();
    const storage = memoryStorage();
    const offline: FetchLike = () => Promise.reject(new TypeError('Network request failed'));
    const started = Date.now();
    const failed = createFerry({ host: DEMO_HOST, fetch: offline, storage, timeoutMs: 400 }).getDeferredLink({
      readClipboard: () => token,
      deviceInfo: IOS_APP,
    });
    await expect(failed).rejects.toMatchObject({ name: 'FerryError', status: 0, code: 'NETWORK' });
    await expect(failed).rejects.toBeInstanceOf(FerryError);
    expect(Date.now() - started).toBeLessThan(1500);
    const { fetch, calls } = counting(ferry.fetch);
    const match = await createFerry({ host: DEMO_HOST, fetch, storage }).getDeferredLink({ readClipboard: () => token, deviceInfo: IOS_APP });
    expect(match?.matchType).toBe('clipboard');
    expect(calls).toHaveLength(1);
  });

  it('when an Android app passes the Play install referrer, then the click is found with matchType referrer', async () => {
    await ferry.setProject({ android: { packageName: 'com.acme.app' } });
    const { slug } = await ferry.createLink({ title: 'Android promo', deepLink: 'acme://android' });
    const page = await ferry.visit(slug, ANDROID_CHROME);
    // What the Play Install Referrer API hands the app: the store URL's `referrer`, decoded.
    const encoded = /[?&;]referrer=([^"&]+)/.exec(page.html)?.[1];
    expect(encoded).toBeDefined();
    const installReferrer = async () => decodeURIComponent(encoded!);
    const match = await createFerry({ host: DEMO_HOST, fetch: ferry.fetch }).getDeferredLink({ installReferrer, deviceInfo: ANDROID_APP });
    expect(match).toMatchObject({ slug, deepLink: 'acme://android', matchType: 'referrer', confidence: 1 });
  });

  it('when the host does not name the project, then the subdomain option is sent in the body and the global fetch works as is', async () => {
    const { slug, token } = await clickOnIphone();
    const sdk = createFerry({ host: ferry.apiBase, subdomain: 'demo' });
    expect(await sdk.getDeferredLink({ readClipboard: () => `Copied: ${token}`, deviceInfo: IOS_APP })).toMatchObject({ slug, matchType: 'clipboard' });
  });

  it('when the host names no project and no subdomain is given, then it rejects with the server 400, not retried and not remembered', async () => {
    const { fetch, calls } = counting(globalThis.fetch as unknown as FetchLike);
    const sdk = createFerry({ host: ferry.apiBase, fetch, storage: memoryStorage() });
    await expect(sdk.getDeferredLink({ deviceInfo: IOS_APP })).rejects.toMatchObject({ status: 400, code: 'INVALID_ARGUMENT', field: 'subdomain' });
    expect(calls).toHaveLength(1);
    await expect(sdk.getDeferredLink({ deviceInfo: IOS_APP })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(2);
  });
});
