// How deep and how wide an open JSON value may be: a link's `params` (create, update, bulk,
// batch) and the match's `deviceInfo` are refused with a 400 naming the field past their
// limits, and no JSON route lets a deeply nested body reach code that recurses (params 4,500
// levels deep were a 500: JSON.stringify ran out of stack).

import { DEVICE_INFO_LIMITS } from '../../src/domain/json-shape';
import { MAX_PARAMS_DEPTH, MAX_PARAMS_ENTRIES } from '../../src/domain/links/fields';
import { MAX_BODY_DEPTH } from '../../src/http/json-body';
// The bad-input sweep's app and route table: its two projects are seeded before the tests.
import { bodied, fill, projects, t as sweepApp } from '../support/bad-input/harness';
import { testApp } from '../support/test-app';

/** An object `levels` deep: `{d: {d: ... {end: true}}}`, built without recursion. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { end: true };
  for (let i = 1; i < levels; i++) value = { d: value };
  return value;
}
/** `levels` arrays one in the other, as JSON text (JSON.stringify itself would run out of stack). */
const deepArrayText = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObjectText = (levels: number) => `${'{"d":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

describe('nesting limits of open JSON values', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('nest');
    await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Base', deepLink: 'acme://b', slug: 'base' } });
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: string) =>
    t.call(method, path, { token: acme.secretKey, body, headers: { 'content-type': 'application/json' } });
  const link = (params: string) => `{"title":"P","deepLink":"acme://p","params":${params}}`;

  it.each([
    ['POST /api/links', 'POST', '/api/links', (p: string) => link(p), 'params'],
    ['PUT /api/links/base', 'PUT', '/api/links/base', (p: string) => `{"params":${p}}`, 'params'],
    ['POST /api/links/bulk', 'POST', '/api/links/bulk', (p: string) => `{"links":[${link(p)}]}`, 'links'],
    ['POST /api/links/batch', 'POST', '/api/links/batch', (p: string) => `[${link(p)}]`, 'body'],
  ])('when %s has params 4,500 levels deep (a 9 KB body), then 400 naming the field, nothing written', async (_label, method, path, wrap, field) => {
    const before = await t.countLinks(acme.id);
    const res = await send(method, path, wrap(deepObjectText(4_500)));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field, error: `request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)` });
    expect(await t.countLinks(acme.id)).toBe(before);
  });

  it('when params nest exactly the limit, then they are kept; one level more is 400 naming params (also in bulk and batch items)', async () => {
    const ok = await send('POST', '/api/links', link(JSON.stringify(nested(MAX_PARAMS_DEPTH))));
    expect(ok.status).toBe(200);
    const tooDeep = JSON.stringify(nested(MAX_PARAMS_DEPTH + 1));
    const error = `params is nested too deeply (at most ${MAX_PARAMS_DEPTH} levels)`;
    expect((await send('POST', '/api/links', link(tooDeep))).json).toMatchObject({ field: 'params', error });
    expect((await send('PUT', '/api/links/base', `{"params":${tooDeep}}`)).json).toMatchObject({ field: 'params', error });
    expect((await send('POST', '/api/links/bulk', `{"links":[${link(tooDeep)}]}`)).json).toMatchObject({ field: 'links.0.params', error });
    expect((await send('POST', '/api/links/batch', `[${link(tooDeep)}]`)).json).toMatchObject({ field: '0.params', error });
  });

  it('when params hold exactly the most keys and items, then they are kept; one more is 400 naming params', async () => {
    // One key holding an array: 1 + (n - 1) entries, well under 8 KB either way.
    const entries = (n: number) => JSON.stringify({ list: Array.from({ length: n - 1 }, () => 0) });
    expect((await send('POST', '/api/links', link(entries(MAX_PARAMS_ENTRIES)))).status).toBe(200);
    const res = await send('POST', '/api/links', link(entries(MAX_PARAMS_ENTRIES + 1)));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'params', error: `params holds too many keys and items (at most ${MAX_PARAMS_ENTRIES})` });
  });

  it('when deviceInfo is at its limits, then the match answers; past either, 400 naming deviceInfo', async () => {
    const match = (deviceInfo: unknown) => t.call('POST', '/api/match', { body: { subdomain: 'nest', deviceInfo } });
    const { depth, entries } = DEVICE_INFO_LIMITS;
    expect((await match({ os: 'iOS', extra: nested(depth - 1) })).status).toBe(200);
    expect((await match({ os: 'iOS', extra: nested(depth) })).json).toMatchObject({
      field: 'deviceInfo',
      error: `deviceInfo is nested too deeply (at most ${depth} levels)`,
    });
    const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`fact${i}`, i]));
    expect((await match(wide(entries))).status).toBe(200);
    expect((await match(wide(entries + 1))).json).toMatchObject({
      field: 'deviceInfo',
      error: `deviceInfo holds too many keys and items (at most ${entries})`,
    });
  });

  it('when a body nests exactly the most levels, then it is read; one more is 400 naming the top-level field', async () => {
    // Depth counts the body itself: {"params": <MAX_BODY_DEPTH - 1 levels>}.
    const at = await send('POST', '/api/links', link(deepObjectText(MAX_BODY_DEPTH - 1)));
    expect(at.json).toMatchObject({ field: 'params', error: `params is nested too deeply (at most ${MAX_PARAMS_DEPTH} levels)` });
    const over = await send('POST', '/api/links', link(deepObjectText(MAX_BODY_DEPTH)));
    expect(over.json).toMatchObject({ field: 'params', error: `request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)` });
  });
});

describe('a 100,000-level array body on every JSON route', () => {
  it('is 400, never a 500', async () => {
    const body = deepArrayText(100_000);
    const answers: string[] = [];
    // The domain check takes no body (it ignores one): every other route reads JSON.
    for (const route of bodied.filter((r) => !r.host && !r.path.endsWith('/domain/verify'))) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (route.auth === 'secret') headers.authorization = `Bearer ${projects.acme.secretKey}`;
      if (route.auth === 'owner') headers.authorization = `Bearer ${projects.acme.ownerToken}`;
      const res = await sweepApp.app.request(`http://localhost:8080${fill(route.path)}`, { method: route.method, headers, body });
      const json = (await res.json().catch(() => ({}))) as { code?: string };
      answers.push(`${route.method} ${route.path} ${res.status} ${json.code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('400 INVALID_ARGUMENT'))).toEqual([]);
  });
});
