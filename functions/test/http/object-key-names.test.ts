// Ids that users choose (Firebase uids, slugs, referrer hosts) may spell a property every
// JavaScript object inherits (`constructor`, `toString`, `__proto__`): they must be plain data,
// never a member role or a counter found on Object.prototype.
import { appProject } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const INHERITED = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];

describe('ids that spell inherited object properties', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeEach(async () => {
    t = testApp();
    acme = await appProject(t, `acme-${Math.random().toString(36).slice(2, 8)}`);
  });
  afterEach(() => t.close());

  it.each(INHERITED)('when a signed-in user with uid %s names a project they are not in, then 403 and nothing is written', async (uid) => {
    const token = idToken(uid);
    const read = await t.call('GET', `/api/projects/${acme.id}`, { token });
    expect(read.status).toBe(403);
    expect(read.json).toEqual({ error: 'You are not a member of this project', code: 'PERMISSION_DENIED' });
    expect((await t.call('POST', '/api/links', { token, body: { projectId: acme.id, title: 'x', deepLink: 'acme://x' } })).status).toBe(403);
    expect((await t.call('PATCH', `/api/projects/${acme.id}`, { token, body: { name: 'taken over' } })).status).toBe(403);
    expect(await t.countLinks(acme.id)).toBe(0);
    expect((await t.store.projects.get(acme.id))?.name).toBe(acme.project.name);
  });

  it.each(INHERITED.filter((uid) => uid !== '__proto__'))('when the owner removes %s, who is not a member, then 404 Member not found', async (uid) => {
    const res = await t.call('DELETE', `/api/projects/${acme.id}/members/${uid}`, { token: acme.ownerToken });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Member not found', code: 'NOT_FOUND' });
  });

  it.each([['__proto__'], ['u'.repeat(129)]])('when the owner adds the member %s, then 400 naming uid and nobody is added', async (uid) => {
    const res = await t.call('PATCH', `/api/projects/${acme.id}/members/${uid}`, { token: acme.ownerToken, body: { role: 'editor' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'uid must be a user id of 1 to 128 characters', code: 'INVALID_ARGUMENT', field: 'uid' });
    expect((await t.store.projects.get(acme.id))?.members).toEqual({});
    expect(await t.store.projects.listForUser(uid)).toEqual([]);
  });

  it('when the owner adds a member whose uid is 128 characters, then it works', async () => {
    const uid = 'u'.repeat(128);
    expect((await t.call('PATCH', `/api/projects/${acme.id}/members/${uid}`, { token: acme.ownerToken, body: { role: 'viewer' } })).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${acme.id}`, { token: idToken(uid) })).status).toBe(200);
  });

  it('when links named constructor and toString are visited from hosts named like inherited properties, then every count is a number in its place', async () => {
    await acme.link({ slug: 'constructor' });
    await acme.link({ slug: 'toString' });
    const visit = (slug: string, referer: string) => acme.visit(`/${slug}`, UA.desktopChrome, { headers: { referer } });
    await visit('constructor', 'http://constructor/a');
    await visit('toString', 'http://__proto__/b');
    await visit('toString', 'http://valueof/c');

    const res = await t.call('GET', `/api/projects/${acme.id}/analytics?from=2026-11-22&to=2026-11-22`, { token: acme.secretKey });
    expect(res.status).toBe(200);
    expect(res.json.totals).toEqual({ clicks: 3, installs: 0 });
    expect(res.json.byReferrer).toEqual([
      { referrerHost: '__proto__', clicks: 1 },
      { referrerHost: 'constructor', clicks: 1 },
      { referrerHost: 'valueof', clicks: 1 },
    ]);
    expect(res.json.topLinks).toEqual([
      { slug: 'toString', clicks: 2, installs: 0 },
      { slug: 'constructor', clicks: 1, installs: 0 },
    ]);
    // Nothing was written onto the built-ins while counting.
    expect(Object.prototype.hasOwnProperty.call(Object, 'clicks')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(Object.prototype.toString, 'clicks')).toBe(false);
  });
});
