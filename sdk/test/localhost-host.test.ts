// A self-hosted project's own host, http://demo.localhost:<port>, with Node's global fetch and
// nothing else: Node does not resolve *.localhost, so the library calls localhost and names the
// project by subdomain. This is the set-up sdk/README.md shows for testing on one machine.

import { createFerry } from '../src/index';
import { IOS_APP, IPHONE_SAFARI } from './support/devices';
import { clipboardTokenOf, type RunningFerry, startFerry } from './support/ferry-server';

let ferry: RunningFerry;
let host: string;

beforeAll(async () => {
  ferry = await startFerry();
  host = `http://demo.localhost:${ferry.port}`;
});
afterAll(() => ferry.close());

describe('a *.localhost host in Node, with the global fetch', () => {
  it('when an iPhone visited the link on this machine, then getDeferredLink finds it by fingerprint', async () => {
    const { slug } = await ferry.createLink({ title: 'Summer sale', deepLink: 'demo://sale' });
    expect((await ferry.visit(slug, IPHONE_SAFARI)).status).toBe(200);
    const match = await createFerry({ host, timeoutMs: 3000 }).getDeferredLink({ deviceInfo: IOS_APP });
    expect(match).toMatchObject({ matched: true, slug, deepLink: 'demo://sale', subdomain: 'demo', matchType: 'fingerprint' });
  });

  it('when the app reads the clipboard token, then it matches by clipboard', async () => {
    const { slug } = await ferry.createLink({ title: 'Clipboard', deepLink: 'demo://clip' });
    const token = clipboardTokenOf((await ferry.visit(slug, IPHONE_SAFARI)).html);
    const match = await createFerry({ host, timeoutMs: 3000 }).getDeferredLink({ readClipboard: () => token, deviceInfo: IOS_APP });
    expect(match).toMatchObject({ slug, matchType: 'clipboard' });
  });

  it('when the app resolves a short link and tracks a referral, then both reach the project', async () => {
    const { slug, shortUrl } = await ferry.createLink({ title: 'Invite', deepLink: 'demo://invite' });
    const sdk = createFerry({ host, publishableKey: ferry.publishableKey, timeoutMs: 3000 });
    expect(await sdk.resolve(shortUrl)).toMatchObject({ slug, deepLink: 'demo://invite' });
    expect(await sdk.referrals.track({ referrerId: 'alice', newUserId: 'bob', linkId: slug })).toMatchObject({ status: 'attributed' });
  });

  it('when another subdomain is named, then that project answers (here: none, a 400 naming subdomain)', async () => {
    const sdk = createFerry({ host: `http://nobody.localhost:${ferry.port}`, timeoutMs: 3000 });
    await expect(sdk.getDeferredLink({ deviceInfo: IOS_APP })).rejects.toMatchObject({ status: 400, field: 'subdomain' });
  });
});
