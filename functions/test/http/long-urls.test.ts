// Long query strings: a search `q` over 100 characters is a 400 naming it; a URL too long for
// the HTTP server itself (1 MiB of `q`) is the server's 431, a JSON error like any other, and
// the OpenAPI document lists that 431 on every operation, since any of them can get it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { SEARCH_MAX } from '../../src/domain/links/list-filter';
import { buildOpenApiDocument } from '../../src/http/openapi/build-document';
import { startServer } from '../../src/server';
import { testApp } from '../support/test-app';

describe('long query strings', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('longq');
  });
  afterAll(() => t.close());

  it.each(['/api/links', '/api/links/export.csv'])('when q on %s is at most 100 characters, then it searches; one more is 400 naming q', async (path) => {
    expect((await t.call('GET', `${path}?q=${'a'.repeat(SEARCH_MAX)}`, { token: acme.secretKey })).status).toBe(200);
    const res = await t.call('GET', `${path}?q=${'a'.repeat(SEARCH_MAX + 1)}`, { token: acme.secretKey });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'q', error: `q must be at most ${SEARCH_MAX} characters` });
  });

  it('when the URL is larger than the server takes (1 MiB of q), then 431 as JSON; 8 KB of q is still the 400 naming q', async () => {
    const server = await startServer(
      loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-431-')), LOG_LEVEL: 'warn' }, 'self-hosted'),
      () => {},
    );
    try {
      const auth = { authorization: `Bearer ${server.demo!.secretKey}` };
      const huge = await fetch(`http://127.0.0.1:${server.port}/api/links?q=${'a'.repeat(1024 * 1024)}`, { headers: auth });
      expect(huge.status).toBe(431);
      expect(huge.headers.get('content-type')).toBe('application/json');
      expect(await huge.json()).toEqual({ error: 'Request headers are too large', code: 'PAYLOAD_TOO_LARGE' });
      const long = await fetch(`http://127.0.0.1:${server.port}/api/links?q=${'a'.repeat(8 * 1024)}`, { headers: auth });
      expect(long.status).toBe(400);
      expect(await long.json()).toMatchObject({ field: 'q' });
    } finally {
      await server.close();
    }
  });

  it('the OpenAPI document lists the 431 on every operation, as a JSON error', () => {
    const document = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } }) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
      components: { responses: Record<string, { content: Record<string, { schema: { properties: { code: { enum: string[] } } } }> }> };
    };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item))
        if (op.responses['431']?.$ref !== '#/components/responses/HeadersTooLarge') missing.push(`${method} ${path}`);
    }
    expect(missing).toEqual([]);
    // The shared Error body, narrowed to the one code this answer carries.
    expect(document.components.responses.HeadersTooLarge!.content['application/json']!.schema).toEqual({
      allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: ['PAYLOAD_TOO_LARGE'] } } }],
    });
  });
});
