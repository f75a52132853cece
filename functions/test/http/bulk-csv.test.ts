import { Hono } from 'hono';
import type { AppEnv } from '../../src/http/env';
import { onError } from '../../src/http/errors';
import { bulkCsvRoutes } from '../../src/http/routes/bulk-csv';
import { testApp } from '../support/test-app';

/**
 * busboy as it is, with each file stream it hands the upload reader watched until it closes. A
 * stream that errors with no listener throws instead of closing (an uncaught exception): that
 * error rejects here as it is emitted. No 'error' listener is added, so none is handled here.
 */
const mockFileStreamsClosed: Promise<void>[] = [];
jest.mock('busboy', () => {
  const actual = jest.requireActual('busboy');
  return (config: unknown) => {
    const parser = actual(config);
    parser.on('file', (_name: string, stream: NodeJS.ReadableStream) => {
      mockFileStreamsClosed.push(
        new Promise((resolve, reject) => {
          stream.once('close', () => resolve());
          const emit = stream.emit;
          stream.emit = function (this: NodeJS.ReadableStream, event: string | symbol, ...args: unknown[]) {
            if (event === 'error' && stream.listenerCount('error') === 0) reject(new Error(`a file stream's error had no listener: ${String(args[0])}`));
            return emit.call(this, event, ...args);
          };
        }),
      );
    });
    return parser;
  };
});

function csvApp() {
  const t = testApp();
  const app = t.app;

  interface Upload {
    csv?: string | Buffer;
    filename?: string;
    type?: string;
    projectId?: string;
  }
  async function upload(token: string | undefined, { csv, filename = 'links.csv', type = 'text/csv', projectId }: Upload, path = '/api/links/bulk-csv') {
    const form = new FormData();
    if (projectId !== undefined) form.append('projectId', projectId);
    if (csv !== undefined) form.append('file', new File([csv], filename, { type }));
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.request(path, { method: 'POST', headers, body: form });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }
  return { t, app, upload, count: t.countLinks };
}

const rows = (n: number) => ['title,deepLink', ...Array.from({ length: n }, (_, i) => `Item ${i},acme://item/${i}`)].join('\n');

