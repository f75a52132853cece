// A body with several bad fields is answered with all of them at once: `error` and `field` name
// the first, `errors` lists every one (unknown fields first), so a form can mark each field in
// one round trip. A body with one problem reads exactly as before: no `errors`.

import { MAX_FIELD_ERRORS } from '../../src/domain/errors';
import { testApp } from '../support/test-app';

const INVALID = 'INVALID_ARGUMENT';

describe('every field error in one answer', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme } = await t.seedPair());
  });
  afterAll(() => t.close());
  const post = (path: string, body: unknown) => t.call('POST', path, { token: acme.secretKey, body });

  it('when a create has three bad fields, then 400 names the first and lists all three, and nothing is created', async () => {
    const res = await post('/api/links', { deepLink: 'acme://x', desktopUrl: 'ftp://files.example', maxClicks: 0 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'title is required',
      code: INVALID,
      field: 'title',
      errors: [
        { field: 'title', error: 'title is required' },
        { field: 'desktopUrl', error: 'desktopUrl must be an http or https URL' },
        { field: 'maxClicks', error: 'maxClicks must be at least 1' },
      ],
    });
    expect(await t.countLinks(acme.id)).toBe(0);
  });

  it('when a body has one bad field, then the answer has no errors list', async () => {
    expect((await post('/api/links', { title: 'T', deepLink: 'acme://x', maxClicks: 0 })).json).toEqual({
      error: 'maxClicks must be at least 1',
      code: INVALID,
      field: 'maxClicks',
    });
  });

  it('when an update has two unknown fields and a bad one, then both unknown fields come first', async () => {
    await post('/api/links', { title: 'T', deepLink: 'acme://x', slug: 'known' });
    const res = await t.call('PUT', '/api/links/known', { token: acme.secretKey, body: { titel: 'A', deeplink: 'b', maxClicks: -1 } });
    expect(res.json.errors).toEqual([
      { field: 'titel', error: 'Unknown field: titel' },
      { field: 'deeplink', error: 'Unknown field: deeplink' },
      { field: 'maxClicks', error: 'maxClicks must be at least 1' },
    ]);
    expect(res.json.field).toBe('titel');
  });

  it('when a clone body has two unknown fields, then both are listed', async () => {
    await post('/api/links', { title: 'T', deepLink: 'acme://x', slug: 'src' });
    const res = await post('/api/links/src/clone', { title: 'Copy', slug: 'copy' });
    expect(res.json).toMatchObject({ field: 'title', errors: [{ field: 'title' }, { field: 'slug' }] });
  });

  it('when bulk items 0 and 2 are bad, then every bad field of both is named from the body root and nothing is created', async () => {
    const res = await post('/api/links/bulk', { links: [{ deepLink: 'acme://a' }, { title: 'Fine' }, { title: 'C', desktopUrl: 'nope', maxClicks: 'x' }] });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      { field: 'links.0.title', error: 'title is required' },
      { field: 'links.2.desktopUrl', error: 'desktopUrl must be an http or https URL' },
      { field: 'links.2.maxClicks', error: 'maxClicks must be a number' },
    ]);
    expect(await t.countLinks(acme.id)).toBe(0);
  });

  it('when a batch item is not an object, then it is named as the item and the other items are still checked', async () => {
    const res = await post('/api/links/batch', [{ title: 'A' }, 'text', {}]);
    expect(res.json).toMatchObject({
      error: '1 must be a JSON object',
      field: '1',
      errors: [{ field: '1' }, { field: '2.title', error: 'title is required' }],
    });
  });

  it.each([
    [MAX_FIELD_ERRORS, MAX_FIELD_ERRORS],
    [MAX_FIELD_ERRORS + 1, MAX_FIELD_ERRORS],
  ])('when a batch has %i problems, then %i are listed', async (problems, listed) => {
    const items: Record<string, unknown>[] = Array.from({ length: 100 }, () => ({}));
    if (problems > 100) items[99] = { maxClicks: 0 };
    const res = await post('/api/links/batch', items);
    expect(res.json.errors).toHaveLength(listed);
    expect(res.json.errors[listed - 1].field).toBe('99.title');
  });

  it('when a project patch has two bad settings, then both are listed', async () => {
    const res = await t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body: { name: '', matchWindowMinutes: 0 } });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'matchWindowMinutes']);
  });
});
