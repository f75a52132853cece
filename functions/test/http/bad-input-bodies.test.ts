// Bad-input sweep, bodies (harness and route table: test/support/bad-input): every route answers
// malformed requests with a 4xx JSON {error, code} (an HTML page on the link host), never a 500
// or a stack trace, and a refused request writes nothing. Each test lists every broken pair.

import { asBody, bodied, DEEP, protoKeys, strictBody, sweep, typed, validItem } from '../support/bad-input/harness';
import { CSV, csvBody, type Probe, ROUTES } from '../support/bad-input/routes';

describe('bad input sweep, bodies: every route answers malformed bodies with a clear 4xx', () => {
  it('invalid JSON bodies are 400 on every JSON route', async () => {
    // Spaces or line breaks alone are a body that is no JSON, not an absent one.
    const texts = ['{nope', '{"a":1', '{"a":1}{"b":2}', "{'a':1}", 'undefined', '{"title":"a\u0000b"}', '\r', ' \n\t'];
    const probes = bodied.flatMap((route) => {
      const first = route.body!.strings[0] ?? route.body!.arrays?.[0] ?? 'title';
      const cases = texts.map((body) => ({ route, label: JSON.stringify(body.slice(0, 16)), body, refuse: strictBody(route) }));
      // Deep nesting is valid JSON: a bad value, refused, or for item lists reported per item.
      const itemErrors = route.body!.itemErrors ?? false;
      return [...cases, { route, label: 'deep nesting', body: `{"${first}":${DEEP}}`, refuse: strictBody(route) && !itemErrors, unchanged: itemErrors }];
    });
    expect(await sweep(probes)).toEqual([]);
  });

  it('a JSON array, string, number, boolean or null instead of the expected shape is 400', async () => {
    const probes = bodied.flatMap((route) => {
      const texts = route.body!.wrap?.('{}').startsWith('[') ? ['{}', '"s"', '42', 'null', '{"links":[]}'] : ['[]', '[{}]', '"s"', '42', 'true', 'null'];
      return texts.map((body) => ({ route, label: body, body, refuse: strictBody(route) }));
    });
    expect(await sweep(probes)).toEqual([]);
  });

  it('wrong field types (numbers for strings, objects for arrays, nested arrays) are 400', async () => {
    const probes = bodied
      .filter((r) => r.body!.strings.length + (r.body!.arrays?.length ?? 0) > 0)
      .flatMap((route) =>
        [
          { label: 'numbers', body: asBody(route, typed(route, 42, 42, 42)) },
          { label: 'objects', body: asBody(route, typed(route, { a: 1 }, { a: 1 }, [1])) },
          { label: 'nested arrays', body: asBody(route, typed(route, [[1, [2]]], [[[1]]], [[1]])) },
          { label: 'projectId 42', body: asBody(route, { ...(route.body!.valid() as object), projectId: 42 }) },
        ].map((p) => ({
          ...p,
          route,
          refuse: strictBody(route) && !route.body!.itemErrors && !(p.label === 'projectId 42' && route.auth !== 'secret'),
          unchanged: route.body!.itemErrors,
        })),
      );
    expect(await sweep(probes)).toEqual([]);
  });

  it('100 KB strings are refused; unicode, NUL bytes and odd keys never break a route', async () => {
    const huge = 'x'.repeat(100_000);
    const probes = bodied
      .filter((r) => r.body!.strings.length > 0)
      .flatMap((route) =>
        [
          { label: '100 KB strings', body: asBody(route, typed(route, huge, [huge], { a: huge })), refuse: strictBody(route) },
          // One field at a time, the others valid, so that each field's own check is reached.
          ...route.body!.strings.map((field) => ({
            label: `unicode + NUL in ${field}`,
            body: asBody(route, { ...validItem(route), [field]: 'a\u0000b\ud800\u202e😀' }),
            refuse: false,
          })),
          { label: '__proto__ keys', body: protoKeys(route), refuse: false },
        ].map((p) => ({ ...p, route, body: route.host === 'link' ? `password=${encodeURIComponent(p.body)}` : p.body })),
      );
    expect(await sweep(probes)).toEqual([]);
  });

  it('a missing or odd Content-Type and an empty body never give a 500', async () => {
    const types = [
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/xml',
    ];
    const probes = bodied.flatMap((route) => [
      ...types.map((contentType) => ({ route, label: `type ${contentType}`, body: JSON.stringify(route.body!.valid()), contentType, refuse: false })),
      { route, label: 'empty body', body: '', refuse: false },
      { route, label: 'no body', refuse: false },
    ]);
    expect(await sweep(probes)).toEqual([]);
  });

  it('the CSV upload refuses JSON, a missing boundary, broken multipart and odd files with 4xx', async () => {
    const route = ROUTES.find((r) => r.multipart)!;
    const cases: [string, string | undefined, string | null][] = [
      ['json', '{"links":[]}', 'application/json'],
      ['no type', 'a,b', null],
      ['no boundary', csvBody('title\nA'), 'multipart/form-data'],
      ['garbage', 'not multipart at all', CSV],
      ['truncated', csvBody('title\nA').slice(0, 60), CSV],
      ['empty', '', CSV],
      ['no file part', '--XyZ\r\nContent-Disposition: form-data; name="projectId"\r\n\r\nx\r\n--XyZ--\r\n', CSV],
      ['binary file', csvBody('\u0000\u0001\u0002\ufffd'), CSV],
      ['header only', csvBody('title'), CSV],
      ['wrong columns', csvBody('nope,zip\n1,2'), CSV],
      ['unbalanced quotes', csvBody('title\n"abc'), CSV],
    ];
    const probes: Probe[] = cases.map(([label, body, contentType]) => ({ route, label, body, contentType, refuse: true }));
    // Rows that do not validate are skipped and reported in a 200 (as documented): nothing is written.
    probes.push({ route, label: '100 KB title', body: csvBody(`title\n${'x'.repeat(100_000)}`), contentType: CSV, refuse: false, unchanged: true });
    expect(await sweep(probes)).toEqual([]);
  });
});
