// raiseClickEvents walks each subscriber's clicks forward a window at a time: bounded steps,
// a budget per run, and a run that dies before it moves on raises the same event ids again.
import { raiseClickEvents } from '../../../src/services/webhooks/click-events';
import { appProject } from '../../support/link-host';
import { testApp } from '../../support/test-app';
import { UA } from '../../support/user-agents';

describe('raiseClickEvents', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  let now = new Date('2026-11-25T10:00:00.000Z');
  const setNow = (date: Date) => t.setNow((now = date));
  const queued = async (hookId: string) => (await t.store.webhooks.deliveries(acme.id, hookId, 100)).map((d) => d.eventId).sort();

  beforeAll(async () => {
    setNow(now);
    acme = await appProject(t, 'clicks');
    await acme.link({ slug: 'go', desktopUrl: 'https://acme.example/go' });
  });
  afterAll(() => t.close());

  it('when clicks span minutes, then steps raise each once and clicksFrom ends 40 s behind now; with no budget, no step', async () => {
    const res = await t.call('POST', `/api/projects/${acme.id}/webhooks`, {
      token: acme.secretKey,
      body: { url: 'https://hooks.example.com/c', events: ['link.clicked'] },
    });
    const hookId = res.json.id as string;
    for (let minute = 0; minute < 3; minute += 1) {
      setNow(new Date(now.getTime() + 60_000));
      await acme.visit('/go', UA.desktopChrome);
    }
    setNow(new Date(now.getTime() + 41_000));
    // No budget left: no step, the cursor stays.
    expect(await raiseClickEvents(t.deps, { budgetMs: 0 })).toBe(0);
    expect((await t.store.webhooks.get(acme.id, hookId))!.clicksFrom).toBe('2026-11-25T10:00:00.000Z');
    // Steps of 60 s until now - 40 s.
    expect(await raiseClickEvents(t.deps, { windowMs: 60_000 })).toBe(3);
    expect((await t.store.webhooks.get(acme.id, hookId))!.clicksFrom).toBe(new Date(now.getTime() - 40_000).toISOString());
    expect(await queued(hookId)).toHaveLength(3);
  });

  it('when a run dies after storing its deliveries, then the next raises the same events again (duplicates, never a gap)', async () => {
    const [hook] = await t.store.webhooks.clickSubscribers();
    const before = await queued(hook!.id);
    await acme.visit('/go', UA.iphoneSafari);
    setNow(new Date(now.getTime() + 41_000));
    const setClicksFrom = t.store.webhooks.setClicksFrom;
    t.store.webhooks.setClicksFrom = async () => {
      throw new Error('killed');
    };
    await expect(raiseClickEvents(t.deps)).rejects.toThrow('killed');
    t.store.webhooks.setClicksFrom = setClicksFrom;
    expect(await raiseClickEvents(t.deps)).toBe(1);
    const added = (await queued(hook!.id)).filter((id) => !before.includes(id));
    expect(added).toHaveLength(2);
    expect(added[0]).toBe(added[1]);
  });

  it('when a project has several link.clicked webhooks, then a run reads the project once', async () => {
    await t.call('POST', `/api/projects/${acme.id}/webhooks`, {
      token: acme.secretKey,
      body: { url: 'https://hooks.example.com/second', events: ['link.clicked'] },
    });
    const get = jest.spyOn(t.store.projects, 'get');
    try {
      await raiseClickEvents(t.deps);
      expect(get.mock.calls.filter(([id]) => id === acme.id)).toHaveLength(1);
    } finally {
      get.mockRestore();
    }
  });
});
