// resolve and referrals against the real server: a link opened while the app is installed,
// and an invite tracked then qualified with the project's publishable key.

import { createFerry, FerryError } from '../src/index';
import { DEMO_HOST, type RunningFerry, startFerry } from './support/ferry-server';

let ferry: RunningFerry;

beforeAll(async () => {
  ferry = await startFerry();
});
afterAll(() => ferry.close());

describe('resolve', () => {
  it('when given a known short URL or its slug, then it answers the deep link and params, counting no click', async () => {
    const { slug, shortUrl } = await ferry.createLink({ title: 'Summer sale', deepLink: 'acme://sale', params: { discount: 20 } });
    expect(shortUrl).toBe(`${DEMO_HOST}/${slug}`);
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch });
    const expected = { slug, deepLink: 'acme://sale', params: { discount: 20 }, title: 'Summer sale' };
    expect(await sdk.resolve(`${shortUrl}?utm_source=mail#top`)).toEqual(expected);
    expect(await sdk.resolve(slug)).toEqual(expected);
    // A *.localhost host is called on localhost, the project named by the subdomain query.
    expect(ferry.fetch.calls.at(-1)).toBe(`GET http://localhost:8080/api/links/resolve/${slug}?subdomain=demo`);
    expect(await ferry.clickHistory(slug)).toEqual([]);
  });

  it('when the slug is unknown, then it resolves null', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch });
    expect(await sdk.resolve(`${DEMO_HOST}/no-such-link`)).toBeNull();
  });

  it('when the URL has no path a slug could be, then it resolves null without a request', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch });
    const before = ferry.fetch.calls.length;
    expect(await sdk.resolve(`${DEMO_HOST}/`)).toBeNull();
    expect(await sdk.resolve(`${DEMO_HOST}/not a slug`)).toBeNull();
    expect(ferry.fetch.calls.length).toBe(before);
  });

  it('when the host is an IP address, then the subdomain option names the project and the global fetch works', async () => {
    const { slug } = await ferry.createLink({ title: 'By IP', deepLink: 'acme://ip' });
    expect(await createFerry({ host: ferry.apiBase, subdomain: 'demo' }).resolve(slug)).toMatchObject({ slug, deepLink: 'acme://ip' });
    await expect(createFerry({ host: ferry.apiBase }).resolve(slug)).rejects.toMatchObject({ code: 'CONFIG' });
  });
});

describe('referrals', () => {
  it('when an invited user signs up and then qualifies, then track answers attributed and qualify answers qualified', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch, publishableKey: ferry.publishableKey });
    expect(await sdk.referrals.track({ referrerId: 'alice', newUserId: 'bob', referrerLabel: 'Alice' })).toEqual({ status: 'attributed', flagReason: null });
    expect(await sdk.referrals.qualify({ newUserId: 'bob', event: 'first_order' })).toEqual({
      status: 'qualified',
      flagReason: null,
      qualifyEvent: 'first_order',
    });
  });

  it('when a user refers themself, then the attribution comes back flagged', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch, publishableKey: ferry.publishableKey });
    expect(await sdk.referrals.track({ referrerId: 'carol', newUserId: 'carol' })).toEqual({ status: 'attributed', flagReason: 'self_referral' });
  });

  it('when qualifying a user never tracked, then it rejects with the 404 FerryError, not retried', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch, publishableKey: ferry.publishableKey });
    const before = ferry.fetch.calls.length;
    const failed = sdk.referrals.qualify({ newUserId: 'nobody' });
    await expect(failed).rejects.toBeInstanceOf(FerryError);
    await expect(failed).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(ferry.fetch.calls.length).toBe(before + 1);
  });

  it('when the publishable key is wrong, then it rejects with 401', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch, publishableKey: 'pk_live_wrong' });
    await expect(sdk.referrals.track({ referrerId: 'alice', newUserId: 'dave' })).rejects.toMatchObject({ status: 401 });
  });

  it('when no publishable key is configured, then tracking does nothing and resolves null', async () => {
    const sdk = createFerry({ host: DEMO_HOST, fetch: ferry.fetch });
    const before = ferry.fetch.calls.length;
    expect(await sdk.referrals.track({ referrerId: 'alice', newUserId: 'erin' })).toBeNull();
    expect(await sdk.referrals.qualify({ newUserId: 'erin' })).toBeNull();
    expect(ferry.fetch.calls.length).toBe(before);
  });

  it('when a secret key is passed as the publishable key, then createFerry refuses it', () => {
    expect(() => createFerry({ host: DEMO_HOST, publishableKey: ferry.secretKey })).toThrow(/secret key/);
  });
});
