// An update whose fields are all optional (PATCH a project, PUT a link) sent with no body at all
// is refused, as the document marks its body required: read as {}, it changed nothing but
// updatedAt and answered 200.

import { testApp } from '../support/test-app';

describe('updates with no body', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('bodyless');
    await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } });
  });
  afterAll(() => t.close());

  const routes = () => [
    ['PATCH', `/api/projects/${acme.id}`],
    ['PUT', '/api/links/promo'],
    ['PUT', `/api/projects/${acme.id}/links/promo`],
  ];
  const REFUSED = { error: 'request body is required: send the fields to change', code: 'INVALID_ARGUMENT', field: 'body' };

  it('when the body is empty or blank, then 400 naming body, and nothing is written', async () => {
    const before = [await t.store.projects.get(acme.id), await t.store.links.get(acme.id, 'promo')];
    t.setNow(new Date('2026-11-23T10:00:00.000Z'));
    const answers = [];
    for (const [method, path] of routes()) {
      for (const body of [undefined, '', ' \r\n']) {
        const res = await t.call(method!, path!, { token: acme.secretKey, ...(body === undefined ? {} : { body }) });
        answers.push([method, path, JSON.stringify(body), res.status, res.json]);
      }
    }
    expect(answers.filter(([, , , status, json]) => status !== 400 || JSON.stringify(json) !== JSON.stringify(REFUSED))).toEqual([]);
    expect([await t.store.projects.get(acme.id), await t.store.links.get(acme.id, 'promo')]).toEqual(before);
  });

  it('when the body names a field, then the update goes through as before', async () => {
    for (const [method, path] of routes()) {
      const res = await t.call(method!, path!, { token: acme.secretKey, body: method === 'PATCH' ? { name: 'Renamed' } : { title: 'Renamed' } });
      expect([method, path, res.status]).toEqual([method, path, 200]);
    }
  });
});
