// `params` is any JSON object the app wants back on match and resolve, but it is stored as a
// document map on Firestore, which refuses empty field names, `__reserved__` names, an array
// directly inside an array and nesting deeper than 20 levels. Such params are a 400 on both
// stores (on Firestore they were a 500 after the write failed; on SQLite they were kept).
import { testApp } from '../support/test-app';

const deep = (levels: number): Record<string, unknown> => (levels === 0 ? { end: true } : { d: deep(levels - 1) });

describe('params that no document store can hold', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('acme');
  });
  afterAll(() => t.close());

  const create = (params: unknown) => t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'P', deepLink: 'acme://p', params } });

  it.each([
    ['an empty key', { '': 1 }],
    ['an empty key inside', { a: { '': 1 } }],
    ['a reserved __name__ key', { __name__: 'x' }],
    ['a reserved key inside', { a: [{ __x__: 1 }] }],
    ['an array inside an array', { a: [[1, 2]] }],
    ['nesting deeper than 16 levels', deep(16)],
  ])('when params hold %s, then 400 naming params and nothing is created', async (_label, params) => {
    const res = await create(params);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'params' });
    expect(await t.countLinks(acme.id)).toBe(0);
  });

  it('when params are ordinary JSON (nested objects, arrays of objects, keys with dots and spaces, 16 levels deep), then they are kept', async () => {
    const params = { 'utm.source': 'x', 'a key': [{ b: 1 }, 'two', null], constructor: 'ok', nested: deep(14) };
    const res = await create(params);
    expect(res.status).toBe(200);
    expect(res.json.link.params).toEqual(params);
  });
});
