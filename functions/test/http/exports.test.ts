// GET /api/links/export.csv and GET /api/projects/:projectId/clicks.csv: what the
// files hold, that a links export imports back unchanged, what a clicks export never holds,
// the range rule, the BOM option, and who may export. On every store.
import { parse } from 'csv-parse/sync';
import { CSV_COLUMNS } from '../../src/services/bulk/csv-links';
import { CLICK_COLUMNS } from '../../src/services/exports/clicks-csv';
import { everyStore } from '../support/every-store';
import { appProject, matchFromDeepview } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const EVIL = '=HYPERLINK("http://evil","x")';

const stores = everyStore('exports');

describe.each(stores)('CSV exports (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  const get = async (path: string, token = acme.secretKey) => {
    const res = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
    // Decoded keeping a BOM (Response.text() would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    return { res, text, rows: res.headers.get('content-type')?.startsWith('text/csv') ? (parse(text, { bom: true }) as string[][]) : [] };
  };
  beforeAll(async () => {
    t = testApp(await openStore());
    t.setNow(new Date('2026-11-20T10:00:00.000Z'));
    acme = await appProject(t, 'exports');
    await acme.link({ slug: 'sale', title: 'Sale, "big"\nnow', tags: ['a', 'b'], utmSource: 'mail', maxClicks: 50, desktopUrl: 'https://acme.example/sale' });
    await acme.link({ slug: 'secret', title: 'Secret', password: 'hunter2' });
    await acme.link({ slug: 'evil', title: EVIL, campaignId: 'cmp_x', expiresAt: '2030-01-01T00:00:00.000Z' });
  });
  afterAll(() => t.close());

  it('when links are exported, then the importable columns come first, then short URL, created and clicks; text is quoted and formulas inert', async () => {
    const { res, rows, text } = await get('/api/links/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ferry-${acme.id}-links-2026-11-20.csv"`);
    expect(rows[0]).toEqual([...CSV_COLUMNS, 'shortUrl', 'createdAt', 'clicks']);
    const byTitle = new Map(rows.slice(1).map((r) => [r[0], Object.fromEntries(rows[0]!.map((c, i) => [c, r[i]]))]));
    expect(byTitle.get('Sale, "big"\nnow')).toMatchObject({
      slug: 'sale',
      tags: 'a|b',
      utmSource: 'mail',
      maxClicks: '50',
      password: '',
      shortUrl: 'http://exports.localhost:8080/sale',
      clicks: '0',
    });
    expect(byTitle.get(`'${EVIL}`)).toMatchObject({ slug: 'evil', campaignId: 'cmp_x', expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(text).not.toMatch(/hunter2|scrypt/);
    expect(text.startsWith('\uFEFF')).toBe(false);
  });

  it('when a links export is imported into another project and exported again, then every importable column is equal', async () => {
    const other = await appProject(t, 'exports-copy');
    const first = await get('/api/links/export.csv');
    const form = new FormData();
    form.append('file', new File([first.text], 'links.csv', { type: 'text/csv' }));
    const imported = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${other.secretKey}` }, body: form });
    expect(await imported.json()).toMatchObject({ created: 3, skipped: 0 });
    const again = await get('/api/links/export.csv', other.secretKey);
    const editable = (rows: string[][]) => rows.map((r) => r.slice(0, CSV_COLUMNS.length)).sort();
    expect(editable(again.rows)).toEqual(editable(first.rows));
  });

  it('when filters and bom=1 are given, then only matching links come, after the BOM; the alias route answers the same', async () => {
    const { text, rows } = await get(`/api/projects/${acme.id}/links/export.csv?tag=b&bom=1`);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['sale']);
    expect((await get('/api/links/export.csv?campaignId=cmp_x')).rows.slice(1).map((r) => r[2])).toEqual(['evil']);
    expect((await get('/api/links/export.csv?q=SECRET')).rows.slice(1).map((r) => r[2])).toEqual(['secret']);
  });

  it('when clicks are exported, then each visit is a row with its link, device and campaign, never an IP or a user agent', async () => {
    t.setNow(new Date('2026-11-21T08:00:00.000Z'));
    const page = await (await acme.visit('/sale', UA.iphoneSafari, { headers: { 'x-test-country': 'JP', referer: 'https://t.co/x' } })).text();
    expect(await matchFromDeepview(t, 'exports', page)).toBe(true);
    t.setNow(new Date('2026-11-21T08:01:00.000Z'));
    await acme.visit('/evil', UA.desktopChrome, { headers: { 'x-test-country': 'FR' } });
    const { res, rows, text } = await get(`/api/projects/${acme.id}/clicks.csv?from=2026-11-01&to=2026-11-21`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-from')).toBe('2026-11-01');
    expect(res.headers.get('x-export-cut')).toBeNull();
    expect(rows[0]).toEqual([...CLICK_COLUMNS]);
    const records = rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((c, i) => [c, r[i]])));
    expect(records).toEqual([
      expect.objectContaining({
        slug: 'evil',
        platform: 'web',
        country: 'FR',
        referrer_host: '',
        campaign_id: 'cmp_x',
        install_matched: 'false',
        browser: 'Chrome',
      }),
      expect.objectContaining({
        slug: 'sale',
        platform: 'ios',
        os: 'iOS',
        country: 'JP',
        referrer_host: 't.co',
        utm_source: 'mail',
        install_matched: 'true',
        clicked_at: '2026-11-21T08:00:00.000Z',
      }),
    ]);
    expect(text).not.toContain('203.0.113.7');
    expect(text).not.toContain('Mozilla');
  });

  it('when the range is longer than 92 days, then the newest 92 are exported and the answer says it was cut; a bad date is a JSON 400', async () => {
    const cut = await get(`/api/projects/${acme.id}/clicks.csv?from=2026-01-01&to=2026-11-21`);
    expect(cut.res.headers.get('x-export-cut')).toBe('true');
    expect(cut.res.headers.get('x-export-from')).toBe('2026-08-22');
    const bad = await get(`/api/projects/${acme.id}/clicks.csv?from=2026-02-30`);
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'from' });
    expect((await get(`/api/projects/${acme.id}/clicks.csv?bom=yes`)).res.status).toBe(400);
  });

  it('when a viewer exports, then it is allowed; a publishable key and another project are refused as on the JSON routes', async () => {
    await t.call('PATCH', `/api/projects/${acme.id}/members/viewer-x`, { token: acme.ownerToken, body: { role: 'viewer' } });
    expect((await get(`/api/projects/${acme.id}/clicks.csv`, idToken('viewer-x'))).res.status).toBe(200);
    expect((await get(`/api/links/export.csv?projectId=${acme.id}`, idToken('viewer-x'))).res.status).toBe(200);
    const publishable = await get('/api/links/export.csv', acme.publishableKey);
    expect(publishable.res.status).toBe(403);
    expect(publishable.res.headers.get('content-type')).toMatch(/^application\/json/);
    const stranger = await appProject(t, 'exports-stranger');
    expect((await get(`/api/projects/${acme.id}/clicks.csv`, stranger.secretKey)).res.status).toBe(403);
    expect((await get('/api/links/export.csv')).res.status).toBe(200);
  });
});
