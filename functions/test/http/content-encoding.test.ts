// Ferry decodes no Content-Encoding: a request body labelled with any coding but identity is
// 415 on every route that reads one (JSON, the beacon, the CSV upload), whether its bytes are
// really compressed or not, and nothing is written.

import { gzipSync } from 'node:zlib';
import { testApp } from '../support/test-app';

describe('request bodies with a Content-Encoding', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('encoded');
  });
  afterAll(() => t.close());

  const json = JSON.stringify({ title: 'Packed', deepLink: 'acme://packed' });
  const send = async (path: string, coding: string, body: string | Buffer, type = 'application/json') => {
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${acme.secretKey}`, 'content-type': type, 'content-encoding': coding },
      body,
    });
    return { status: res.status, json: await res.json().catch(() => undefined) };
  };
  const refused = (coding: string) => ({
    status: 415,
    json: { error: `Content-Encoding ${coding} is not supported: send the body uncompressed`, code: 'UNSUPPORTED_MEDIA_TYPE' },
  });
  const csv = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\ntitle\nA\n\r\n--xyz--\r\n';

  it('when a body is gzip, deflate or br (compressed or not), then 415 on each kind of route, and nothing is created', async () => {
    const answers = [
      ['links, gzip', await send('/api/links', 'gzip', gzipSync(json)), refused('gzip')],
      ['links, plain JSON labelled br', await send('/api/links', 'br', json), refused('br')],
      ['match, deflate', await send('/api/match', 'deflate', '{"subdomain":"encoded"}'), refused('deflate')],
      ['beacon, gzip', await send('/api/match/signals', 'gzip', gzipSync('{}'), 'text/plain'), refused('gzip')],
      ['CSV upload, gzip', await send('/api/links/bulk-csv', 'gzip', gzipSync(csv), 'multipart/form-data; boundary=xyz'), refused('gzip')],
      ['a list of codings', await send('/api/links', 'gzip, identity', gzipSync(json)), refused('gzip, identity')],
    ];
    expect(answers.filter(([, got, want]) => JSON.stringify(got) !== JSON.stringify(want))).toEqual([]);
    expect(await t.countLinks(acme.id)).toBe(0);
  });

  it('when the coding is identity, then the body is read as sent', async () => {
    expect((await send('/api/links', 'identity', json)).status).toBe(200);
    expect((await send('/api/links', 'Identity', JSON.stringify({ title: 'Again', deepLink: 'acme://again' }))).status).toBe(200);
  });
});
