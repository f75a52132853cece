// Webhooks and their delivery outbox: part of the one store contract (runStoreContract).

import type { DeliveryRecord, WebhookRecord } from '../../../src/domain/webhooks/types';
import type { Store } from '../../../src/store/ports';

let next = 0;
export function aWebhook(projectId: string, overrides: Partial<WebhookRecord> = {}): WebhookRecord {
  next += 1;
  return {
    id: `wh_${String(next).padStart(4, '0')}${Math.random().toString(36).slice(2, 10)}`,
    projectId,
    url: 'https://hooks.example.com/ferry',
    events: ['link.created'],
    enabled: true,
    secret: 'whsec_contract',
    disabledReason: null,
    createdAt: `2026-07-01T10:00:${String(next % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2026-07-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aDelivery(hook: WebhookRecord, overrides: Partial<DeliveryRecord> = {}): DeliveryRecord {
  next += 1;
  const at = overrides.createdAt ?? '2026-07-01T10:00:00.000Z';
  return {
    id: `dlv_${String(next).padStart(5, '0')}${Math.random().toString(36).slice(2, 10)}`,
    projectId: hook.projectId,
    webhookId: hook.id,
    eventId: `evt_${next}`,
    eventType: 'link.created',
    body: '{"id":"evt"}',
    eventAt: at,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    responseStatus: null,
    lastError: null,
    durationMs: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function webhookContract(getStore: () => Store): void {
  describe('webhooks', () => {
    it('when webhooks are created, then get and list (oldest first) find them in their project only', async () => {
      const store = getStore();
      const first = aWebhook('proj-wh', { createdAt: '2026-07-01T10:00:00.000Z' });
      const second = aWebhook('proj-wh', { createdAt: '2026-07-02T10:00:00.000Z', events: ['link.clicked', 'install.matched'] });
      expect(await store.webhooks.create(second, 10)).toBe(true);
      expect(await store.webhooks.create(first, 10)).toBe(true);
      expect(await store.webhooks.list('proj-wh')).toEqual([first, second]);
      expect(await store.webhooks.get('proj-wh', second.id)).toEqual(second);
      expect(await store.webhooks.get('proj-wh-other', second.id)).toBeNull();
      expect(await store.webhooks.list('proj-wh-other')).toEqual([]);
    });

    it('when a project holds the maximum, then the next create stores nothing, also when creates race', async () => {
      const store = getStore();
      expect(await store.webhooks.create(aWebhook('proj-wh-max'), 2)).toBe(true);
      const raced = await Promise.all([store.webhooks.create(aWebhook('proj-wh-max'), 2), store.webhooks.create(aWebhook('proj-wh-max'), 2)]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await store.webhooks.list('proj-wh-max')).toHaveLength(2);
    });

    it('when a webhook is updated or deleted, then reads follow, and its deliveries go with it', async () => {
      const store = getStore();
      const hook = aWebhook('proj-wh-edit');
      await store.webhooks.create(hook, 10);
      const changed = { ...hook, enabled: false, disabledReason: 'gone' as const, updatedAt: '2026-07-03T00:00:00.000Z' };
      await store.webhooks.update(changed);
      expect(await store.webhooks.get('proj-wh-edit', hook.id)).toEqual(changed);
      await store.webhooks.enqueue([aDelivery(hook)]);
      expect(await store.webhooks.delete('proj-wh-edit', hook.id)).toBe(true);
      expect(await store.webhooks.delete('proj-wh-edit', hook.id)).toBe(false);
      expect(await store.webhooks.get('proj-wh-edit', hook.id)).toBeNull();
      expect(await store.webhooks.deliveries('proj-wh-edit', hook.id, 100)).toEqual([]);
    });

    it('when deliveries are due, then a claim takes each once (oldest due first) until its claim runs out', async () => {
      const store = getStore();
      const hook = aWebhook('proj-wh-due');
      const early = aDelivery(hook, { nextAttemptAt: '2000-01-01T00:00:01.000Z', createdAt: '2000-01-01T00:00:01.000Z' });
      const later = aDelivery(hook, { nextAttemptAt: '2000-01-01T00:00:02.000Z', createdAt: '2000-01-01T00:00:02.000Z' });
      const future = aDelivery(hook, { nextAttemptAt: '2000-01-01T01:00:00.000Z' });
      const done = aDelivery(hook, { status: 'delivered', nextAttemptAt: null });
      await store.webhooks.enqueue([later, future, done, early]);
      const now = '2000-01-01T00:00:10.000Z';
      const until = '2000-01-01T00:00:40.000Z';
      const mine = (list: DeliveryRecord[]) => list.filter((d) => d.projectId === 'proj-wh-due');
      const claimed = mine(await store.webhooks.claimDue(now, until, 10));
      expect(claimed.map((d) => d.id)).toEqual([early.id, later.id]);
      expect(claimed[0]).toEqual(early);
      expect(mine(await store.webhooks.claimDue(now, until, 10))).toEqual([]);
      // A drain that died: the claim runs out and the delivery is due again (at least once).
      const again = mine(await store.webhooks.claimDue('2000-01-01T00:00:40.000Z', '2000-01-01T00:01:10.000Z', 10));
      expect(again.map((d) => d.id).sort()).toEqual([early.id, later.id].sort());
    });

    it("when an attempt is saved, then the log lists the webhook's deliveries newest first, at most the limit", async () => {
      const store = getStore();
      const hook = aWebhook('proj-wh-log');
      const older = aDelivery(hook, { createdAt: '2026-07-01T00:00:00.000Z' });
      const newer = aDelivery(hook, { createdAt: '2026-07-02T00:00:00.000Z' });
      await store.webhooks.enqueue([older, newer]);
      const delivered = {
        ...older,
        status: 'delivered' as const,
        attempts: 1,
        nextAttemptAt: null,
        responseStatus: 204,
        durationMs: 12,
        updatedAt: '2026-07-02T00:00:01.000Z',
      };
      await store.webhooks.saveAttempt(delivered, 100);
      expect(await store.webhooks.deliveries('proj-wh-log', hook.id, 100)).toEqual([newer, delivered]);
      expect(await store.webhooks.deliveries('proj-wh-log', hook.id, 1)).toEqual([newer]);
      const due = await store.webhooks.claimDue('2026-07-05T00:00:00.000Z', '2026-07-05T00:00:30.000Z', 50);
      expect(due.filter((d) => d.projectId === 'proj-wh-log')).toEqual([newer]);
    });

    it('when webhooks take link.clicked, then clickSubscribers finds the enabled ones of every project, and setClicksFrom moves only their cursor', async () => {
      const store = getStore();
      const clicks = aWebhook('proj-wh-clk-a', { events: ['link.created', 'link.clicked'], clicksFrom: '2026-07-01T10:00:00.000Z' });
      const other = aWebhook('proj-wh-clk-b', { events: ['link.clicked'] });
      const off = aWebhook('proj-wh-clk-b', { events: ['link.clicked'], enabled: false });
      const notClicks = aWebhook('proj-wh-clk-b', { events: ['link.created', 'install.matched'] });
      for (const hook of [clicks, other, off, notClicks]) await store.webhooks.create(hook, 10);
      const mine = (hooks: WebhookRecord[]) =>
        hooks
          .filter((h) => h.projectId.startsWith('proj-wh-clk'))
          .map((h) => h.id)
          .sort();
      expect(mine(await store.webhooks.clickSubscribers())).toEqual([clicks.id, other.id].sort());
      await store.webhooks.setClicksFrom('proj-wh-clk-a', clicks.id, '2026-07-01T10:05:00.000Z');
      expect(await store.webhooks.get('proj-wh-clk-a', clicks.id)).toEqual({ ...clicks, clicksFrom: '2026-07-01T10:05:00.000Z' });
      // A webhook deleted meanwhile: nothing happens, nothing is created.
      await store.webhooks.setClicksFrom('proj-wh-clk-a', 'wh_gone', '2026-07-01T10:05:00.000Z');
      expect(await store.webhooks.get('proj-wh-clk-a', 'wh_gone')).toBeNull();
    });
  });
}