describe('POST /api/links/bulk-csv', () => {
  const { t, app, upload, count } = csvApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  let other: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme, other } = await t.seedPair());
  });
  afterAll(() => t.close());
  const send = (csv: string | Buffer, extra: Partial<Parameters<typeof upload>[1]> = {}, token = acme.secretKey) => upload(token, { csv, ...extra });

  it('when a BOM + CRLF file holds three good rows, then all are created with tags, maxClicks and slugs', async () => {
    const csv =
      '\ufefftitle,deepLink,slug,maxClicks,tags,utmSource,password\r\n' +
      'Summer Sale,acme://sale,,,a|b,newsletter,\r\n' +
      'Second,acme://2,custom-two,5,,,\r\n' +
      'Third,,,,  x | y |  ,,hunter2\r\n';
    const res = await send(csv);
    expect(res.status).toBe(200);
    const host = `http://${acme.project.subdomain}.localhost:8080`;
    expect(res.json).toEqual({
      success: true,
      created: 3,
      skipped: 0,
      errors: [],
      links: [
        { slug: 'summer-sale', shortUrl: `${host}/summer-sale` },
        { slug: 'custom-two', shortUrl: `${host}/custom-two` },
        { slug: 'third', shortUrl: `${host}/third` },
      ],
    });
    const sale = await t.store.links.get(acme.id, 'summer-sale');
    expect(sale).toMatchObject({ title: 'Summer Sale', deepLink: 'acme://sale', tags: ['a', 'b'], utmSource: 'newsletter' });
    expect(sale?.maxClicks).toBeUndefined();
    expect((await t.store.links.get(acme.id, 'custom-two'))?.maxClicks).toBe(5);
    const third = await t.store.links.get(acme.id, 'third');
    expect(third?.tags).toEqual(['x', 'y']);
    expect(third?.deepLink).toBeUndefined();
    expect(third?.passwordHash).toMatch(/^scrypt\$/);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 3, clicks: 0 });
  });

  it('when a quoted cell holds a comma, a newline and quotes, then it is read as one value', async () => {
    const res = await send('title,deepLink\n"Sale, summer\nedition ""2026""",acme://x\n');
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(1);
    const slug = res.json.links[0].slug as string;
    expect((await t.store.links.get(acme.id, slug))?.title).toBe('Sale, summer\nedition "2026"');
  });

  it('when some rows are bad, then they are reported by their line in the file and the good ones are created', async () => {
    const csv = [
      'title,deepLink,maxClicks,slug', // 1
      'Good one,acme://1,,', // 2
      '"Multi', // 3
      'line\r', // 4 (CRLF inside the quoted cell)
      'title",acme://2,,', // 5
      ',acme://no-title,,', // 6: no title
      '', // 7: empty, skipped
      'Bad link,javascript:alert(1),,', // 8
      'Bad clicks,javascript:x,zero,', // 9: two bad cells, both named
      'Too few cells', // 10
      'Good two,acme://4,3,taken', // 11: slug taken already
      'Good three,acme://5,,dup', // 12
      'Good four,acme://6,,dup', // 13: same slug twice in the file
    ].join('\n');
    expect((await send('title,slug\nTaken,taken\n')).json.created).toBe(1);
    const res = await send(csv);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 3, skipped: 6 });
    expect(res.json.errors).toEqual([
      { row: 6, message: 'title is required' },
      { row: 8, message: expect.stringContaining('deepLink') },
      { row: 9, message: expect.stringMatching(/^deepLink .+; maxClicks must be a number$/) },
      { row: 10, message: expect.stringContaining('cells') },
      { row: 11, message: 'Slug already in use' },
      { row: 13, message: 'Slug already in use' },
    ]);
    expect(res.json.links.map((l: { slug: string }) => l.slug)).toEqual(['good-one', 'multi-line-title', 'dup']);
    expect(await count(acme.id)).toBe(4);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 4, clicks: 0 });
  });

  it('when every row is bad, then 200 with nothing created and no quota spent', async () => {
    const res = await send('title,maxClicks\nA,0\nB,-1\n');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      created: 0,
      skipped: 2,
      errors: [
        { row: 2, message: 'maxClicks must be at least 1' },
        { row: 3, message: 'maxClicks must be at least 1' },
      ],
      links: [],
    });
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when a cell looks like a formula, then it is stored verbatim as text', async () => {
    const res = await send('title,utmSource,slug\n"=HYPERLINK(""x"")",+cmd,formula\n');
    expect(res.status).toBe(200);
    const link = await t.store.links.get(acme.id, 'formula');
    expect(link?.title).toBe('=HYPERLINK("x")');
    expect(link?.utmSource).toBe('+cmd');
  });

  it('when 400 rows come in, then all are created', async () => {
    const res = await send(rows(400));
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(400);
    expect(await count(acme.id)).toBe(400);
  });

  it('when 401 rows come in, then 413 and nothing is created', async () => {
    const res = await send(rows(401));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: 'CSV accepts at most 400 rows', code: 'PAYLOAD_TOO_LARGE' });
    expect(await count(acme.id)).toBe(0);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when a file under 1 MB holds far more than 400 rows, then 413 once row 401 is read: the rest is not parsed', async () => {
    // A broken quote after row 401 would fail the file with 400 if it were parsed to the end.
    const res = await send(`${rows(401)}\n"broken\n${'x\n'.repeat(100_000)}`);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: 'CSV accepts at most 400 rows', code: 'PAYLOAD_TOO_LARGE' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when the file is larger than 1 MB, then 413 and nothing is created', async () => {
    // 300 rows (under the row limit) of about 3.5 KB each.
    const csv = `title,ogDescription\n${Array.from({ length: 300 }, (_, i) => `T${i},${'x'.repeat(3500)}`).join('\n')}`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    const res = await send(csv);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: 'CSV file is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when a 20 MB upload streams in, then 413 once the limit is passed: the rest is never read', async () => {
    const head = Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="links.csv"\r\nContent-Type: text/csv\r\n\r\ntitle\n');
    const chunk = Buffer.from('x\n'.repeat(32 * 1024));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pulled === 0 ? head : chunk;
        pulled += next.length;
        if (pulled > 20 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(next));
      },
    });
    const res = await app.request('/api/links/bulk-csv', {
      method: 'POST',
      headers: { authorization: `Bearer ${acme.secretKey}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'CSV file is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
    expect(await count(acme.id)).toBe(0);
  });

  it('when the file is exactly 1 MB, then it is read', async () => {
    const head = 'title\nOne\n';
    const csv = head + ' '.repeat(1024 * 1024 - head.length);
    const res = await send(csv);
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(1);
  });

  it.each([
    ['an .xlsx name', { filename: 'links.xlsx', type: 'application/octet-stream' }, 'title\nA\n'],
    ['an .xls name', { filename: 'links.XLS', type: 'text/csv' }, 'title\nA\n'],
    ['a spreadsheet mime type', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, 'title\nA\n'],
    ['ZIP bytes under a .csv name', {}, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100)])],
  ])('when the upload is %s, then 415', async (_case, extra, csv) => {
    const res = await send(csv, extra);
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ error: 'Upload a CSV file (XLSX is not supported); export your sheet as CSV', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when no file is sent, then 400 naming file', async () => {
    const res = await upload(acme.secretKey, {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'file is required', code: 'INVALID_ARGUMENT', field: 'file' });
  });

  const part = (name: string) => `--xyz\r\nContent-Disposition: form-data; name="${name}"; filename="links.csv"\r\nContent-Type: text/csv\r\n\r\ntitle\nA\n`;
  it.each([
    ['the file', part('file')],
    ['a second file', `${part('file')}\r\n${part('file')}`],
    ['a file in another field', part('upload')],
  ])('when the upload ends in the middle of %s (a client that hung up), then 400 and no stray error escapes the request', async (_case, body) => {
    mockFileStreamsClosed.length = 0;
    const res = await app.request('/api/links/bulk-csv', {
      method: 'POST',
      headers: { authorization: `Bearer ${acme.secretKey}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The form data could not be read: Unexpected end of form', code: 'INVALID_ARGUMENT', field: 'body' });
    // The file stream's own error event would otherwise surface after the answer, as an
    // uncaught exception that ends a self-hosted server: every file stream has closed instead.
    expect(mockFileStreamsClosed.length).toBeGreaterThan(0);
    await Promise.all(mockFileStreamsClosed);
    expect(await count(acme.id)).toBe(0);
  });

  it('when the body is JSON, then 415', async () => {
    const res = await app.request('/api/links/bulk-csv', {
      method: 'POST',
      headers: { authorization: `Bearer ${acme.secretKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(415);
  });

  it.each([
    ['an unknown column', 'title,deeplnk\nA,acme://x\n', 'Unknown CSV column "deeplnk"'],
    ['a repeated column', 'title,Title\nA,B\n', 'CSV column "Title" appears twice'],
    ['no title column', 'deepLink\nacme://x\n', 'The CSV header must name a title column'],
    ['no rows', 'title\n', 'The CSV file holds no rows below its header'],
    ['an empty file', '', 'The CSV file is empty'],
    ['a broken quote', 'title\n"abc\n', 'The CSV file could not be read'],
  ])('when the file has %s, then 400 and nothing is created', async (_case, csv, error) => {
    const res = await send(csv);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'file' });
    expect(res.json.error).toContain(error);
    expect(await count(acme.id)).toBe(0);
  });

  it('when header names differ in case, then they are matched', async () => {
    const res = await send('Title,DEEPLINK\nA,acme://a\n');
    expect(res.status).toBe(200);
    expect((await t.store.links.get(acme.id, res.json.links[0].slug))?.deepLink).toBe('acme://a');
  });

  it('when an ID token names its project in the form, then it works; without projectId, then 400', async () => {
    const ok = await upload(acme.ownerToken, { csv: 'title\nA\n', projectId: acme.id });
    expect(ok.status).toBe(200);
    expect(ok.json.created).toBe(1);
    const missing = await upload(acme.ownerToken, { csv: 'title\nA\n' });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: 'projectId is required', code: 'INVALID_ARGUMENT', field: 'projectId' });
    expect(await count(acme.id)).toBe(1);
  });

  it('when an ID token names a project it is not a member of, then 403', async () => {
    const res = await upload(other.ownerToken, { csv: 'title\nA\n', projectId: acme.id });
    expect(res.status).toBe(403);
    expect(await count(acme.id)).toBe(0);
  });

  it('when a publishable key calls, then 403; without credentials, then 401', async () => {
    const res = await send('title\nA\n', {}, acme.publishableKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
    expect((await upload(undefined, { csv: 'title\nA\n' })).status).toBe(401);
    expect(await count(acme.id)).toBe(0);
  });

  it("when project B's key names project A in the form or the query, then 403 and nothing is created", async () => {
    for (const res of [
      await upload(other.secretKey, { csv: 'title\nA\n', projectId: acme.id }),
      await upload(other.secretKey, { csv: 'title\nA\n' }, `/api/links/bulk-csv?projectId=${acme.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: 'This API key belongs to another project', code: 'PERMISSION_DENIED' });
    }
    expect(await count(acme.id)).toBe(0);
    expect(await count(other.id)).toBe(0);
  });

  it('when the monthly quota is nearly spent, then the first rows are created and the answer says how many were not', async () => {
    const free = await t.seedProject(`free-${Math.random().toString(36).slice(2, 8)}`, 'free');
    await t.store.usage.consume(free.id, '2026-11', 'links', 298, 300);
    const res = await upload(free.secretKey, { csv: rows(5) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 2, skipped: 0, limitReached: true, notCreated: 3 });
    expect(await count(free.id)).toBe(2);
  });
});

