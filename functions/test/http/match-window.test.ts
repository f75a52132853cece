// Match windows: the project's `matchWindowMinutes` setting, the link's override on
// every way a link is made or changed, and the override copied onto the pending match a mobile
// click leaves (the matcher reads it there, never from the link).

import { appProject, clipboardTokenOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const RULE = 'matchWindowMinutes must be an integer from 1 to 1440';

describe('match windows', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme } = await t.seedPair());
  });
  afterAll(() => t.close());

  const patch = (body: unknown) => t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body });
  const getProject = async () => (await t.call('GET', `/api/projects/${acme.id}`, { token: acme.secretKey })).json;
  const createLink = (body: object) => t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'W', deepLink: 'acme://w', ...body } });
  const getLink = async (slug: string) => (await t.call('GET', `/api/links/${slug}`, { token: acme.secretKey })).json;

  describe('project setting', () => {
    it('when never set, then GET shows the effective 1440 (24 h) and the store holds nothing', async () => {
      expect((await getProject()).matchWindowMinutes).toBe(1440);
      expect(await t.store.projects.get(acme.id)).not.toHaveProperty('matchWindowMinutes');
    });

    it.each([1, 1440, 90])('when PATCH sets %d, then it is stored, answered and shown by GET and the project list', async (minutes) => {
      const res = await patch({ matchWindowMinutes: minutes });
      expect(res.status).toBe(200);
      expect(res.json.project.matchWindowMinutes).toBe(minutes);
      expect((await getProject()).matchWindowMinutes).toBe(minutes);
      expect((await t.store.projects.get(acme.id))?.matchWindowMinutes).toBe(minutes);
      const listed = (await t.call('GET', '/api/projects', { token: acme.ownerToken })).json as { id: string; matchWindowMinutes: number }[];
      expect(listed.find((p) => p.id === acme.id)?.matchWindowMinutes).toBe(minutes);
    });

    it('when PATCH sends null, then the window is back to the default; other patches keep a set one', async () => {
      await patch({ matchWindowMinutes: 30 });
      await patch({ appName: 'Renamed' });
      expect((await getProject()).matchWindowMinutes).toBe(30);
      const res = await patch({ matchWindowMinutes: null });
      expect(res.status).toBe(200);
      expect(res.json.project.matchWindowMinutes).toBe(1440);
      expect(await t.store.projects.get(acme.id)).not.toHaveProperty('matchWindowMinutes');
    });

    it.each([0, 1441, 1.5, '60', -5, true, {}, 1e9])('when PATCH sends %j, then 400 naming matchWindowMinutes and nothing changes', async (value) => {
      await patch({ matchWindowMinutes: 45 });
      const res = await patch({ matchWindowMinutes: value });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: RULE, code: 'INVALID_ARGUMENT', field: 'matchWindowMinutes' });
      expect((await getProject()).matchWindowMinutes).toBe(45);
    });
  });

  describe('link override', () => {
    it('when a link is created with it, then the answer, GET and the list show it; a link without has none', async () => {
      const res = await createLink({ slug: 'short-window', matchWindowMinutes: 15 });
      expect(res.status).toBe(200);
      expect(res.json.link.matchWindowMinutes).toBe(15);
      expect((await getLink('short-window')).matchWindowMinutes).toBe(15);
      await createLink({ slug: 'plain' });
      expect(await getLink('plain')).not.toHaveProperty('matchWindowMinutes');
      const list = (await t.call('GET', '/api/links', { token: acme.secretKey })).json as { slug: string; matchWindowMinutes?: number }[];
      expect(list.find((l) => l.slug === 'short-window')?.matchWindowMinutes).toBe(15);
    });

    it.each([0, 1441, 2.5, '60', null])('when a link is created with %j, then 400 naming matchWindowMinutes and no link', async (value) => {
      const res = await createLink({ matchWindowMinutes: value });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: RULE, code: 'INVALID_ARGUMENT', field: 'matchWindowMinutes' });
      expect(await t.countLinks(acme.id)).toBe(0);
    });

    it('when a link is updated, then the value changes, an invalid one is refused, and null clears it', async () => {
      await createLink({ slug: 'upd', matchWindowMinutes: 15 });
      const put = (body: object) => t.call('PUT', '/api/links/upd', { token: acme.secretKey, body });
      expect((await put({ matchWindowMinutes: 120 })).json.link.matchWindowMinutes).toBe(120);
      expect((await put({ matchWindowMinutes: 0 })).json).toEqual({ error: RULE, code: 'INVALID_ARGUMENT', field: 'matchWindowMinutes' });
      expect((await getLink('upd')).matchWindowMinutes).toBe(120);
      const cleared = await put({ matchWindowMinutes: null });
      expect(cleared.status).toBe(200);
      expect(cleared.json.link).not.toHaveProperty('matchWindowMinutes');
      expect(await getLink('upd')).not.toHaveProperty('matchWindowMinutes');
    });

    it('when a link is cloned, then the copy keeps its window', async () => {
      await createLink({ slug: 'orig', matchWindowMinutes: 20 });
      const res = await t.call('POST', '/api/links/orig/clone', { token: acme.secretKey, body: {} });
      expect(res.status).toBe(200);
      expect(res.json.link).toMatchObject({ slug: 'orig-copy', matchWindowMinutes: 20 });
      expect((await getLink('orig-copy')).matchWindowMinutes).toBe(20);
    });

    it('when bulk and batch items carry it, then each link keeps its own; a bad one names the item', async () => {
      const bulk = await t.call('POST', '/api/links/bulk', {
        token: acme.secretKey,
        body: {
          links: [
            { title: 'A', slug: 'b-a', matchWindowMinutes: 5 },
            { title: 'B', slug: 'b-b' },
          ],
        },
      });
      expect(bulk.status).toBe(200);
      expect((await getLink('b-a')).matchWindowMinutes).toBe(5);
      expect(await getLink('b-b')).not.toHaveProperty('matchWindowMinutes');
      const batch = await t.call('POST', '/api/links/batch', { token: acme.secretKey, body: [{ title: 'C', slug: 'b-c', matchWindowMinutes: 1440 }] });
      expect(batch.status).toBe(200);
      expect((await getLink('b-c')).matchWindowMinutes).toBe(1440);
      const bad = await t.call('POST', '/api/links/bulk', {
        token: acme.secretKey,
        body: { links: [{ title: 'D' }, { title: 'E', matchWindowMinutes: 1441 }] },
      });
      expect(bad.json).toEqual({ error: RULE, code: 'INVALID_ARGUMENT', field: 'links.1.matchWindowMinutes' });
    });

    it('when a CSV names a matchWindowMinutes column, then cells are whole numbers; a bad cell skips its row', async () => {
      const csv = ['title,slug,matchWindowMinutes', 'A,csv-a,60', 'B,csv-b,', 'C,csv-c,1.5', 'D,csv-d,soon', 'E,csv-e,0'].join('\n');
      const form = new FormData();
      form.append('file', new File([csv], 'links.csv', { type: 'text/csv' }));
      const response = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${acme.secretKey}` }, body: form });
      const json = (await response.json()) as { created: number; errors: { row: number; message: string }[] };
      expect(response.status).toBe(200);
      expect(json.created).toBe(2);
      expect(json.errors).toEqual([
        { row: 4, message: RULE },
        { row: 5, message: RULE },
        { row: 6, message: RULE },
      ]);
      expect((await getLink('csv-a')).matchWindowMinutes).toBe(60);
      expect(await getLink('csv-b')).not.toHaveProperty('matchWindowMinutes');
    });
  });

  describe('pending match', () => {
    it('when a mobile click on a link with its own window is recorded, then the pending match carries it; later link edits do not move it', async () => {
      const app = await appProject(t, `win-${Math.random().toString(36).slice(2, 8)}`);
      await app.link({ slug: 'quick', matchWindowMinutes: 10 });
      await app.link({ slug: 'normal' });
      const token = async (slug: string) => clipboardTokenOf(await (await app.visit(`/${slug}`, UA.iphoneSafari)).text())!;
      const quick = await t.store.matches.byClipboardToken(await token('quick'));
      expect(quick?.matchWindowMinutes).toBe(10);
      // Tokens keep the full 24 hours whatever the window.
      expect(Date.parse(quick!.expiresAt) - Date.parse(quick!.clickedAt)).toBe(24 * 3600 * 1000);
      await t.call('PUT', '/api/links/quick', { token: app.secretKey, body: { matchWindowMinutes: 600 } });
      expect((await t.store.matches.byClipboardToken(quick!.clipboardToken))?.matchWindowMinutes).toBe(10);
      expect(await t.store.matches.byClipboardToken(await token('normal'))).not.toHaveProperty('matchWindowMinutes');
    });
  });
});
