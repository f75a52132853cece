// Raw click retention: the project's `clickRetentionDays` setting (default 90) and
// the self-hosted job that deletes raw clicks past it, in bounded runs, keeping every counter.

import { pruneRawClicks } from '../../src/jobs/prune-clicks';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const RULE = 'clickRetentionDays must be an integer from 1 to 3650';
const DAY_MS = 86_400_000;

describe('click retention', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme } = await t.seedPair());
  });
  afterAll(() => t.close());

  const patch = (body: unknown) => t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body });
  const getProject = async () => (await t.call('GET', `/api/projects/${acme.id}`, { token: acme.secretKey })).json;

  describe('project setting', () => {
    it('when never set, then GET shows the effective 90 days and the store holds nothing', async () => {
      expect((await getProject()).clickRetentionDays).toBe(90);
      expect(await t.store.projects.get(acme.id)).not.toHaveProperty('clickRetentionDays');
    });

    it.each([1, 3650, 30])('when PATCH sets %d, then it is stored and shown', async (days) => {
      const res = await patch({ clickRetentionDays: days });
      expect(res.status).toBe(200);
      expect(res.json.project.clickRetentionDays).toBe(days);
      expect((await getProject()).clickRetentionDays).toBe(days);
      expect((await t.store.projects.get(acme.id))?.clickRetentionDays).toBe(days);
    });

    it('when PATCH sends null, then it is back to 90; other patches keep a set one', async () => {
      await patch({ clickRetentionDays: 30 });
      await patch({ appName: 'Renamed' });
      expect((await getProject()).clickRetentionDays).toBe(30);
      expect((await patch({ clickRetentionDays: null })).json.project.clickRetentionDays).toBe(90);
      expect(await t.store.projects.get(acme.id)).not.toHaveProperty('clickRetentionDays');
    });

    it.each([0, 3651, 1.5, '30', -1, true, {}])('when PATCH sends %j, then 400 naming clickRetentionDays and nothing changes', async (value) => {
      await patch({ clickRetentionDays: 45 });
      const res = await patch({ clickRetentionDays: value });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: RULE, code: 'INVALID_ARGUMENT', field: 'clickRetentionDays' });
      expect((await getProject()).clickRetentionDays).toBe(45);
    });
  });

  describe('pruning (self-hosted job)', () => {
    it('when clicks age past the retention, then the job deletes exactly those, a bounded number per run, and the counters keep them', async () => {
      const app = await appProject(t, 'keep');
      await app.link({ slug: 'k', desktopUrl: 'https://acme.example/' });
      await t.call('PATCH', `/api/projects/${app.id}`, { token: app.secretKey, body: { clickRetentionDays: 2 } });
      const start = t.deps.now().getTime();
      // Five visits a day apart: days 0..4.
      for (let day = 0; day < 5; day++) {
        t.setNow(new Date(start + day * DAY_MS));
        expect((await app.visit('/k', UA.desktopChrome)).status).toBe(302);
      }
      const history = async () => (await t.store.clicks.history(app.id, 'k', 20)).length;
      // At day 4 + 1 minute, the clicks of days 0, 1 and 2 are more than 2 days old.
      t.setNow(new Date(start + 4 * DAY_MS + 60_000));
      expect(await history()).toBe(5);
      expect(await pruneRawClicks(t.deps, 1, 1)).toBe(1);
      expect(await history()).toBe(4);
      expect(await pruneRawClicks(t.deps, 1, 10)).toBe(2);
      expect(await pruneRawClicks(t.deps, 1, 10)).toBe(0);
      expect(await history()).toBe(2);
      expect(await t.store.links.clickCount(app.id, 'k')).toBe(5);
    });
  });
});