describe("POST /api/links/bulk-csv behind the app's 1 MB body limit (as app.ts mounts it on /api/*)", () => {
  it('when a file comes through the body limit, then it is read; past 1 MB the limit answers 413', async () => {
    const { bodyLimit } = await import('hono/body-limit');
    const t = testApp();
    const p = await t.seedProject(`limited-${Math.random().toString(36).slice(2, 8)}`);
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    });
    app.use(
      '/api/*',
      bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ error: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' }, 413) }),
    );
    app.route('/', bulkCsvRoutes());
    const post = (csv: string) => {
      const form = new FormData();
      form.append('file', new File([csv], 'links.csv', { type: 'text/csv' }));
      return app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${p.secretKey}` }, body: form });
    };
    const ok = await post('title\nOne\n');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ created: 1 });
    const big = await post(`title\n${'x'.repeat(1024 * 1024)}\n`);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await t.store.links.list(p.id, { limit: 10 })).items).toHaveLength(1);
    await t.close();
  });
});

describe('CSV import in the real app', () => {
  it('when the app serves POST /api/links/bulk-csv, then rows become links (not a 501)', async () => {
    const t = testApp();
    const p = await t.seedProject('csv-wired');
    const form = new FormData();
    form.append('file', new Blob(['title,deepLink,slug\r\nOne,w://1,one\r\n,w://2,\r\n'], { type: 'text/csv' }), 'links.csv');
    const res = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${p.secretKey}` }, body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      created: 1,
      skipped: 1,
      errors: [{ row: 3 }],
      links: [{ slug: 'one', shortUrl: 'http://csv-wired.localhost:8080/one' }],
    });
    await t.close();
  });
});
