import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { testApp } from '../support/test-app';

/** The text a PNG QR code holds, read by a real decoder; also the image's size. */
function decodePng(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return { text: code?.data, width: png.width, height: png.height };
}

function fromDataUrl(url: string, type: string): Buffer {
  const prefix = `data:${type};base64,`;
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64');
}

describe('QR codes: GET /api/links/:id/qr and /qr/png', () => {
  const t = testApp();
  const app = t.app;

  async function get(path: string, token: string) {
    const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : undefined;
    return { status: response.status, headers: response.headers, bytes, json };
  }

  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  let other: Awaited<ReturnType<typeof t.seedProject>>;
  const shortUrl = 'http://acme.localhost:8080/summer_Sale-1';
  beforeAll(async () => {
    acme = await t.seedProject('acme');
    other = await t.seedProject('other');
    const res = await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Sale', deepLink: 'acme://sale', slug: 'summer_Sale-1' } });
    expect(res.json.shortUrl).toBe(shortUrl);
  });
  afterAll(() => t.close());

  it('when /qr is read, then the answer is a PNG data URL that decodes to the short URL, 512 px wide', async () => {
    const res = await get('/api/links/summer_Sale-1/qr', acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ qrCode: expect.stringMatching(/^data:image\/png;base64,/), shortUrl });
    expect(decodePng(fromDataUrl(res.json.qrCode, 'image/png'))).toEqual({ text: shortUrl, width: 512, height: 512 });
  });

  it('when /qr/png is read, then the body is a PNG of the short URL, sent as an attachment named after the slug', async () => {
    const res = await get('/api/links/summer_Sale-1/qr/png', acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="summer_Sale-1.png"');
    expect(decodePng(res.bytes)).toEqual({ text: shortUrl, width: 512, height: 512 });
  });

  // 113 px over 25 modules: a width that modules do not divide (each is 4 or 5 px wide). 2048 is
  // decoded in test/unit/qr-scanlines.test.ts (a decoder under jest takes 25 s on that image).
  it.each([[64], [113], [300]])('when size=%i, then the PNG is that many pixels wide and still decodes', async (size) => {
    const json = await get(`/api/links/summer_Sale-1/qr?size=${size}`, acme.secretKey);
    expect(decodePng(fromDataUrl(json.json.qrCode, 'image/png'))).toEqual({ text: shortUrl, width: size, height: size });
    const png = await get(`/api/links/summer_Sale-1/qr/png?size=${size}`, acme.secretKey);
    expect(decodePng(png.bytes)).toEqual({ text: shortUrl, width: size, height: size });
  });

  it('when format=svg on /qr, then the data URL holds an SVG document of the requested size', async () => {
    const res = await get('/api/links/summer_Sale-1/qr?format=svg&size=256', acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.json.shortUrl).toBe(shortUrl);
    const svg = fromDataUrl(res.json.qrCode, 'image/svg+xml').toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="256" height="256"');
  });

  it('when format=svg on /qr/png, then the body is SVG, sent as <slug>.svg', async () => {
    const res = await get('/api/links/summer_Sale-1/qr/png?format=svg', acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="summer_Sale-1.svg"');
    expect(res.bytes.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('when size=2048 with format=svg, then the SVG is 2048 px wide', async () => {
    const res = await get('/api/links/summer_Sale-1/qr/png?format=svg&size=2048', acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.bytes.toString('utf8')).toContain('width="2048" height="2048"');
  });

  it('when format=png is named, then it is the same as the default', async () => {
    const res = await get('/api/links/summer_Sale-1/qr/png?format=png&size=128', acme.secretKey);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(decodePng(res.bytes)).toEqual({ text: shortUrl, width: 128, height: 128 });
  });

  it.each([['10'], ['63'], ['2049'], ['5000'], ['abc'], ['1.5'], ['-100'], ['0x200'], ['']])(
    'when size=%s, then 400 naming size on both routes',
    async (size) => {
      for (const path of ['qr', 'qr/png']) {
        const res = await get(`/api/links/summer_Sale-1/${path}?size=${encodeURIComponent(size)}`, acme.secretKey);
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ error: 'size must be a whole number from 64 to 2048', code: 'INVALID_ARGUMENT', field: 'size' });
      }
    },
  );

  it.each([['gif'], ['SVG'], ['']])('when format=%s, then 400 naming format on both routes', async (format) => {
    for (const path of ['qr', 'qr/png']) {
      const res = await get(`/api/links/summer_Sale-1/${path}?format=${format}`, acme.secretKey);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'format must be png or svg', code: 'INVALID_ARGUMENT', field: 'format' });
    }
  });

  it('when the slug is unknown, then 404 Link not found on both routes', async () => {
    for (const path of ['qr', 'qr/png']) {
      const res = await get(`/api/links/nope/${path}`, acme.secretKey);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Link not found', code: 'NOT_FOUND' });
    }
  });

  it('when there is no credential, then 401', async () => {
    const res = await app.request('/api/links/summer_Sale-1/qr');
    expect(res.status).toBe(401);
  });

  it('when a publishable key asks, then 403', async () => {
    for (const path of ['qr', 'qr/png']) {
      const res = await get(`/api/links/summer_Sale-1/${path}`, acme.publishableKey);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('PERMISSION_DENIED');
    }
  });

  it("when another project's key asks for the slug, then 404: its own project has no such link", async () => {
    for (const path of ['qr', 'qr/png']) {
      const res = await get(`/api/links/summer_Sale-1/${path}`, other.secretKey);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Link not found', code: 'NOT_FOUND' });
    }
  });

  it("when another project's key names this project in the path, then 403", async () => {
    const res = await get(`/api/projects/${acme.id}/links/summer_Sale-1/qr`, other.secretKey);
    expect(res.status).toBe(403);
  });

  it('when the project-scoped aliases are used, then they answer like the short paths', async () => {
    const json = await get(`/api/projects/${acme.id}/links/summer_Sale-1/qr?size=200`, acme.secretKey);
    expect(json.status).toBe(200);
    expect(json.json.shortUrl).toBe(shortUrl);
    expect(decodePng(fromDataUrl(json.json.qrCode, 'image/png'))).toEqual({ text: shortUrl, width: 200, height: 200 });
    const png = await get(`/api/projects/${acme.id}/links/summer_Sale-1/qr/png`, acme.ownerToken);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toBe('attachment; filename="summer_Sale-1.png"');
    expect(decodePng(png.bytes).text).toBe(shortUrl);
  });
});

describe('QR routes in the real app', () => {
  it('when the app serves GET /api/links/:id/qr, then it answers the data URL (not a 501)', async () => {
    const t = testApp();
    const p = await t.seedProject('qr-wired');
    await t.call('POST', '/api/links', { token: p.secretKey, body: { title: 'x', deepLink: 'q://x', slug: 'x' } });
    const res = await t.call('GET', '/api/links/x/qr?size=64', { token: p.secretKey });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ qrCode: expect.stringMatching(/^data:image\/png;base64,/), shortUrl: 'http://qr-wired.localhost:8080/x' });
    await t.close();
  });
});
