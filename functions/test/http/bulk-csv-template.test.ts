// GET /api/links/bulk-csv/template: the header line an import accepts, and a file made from it
// imports (the console's "Download template" reads this route).
import { CSV_COLUMNS } from '../../src/services/bulk/csv-links';
import { testApp } from '../support/test-app';

describe('GET /api/links/bulk-csv/template', () => {
  const t = testApp();
  afterAll(() => t.close());

  it('when asked without a key, then it answers the header of every importable column as a CSV download', async () => {
    const res = await t.app.request('/api/links/bulk-csv/template');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ferry-links-template.csv"');
    const text = await res.text();
    expect(text).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
    expect(text.split(',')).toContain('deepLink');
  });

  it('when the template is filled with one row, then the import creates that link', async () => {
    const acme = await t.seedProject('template');
    const header = await (await t.app.request('/api/links/bulk-csv/template')).text();
    const row = CSV_COLUMNS.map((c) => ({ title: 'From template', deepLink: 'acme://t', slug: 'from-template', tags: 'a|b' })[c as string] ?? '').join(',');
    const form = new FormData();
    form.append('file', new File([`${header}${row}\r\n`], 'links.csv', { type: 'text/csv' }));
    const res = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${acme.secretKey}` }, body: form });
    expect(res.status).toBe(200);
    expect((await t.store.links.get(acme.id, 'from-template'))?.tags).toEqual(['a', 'b']);
  });
});
