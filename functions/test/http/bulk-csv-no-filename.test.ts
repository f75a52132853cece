// The CSV upload's `file` part sent without a filename (as the OpenAPI example is, and as some
// clients send a string): busboy hands such a part over as a field, and it used to be refused
// with `file is required`. It is the CSV all the same, with the same limits as a named file.

import { testApp } from '../support/test-app';

describe('POST /api/links/bulk-csv with a file part that has no filename', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    acme = (await t.seedPair()).acme;
  });
  afterAll(() => t.close());

  const part = (name: string, content: string, type?: string) =>
    `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${content}\r\n`;
  const send = async (...parts: string[]) => {
    const res = await t.app.request('/api/links/bulk-csv', {
      method: 'POST',
      headers: { authorization: `Bearer ${acme.secretKey}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: `${parts.join('')}--xyz--\r\n`,
    });
    return { status: res.status, json: await res.json() };
  };

  it.each([['text/csv'], [undefined]])('when its Content-Type is %s, then its rows become links', async (type) => {
    const res = await send(part('file', 'title,deepLink,tags\r\nSpring sale,acme://sale?id=45,spring|sale\r\nÉté,acme://ete,\r\n', type));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 2, skipped: 0 });
    expect((await t.store.links.get(acme.id, 'ete'))?.title).toBe('Été');
  });

  it('when it is larger than 1 MB, then 413 and nothing is created', async () => {
    const res = await send(part('file', `title\nOne\n${' '.repeat(1024 * 1024)}`, 'text/csv'));
    expect(res).toEqual({ status: 413, json: { error: 'CSV file is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' } });
    expect(await t.countLinks(acme.id)).toBe(0);
  });

  it('when it comes twice, or beside a named file, then 400 Upload one CSV file', async () => {
    const named = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\ntitle\nA\n\r\n';
    for (const parts of [
      [part('file', 'title\nA\n'), part('file', 'title\nB\n')],
      [named, part('file', 'title\nB\n')],
    ]) {
      expect(await send(...parts)).toEqual({ status: 400, json: { error: 'Upload one CSV file', code: 'INVALID_ARGUMENT', field: 'file' } });
    }
    expect(await t.countLinks(acme.id)).toBe(0);
  });

  it('when another field is longer than 1 KB, then it is still refused as too long', async () => {
    const res = await send(part('projectId', 'p'.repeat(1025)), part('file', 'title\nA\n'));
    expect(res).toEqual({ status: 400, json: { error: 'projectId is too long', code: 'INVALID_ARGUMENT', field: 'projectId' } });
  });
});
