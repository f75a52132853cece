// The Domain tab's Firebase Hosting part in Chromium. A self-hosted server has no Hosting, so
// the domain answer is given its `hosting` object on the way to the page, shaped as the API's
// schema says (the API's own answers are tested in functions/test/http/hosting-domains*.ts):
// the site's headroom, each name's progress in words, the DNS records to add (each with a Copy
// button) and to remove, Hosting's issues; Refresh asks the API with ?refresh=1. On a phone each
// record is a card, its values whole. axe finds no serious or critical violation.
// Screenshots: functions/test/artifacts/console-hosting-status-*.png (390 and 1280, light and dark).
import { inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { screenshots } from '../../../functions/test/browser/console-browser';
import { signInWithKey } from './console-actions';

const CUSTOM = 'go.acme-shoes-international.com';
const record = (type: string, name: string, value: string, action: 'ADD' | 'REMOVE') => ({ type, name, value, action });
const hostingName = (name: string, stage: string, progress: string, dnsRecords: ReturnType<typeof record>[], issues: string[] = []) => ({
  name,
  site: 'demo-ferry',
  stage,
  progress,
  dnsRecords,
  issues,
  hostState: null,
  ownershipState: null,
  certState: null,
  lastError: null,
  updatedAt: '2026-11-27T05:00:00.000Z',
  nextCheckAt: stage === 'active' ? null : '2026-11-27T05:10:00.000Z',
});
const HOSTING = {
  site: 'demo-ferry',
  domainLimit: 20,
  domainsUsed: 7,
  headroom: 13,
  host: hostingName('demo.links.example.com', 'active', 'active', []),
  customDomain: hostingName(
    CUSTOM,
    'dns',
    'waiting for DNS',
    [
      record('A', CUSTOM, '199.36.158.100', 'ADD'),
      record('TXT', CUSTOM, 'hosting-site=demo-ferry', 'ADD'),
      record('TXT', `_acme-challenge.${CUSTOM}`, 'Xq3mK2vB9pLw7ZcR4tYh1nE6sD0fGjUa8oIiMkNlPbQ', 'ADD'),
      record('A', CUSTOM, '203.0.113.7', 'REMOVE'),
    ],
    [`The domain ${CUSTOM} has no A records pointing to Firebase Hosting.`],
  ),
};

describe('Ferry Console, Domain tab on Firebase Hosting, in Chromium', () => {
  const suite = inChromium(() => startConsoleFerry(), 120_000);

  it("shows what Hosting asks for in DNS and the certificate's progress, and Refresh asks Hosting again", async () => {
    const { ferry, browser } = suite;
    const set = await fetch(`${ferry.apiOrigin}/api/projects/demo/domain`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ferry.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hostname: CUSTOM }),
    });
    expect(set.status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const asked: string[] = [];
    await page.route('**/api/projects/*/domain*', async (route) => {
      asked.push(new URL(route.request().url()).search);
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), hosting: HOSTING } });
    });
    await page.goto(`${ferry.apiOrigin}/console/#/projects/domain`);
    await signInWithKey(page, ferry.secretKey);
    await page.getByRole('heading', { name: 'Firebase Hosting' }).waitFor();
    expect(await page.getByText('7 of 20 domains used, room for 13 more.').count()).toBe(1);
    expect(await page.getByText('waiting for DNS', { exact: true }).count()).toBe(1);
    const table = page.getByRole('table', { name: `DNS records Firebase Hosting asks for on ${CUSTOM}` });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.split(/\s+/).slice(0, 2).join(' '))).toEqual(['Add A', 'Add TXT', 'Add TXT', 'Remove A']);
    expect(await table.getByRole('button', { name: /^Copy/ }).count()).toBe(3);
    expect(await page.getByText('has no A records pointing to Firebase Hosting').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const refreshed = page.waitForRequest((request) => request.url().includes('/domain?refresh=1'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    expect(asked.filter((search) => search === '?refresh=1')).toHaveLength(1);

    await page.setViewportSize({ width: 390, height: 844 });
    const value = page.getByText('Xq3mK2vB9pLw7ZcR4tYh1nE6sD0fGjUa8oIiMkNlPbQ');
    // A card's value column, not a narrow table column: the 43-character token takes two lines at most.
    expect((await value.boundingBox())!.height).toBeLessThan(50);
    await screenshots(page, 'hosting-status');
    await context.close();
  });
});
