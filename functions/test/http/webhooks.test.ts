// Webhooks on every store: CRUD and its refusals, each event type delivered to a
// local receiver with a valid signature and a body the OpenAPI document's webhooks section
// takes, retries with backoff, 410 turning a webhook off, the delivery log and the test event.
import { verifyDelivery } from '../../src/domain/webhooks/signature';
import { checkLinkHealth } from '../../src/services/link-health/check-links';
import { raiseClickEvents } from '../../src/services/webhooks/click-events';
import { drainWebhooks } from '../../src/services/webhooks/dispatcher';
import { everyStore } from '../support/every-store';
import { appProject, matchFromDeepview } from '../support/link-host';
import { deliveryDeparture } from '../support/openapi-contract';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';
import { startReceiver } from '../support/webhook-receiver';

const stores = everyStore('webhooks');

describe.each(stores)('webhooks (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  let now = new Date('2026-11-20T10:00:00.000Z');
  /** URLs the link health probe finds dead. */
  const dead = new Set<string>();
  const setNow = (date: Date) => {
    now = date;
    t.setNow(date);
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, token = acme.secretKey) => t.call(method, path, { token, body });
  const hooks = () => `/api/projects/${acme.id}/webhooks`;
  const create = async (body: object) => {
    const res = await call('POST', hooks(), { url: 'https://hooks.example.com/ferry', ...body });
    expect(res.status).toBe(200);
    return res.json as { id: string; secret: string };
  };
  const bodies = () => receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown>; projectId: string; id: string });
  /** Every request received so far carries a valid signature of this secret. */
  const allSigned = (secret: string) =>
    receiver.received.every((r) =>
      verifyDelivery(
        secret,
        { signature: String(r.headers['ferry-webhook-signature']), timestamp: String(r.headers['ferry-webhook-timestamp']) },
        r.body,
        Math.floor(now.getTime() / 1000),
      ),
    );

  beforeAll(async () => {
    receiver = await startReceiver();
    t = testApp(await openStore(), {
      webhooks: receiver.webhooks,
      checkUrl: async (url) => (dead.has(url) ? { live: false, error: 'HTTP 404' } : { live: true, error: null }),
    });
    setNow(now);
    acme = await appProject(t, `hooks${_name.slice(0, 2)}`);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  // Every body any test received is one the document describes.
  afterEach(() => {
    expect(
      bodies()
        .map((body) => deliveryDeparture(body))
        .filter(Boolean),
    ).toEqual([]);
  });
  beforeEach(async () => {
    for (const hook of (await call('GET', hooks())).json as { id: string }[]) await call('DELETE', `${hooks()}/${hook.id}`);
    receiver.received.length = 0;
  });

  it('when a webhook is created, then its secret is answered once and reads never show it', async () => {
    const res = await call('POST', hooks(), { url: 'https://hooks.example.com/ferry', events: ['link.created', 'link.created', 'install.matched'] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^wh_[0-9a-z]{16}$/),
      url: 'https://hooks.example.com/ferry',
      events: ['link.created', 'install.matched'],
      enabled: true,
      disabledReason: null,
      secret: expect.stringMatching(/^whsec_[\w-]{32}$/),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const { secret: _secret, ...view } = res.json;
    expect((await call('GET', `${hooks()}/${res.json.id}`)).json).toEqual(view);
    expect((await call('GET', hooks())).json).toEqual([view]);
    expect(JSON.stringify((await call('GET', hooks())).json)).not.toContain('whsec_');
  });

  it.each([
    [{ url: 'http://hooks.example.com/x', events: ['link.created'] }, 400, 'url must be an https URL'],
    [{ url: 'https://db.internal/x', events: ['link.created'] }, 400, 'url must resolve to a public address'],
    [{ url: 'https://10.0.0.1/x', events: ['link.created'] }, 400, 'url must resolve to a public address'],
    [{ url: 'https://hooks.invalid/x', events: ['link.created'] }, 400, "url's host name does not resolve"],
    [{ url: 'https://hooks.dns-down.example/x', events: ['link.created'] }, 503, "url's host name could not be resolved right now; try again shortly"],
    [{ url: 'https://hooks.example.com/x', events: [] }, 400, 'events must name at least one event'],
    [{ url: 'https://hooks.example.com/x', events: ['link.exploded'] }, 400, expect.stringContaining('events must each be one of')],
    [{ url: 'https://hooks.example.com/x', events: ['link.created'], secret: 'mine' }, 400, 'Unknown field: secret'],
  ])('when %j is sent, then %i: %s, and nothing is stored', async (body, status, error) => {
    const res = await call('POST', hooks(), body);
    expect(res.status).toBe(status);
    expect(res.json.error).toEqual(error);
    expect((await call('GET', hooks())).json).toEqual([]);
  });

  it("when DNS fails while a webhook's URL is checked, then 503 UNAVAILABLE at the url field with Retry-After, on create and on edit, and the webhook keeps its URL", async () => {
    const down = { url: 'https://hooks.dns-down.example/x', events: ['link.created'] };
    const created = await call('POST', hooks(), down);
    expect(created.status).toBe(503);
    expect(created.json).toEqual({ error: "url's host name could not be resolved right now; try again shortly", code: 'UNAVAILABLE', field: 'url' });
    expect(created.headers.get('retry-after')).toBe('5');
    const { id } = await create({ events: ['link.created'] });
    const edited = await call('PATCH', `${hooks()}/${id}`, { url: down.url });
    expect([edited.status, edited.json.code]).toEqual([503, 'UNAVAILABLE']);
    const gone = await call('PATCH', `${hooks()}/${id}`, { url: 'https://gone.invalid/x' });
    expect([gone.status, gone.json.error]).toEqual([400, "url's host name does not resolve"]);
    expect((await call('GET', `${hooks()}/${id}`)).json.url).toBe('https://hooks.example.com/ferry');
  });

  it('when a free project asks for link.clicked, then 403 PLAN_LIMIT_REACHED; an 11th webhook is refused', async () => {
    const free = await t.seedProject(`free${_name.slice(0, 2)}${Date.now() % 1000}`, 'free');
    const refused = await t.call('POST', `/api/projects/${free.id}/webhooks`, {
      token: free.secretKey,
      body: { url: 'https://h.example.com/x', events: ['link.clicked'] },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'PLAN_LIMIT_REACHED', error: 'link.clicked webhooks need the indie or studio plan' });
    for (let i = 0; i < 10; i += 1) await create({ events: ['link.created'] });
    const eleventh = await call('POST', hooks(), { url: 'https://hooks.example.com/ferry', events: ['link.created'] });
    expect(eleventh.status).toBe(403);
    expect(eleventh.json.error).toBe('A project can have at most 10 webhooks');
  });

  it("when another project's key or a publishable key asks, then it is refused", async () => {
    const { id } = await create({ events: ['link.created'] });
    const other = await t.seedProject(`oth${_name.slice(0, 2)}${Date.now() % 1000}`);
    expect((await call('GET', `${hooks()}/${id}`, undefined, other.secretKey)).status).toBe(403);
    expect((await call('DELETE', `${hooks()}/${id}`, undefined, acme.publishableKey)).status).toBe(403);
    expect((await t.call('GET', `/api/projects/${other.id}/webhooks/${id}`, { token: other.secretKey })).status).toBe(404);
  });

  it('when links are created and deleted, an install is matched and a referral tracked and qualified, then each event is delivered signed', async () => {
    const { secret } = await create({ events: ['link.created', 'link.deleted', 'install.matched', 'referral.tracked', 'referral.qualified'] });
    const link = await acme.link({ slug: 'hooked', title: 'Hooked', desktopUrl: 'https://acme.example/hooked' });
    const page = await acme.visit(`/${link.slug}`, UA.iphoneSafari);
    expect(await matchFromDeepview(t, acme.project.subdomain, await page.text())).toBe(true);
    expect((await call('POST', '/api/referrals/track', { referrerId: 'user_1', newUserId: 'user_2' })).status).toBe(200);
    expect((await call('POST', '/api/referrals/qualify', { newUserId: 'user_2' })).status).toBe(200);
    expect((await call('DELETE', `/api/links/${link.slug}`)).status).toBe(200);
    expect(await drainWebhooks(t.deps)).toBe(5);

    expect(
      bodies()
        .map((b) => b.type)
        .sort(),
    ).toEqual(['install.matched', 'link.created', 'link.deleted', 'referral.qualified', 'referral.tracked']);
    for (const r of receiver.received) {
      const timestamp = r.headers['ferry-webhook-timestamp'] as string;
      expect(verifyDelivery(secret, { signature: r.headers['ferry-webhook-signature'] as string, timestamp }, r.body, Math.floor(now.getTime() / 1000))).toBe(
        true,
      );
      expect(r.headers['ferry-webhook-id']).toBe(JSON.parse(r.body).id);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.body).not.toMatch(/203\.0\.113|Mozilla|sk_live|pk_live/);
    }
    const byType = Object.fromEntries(bodies().map((b) => [b.type, b]));
    expect(byType['link.created']).toMatchObject({
      projectId: acme.id,
      data: { slug: 'hooked', shortUrl: link.shortUrl, desktopUrl: 'https://acme.example/hooked' },
    });
    expect(byType['install.matched']!.data).toMatchObject({ slug: 'hooked', platform: 'ios', matchType: 'clipboard', confidence: 1 });
    expect(byType['referral.tracked']!.data).toMatchObject({ referrerId: 'user_1', newUserId: 'user_2', status: 'attributed' });
    expect(byType['referral.qualified']!.data).toMatchObject({ newUserId: 'user_2', status: 'qualified' });
    expect(byType['link.deleted']!.data).toEqual({ slug: 'hooked', deletedAt: now.toISOString() });
    expect(await drainWebhooks(t.deps)).toBe(0);
  });

  it('when links are created in bulk, from a CSV file or by cloning, then each one raises link.created', async () => {
    await create({ events: ['link.created'] });
    const bulk = await call('POST', '/api/links/bulk', {
      links: [
        { title: 'One', slug: 'bulk-1' },
        { title: 'Two', slug: 'bulk-2' },
      ],
    });
    expect(bulk.status).toBe(200);
    const form = new FormData();
    form.append('projectId', acme.id);
    form.append('file', new File(['title,deepLink,slug\r\nThree,acme://3,csv-3\r\n'], 'links.csv', { type: 'text/csv' }));
    const csv = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${acme.secretKey}` }, body: form });
    expect(csv.status).toBe(200);
    const clone = await call('POST', '/api/links/csv-3/clone');
    expect(clone.status).toBe(200);
    expect(await drainWebhooks(t.deps)).toBe(4);
    expect(
      bodies()
        .map((b) => [b.type, b.data.slug])
        .sort(),
    ).toEqual([
      ['link.created', 'bulk-1'],
      ['link.created', 'bulk-2'],
      ['link.created', 'csv-3'],
      ['link.created', 'csv-3-copy'],
    ]);
    expect(bodies().find((b) => b.data.slug === 'csv-3-copy')!.data).toMatchObject({
      title: 'Three (copy)',
      deepLink: 'acme://3',
      shortUrl: clone.json.link.shortUrl,
    });
    expect(new Set(bodies().map((b) => b.id)).size).toBe(4);
  });

  it('when links are visited, then link.clicked is raised for each stored click once it is 40 s old, once, without IP or user agent', async () => {
    setNow(new Date(now.getTime() + 1000));
    const { id, secret } = await create({ events: ['link.clicked'] });
    await acme.link({ slug: 'clicked', desktopUrl: 'https://acme.example/c' });
    await acme.visit('/clicked', UA.desktopChrome, { headers: { referer: 'https://t.co/x', 'x-test-country': 'DE' } });
    await acme.visit('/clicked', UA.iphoneSafari);
    expect(await raiseClickEvents(t.deps)).toBe(0); // not 40 s old yet
    setNow(new Date(now.getTime() + 41_000));
    expect(await raiseClickEvents(t.deps)).toBe(2);
    expect(await raiseClickEvents(t.deps)).toBe(0); // each click once
    expect(await drainWebhooks(t.deps)).toBe(2);
    const clicks = bodies().filter((b) => b.type === 'link.clicked');
    expect(clicks.map((b) => b.data.platform).sort()).toEqual(['ios', 'web']);
    expect(allSigned(secret)).toBe(true);
    const web = clicks.find((b) => b.data.platform === 'web')!;
    expect(web.data).toMatchObject({ slug: 'clicked', country: 'DE', referrerHost: 't.co', browser: 'Chrome' });
    expect(web.id).toBe(`evt_click_${web.data.clickId}`);
    expect(receiver.received.map((r) => r.body).join()).not.toMatch(/203\.0\.113|Mozilla/);

    // Off, then on again: the clicks made meanwhile are not raised (nor saved up).
    expect((await call('PATCH', `${hooks()}/${id}`, { enabled: false })).status).toBe(200);
    await acme.visit('/clicked', UA.desktopChrome);
    setNow(new Date(now.getTime() + 41_000));
    expect(await raiseClickEvents(t.deps)).toBe(0);
    expect((await call('PATCH', `${hooks()}/${id}`, { enabled: true })).status).toBe(200);
    setNow(new Date(now.getTime() + 41_000));
    expect(await raiseClickEvents(t.deps)).toBe(0);
    // A project that left the paid plans: its clicks are skipped.
    await t.store.projects.update(acme.id, { plan: 'free' }, now.toISOString());
    await acme.visit('/clicked', UA.desktopChrome);
    setNow(new Date(now.getTime() + 41_000));
    expect(await raiseClickEvents(t.deps)).toBe(0);
    await t.store.projects.update(acme.id, { plan: 'studio' }, now.toISOString());
    await acme.visit('/clicked', UA.desktopChrome);
    setNow(new Date(now.getTime() + 41_000));
    expect(await raiseClickEvents(t.deps)).toBe(1);
  });

  it('when the link health job finds a destination dead, then the link shows it and link.broken is raised once, until it lives again', async () => {
    const { secret } = await create({ events: ['link.broken'] });
    await acme.link({ slug: 'fine', desktopUrl: 'https://acme.example/fine' });
    await acme.link({ slug: 'gone', desktopUrl: 'https://acme.example/gone' });
    await acme.link({ slug: 'chain', fallbackChain: ['https://acme.example/gone', 'https://acme.example/fine'] });
    await acme.link({ slug: 'templated', desktopUrl: 'https://acme.example/#{country}' });
    dead.add('https://acme.example/gone');
    const health = async (slug: string) => (await call('GET', `/api/links/${slug}`)).json.health;
    await checkLinkHealth(t.deps, { random: () => 0 });
    expect(await health('fine')).toEqual({ status: 'live', checkedAt: now.toISOString(), lastError: null });
    expect(await health('chain')).toMatchObject({ status: 'live' });
    expect(await health('gone')).toEqual({ status: 'dead', checkedAt: now.toISOString(), lastError: 'https://acme.example/gone: HTTP 404' });
    expect(await health('templated')).toBeUndefined();
    expect(await drainWebhooks(t.deps)).toBe(1);
    expect(bodies()[0]).toMatchObject({
      type: 'link.broken',
      data: { slug: 'gone', desktopUrl: 'https://acme.example/gone', lastError: 'https://acme.example/gone: HTTP 404', previousCheckAt: null },
    });
    expect(allSigned(secret)).toBe(true);

    // Within 20 h nothing is probed again; after, still dead: no second event.
    expect((await checkLinkHealth(t.deps)).checked).toBe(0);
    setNow(new Date(now.getTime() + 20 * 3600_000));
    expect((await checkLinkHealth(t.deps)).broken).toBe(0);
    // Live again, then dead again: raised again.
    dead.delete('https://acme.example/gone');
    setNow(new Date(now.getTime() + 20 * 3600_000));
    await checkLinkHealth(t.deps);
    expect(await health('gone')).toMatchObject({ status: 'live' });
    dead.add('https://acme.example/gone');
    setNow(new Date(now.getTime() + 20 * 3600_000));
    expect((await checkLinkHealth(t.deps)).broken).toBe(1);
    expect(await drainWebhooks(t.deps)).toBe(1);
    expect(bodies()[1]).toMatchObject({ type: 'link.broken', data: { slug: 'gone', previousCheckAt: new Date(now.getTime() - 20 * 3600_000).toISOString() } });
  });

  it('when the receiver fails, then the delivery is retried with backoff until a 2xx, and the log shows each attempt', async () => {
    const { id } = await create({ events: ['link.created'] });
    receiver.answer(500, 503);
    await acme.link({ title: 'Retried' });
    expect(await drainWebhooks(t.deps)).toBe(1);
    let [delivery] = (await call('GET', `${hooks()}/${id}/deliveries`)).json;
    expect(delivery).toMatchObject({ eventType: 'link.created', status: 'pending', attempts: 1, responseStatus: 500 });
    const first = Date.parse(delivery.nextAttemptAt) - now.getTime();
    expect(first).toBeGreaterThanOrEqual(24_000);
    expect(first).toBeLessThan(36_000);
    expect(await drainWebhooks(t.deps)).toBe(0); // not due yet
    setNow(new Date(now.getTime() + 40_000));
    await drainWebhooks(t.deps);
    [delivery] = (await call('GET', `${hooks()}/${id}/deliveries`)).json;
    const second = Date.parse(delivery.nextAttemptAt) - now.getTime();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 503 });
    expect(second).toBeGreaterThanOrEqual(48_000);
    setNow(new Date(now.getTime() + 80_000));
    await drainWebhooks(t.deps);
    [delivery] = (await call('GET', `${hooks()}/${id}/deliveries`)).json;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 204, nextAttemptAt: null, lastError: null });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
  });

  it('when deliveries are stored or a retry is scheduled, then a drain is asked of the task queue for then; a failed ask never fails the caller', async () => {
    const { id } = await create({ events: ['link.created'] });
    const asked: (Date | undefined)[] = [];
    t.deps.webhooks.requestDrain = async (at) => void asked.push(at);
    try {
      receiver.answer(503);
      await acme.link({ title: 'Queued' });
      expect(asked).toEqual([undefined]);
      await drainWebhooks(t.deps);
      const [delivery] = (await call('GET', `${hooks()}/${id}/deliveries`)).json;
      expect(asked[1]?.toISOString()).toBe(delivery.nextAttemptAt);
      t.deps.webhooks.requestDrain = async () => {
        throw new Error('Cloud Tasks is down');
      };
      await acme.link({ title: 'Still stored', slug: 'still-stored' });
      expect(await drainWebhooks(t.deps)).toBe(1);
      expect(bodies().some((b) => b.data.slug === 'still-stored')).toBe(true);
    } finally {
      delete t.deps.webhooks.requestDrain;
    }
  });

  it('when the receiver answers 410, then the webhook is turned off and gets nothing more until turned on', async () => {
    const { id } = await create({ events: ['link.created'] });
    receiver.answer(410);
    await acme.link({ title: 'Gone' });
    await drainWebhooks(t.deps);
    expect((await call('GET', `${hooks()}/${id}`)).json).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect((await call('GET', `${hooks()}/${id}/deliveries`)).json[0]).toMatchObject({ status: 'failed', responseStatus: 410 });
    await acme.link({ title: 'Unheard' });
    expect(await drainWebhooks(t.deps)).toBe(0);
    expect((await call('PATCH', `${hooks()}/${id}`, { enabled: true })).json).toMatchObject({ enabled: true, disabledReason: null });
    await acme.link({ title: 'Heard' });
    expect(await drainWebhooks(t.deps)).toBe(1);
    expect(receiver.received).toHaveLength(2);
  });

  it('when the receiver answers another 4xx, then the delivery fails without a retry', async () => {
    const { id } = await create({ events: ['link.created'] });
    receiver.answer(400);
    await acme.link({ title: 'Refused' });
    await drainWebhooks(t.deps);
    expect((await call('GET', `${hooks()}/${id}/deliveries`)).json[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 400,
      nextAttemptAt: null,
    });
  });

  it('when a test event is asked for, then it is delivered, signed, also to a webhook that is off', async () => {
    const { id, secret } = await create({ events: ['referral.tracked'], enabled: false });
    const res = await call('POST', `${hooks()}/${id}/test`);
    expect(res.json).toEqual({ success: true, eventId: expect.stringMatching(/^evt_/), deliveryId: expect.stringMatching(/^dlv_/) });
    expect(await drainWebhooks(t.deps)).toBe(1);
    const [received] = receiver.received;
    expect(JSON.parse(received!.body)).toMatchObject({ id: res.json.eventId, type: 'webhook.test', projectId: acme.id, data: { webhookId: id } });
    const header = { signature: received!.headers['ferry-webhook-signature'] as string, timestamp: received!.headers['ferry-webhook-timestamp'] as string };
    expect(verifyDelivery(secret, header, received!.body, Math.floor(now.getTime() / 1000))).toBe(true);
    expect(verifyDelivery('whsec_wrong', header, received!.body, Math.floor(now.getTime() / 1000))).toBe(false);
  });
});
