// GET, HEAD and POST /<slug> with a path longer than any slug (100 characters: imported links'
// limit; links made here have 64): the not-found page at once, on every store, without a link or
// project lookup, even for a project with a catch-all (such a path names no link to catch).
// 100 characters still reach the store (an imported link may have them).
import { MAX_STORED_SLUG_LENGTH } from '../../src/domain/links/slug';
import { everyStore } from '../support/every-store';
import { appProject } from '../support/link-host';
import { TEST_LIMITS, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const stores = everyStore('long-slugs');

// 1,000 ASCII characters, and 800 two-byte ones: 1,600 bytes, past Firestore's 1,500-byte ids.
const LONG: [label: string, path: string][] = [
  ['a x 1,000', 'a'.repeat(1000)],
  ['é x 800', encodeURIComponent('é'.repeat(800))],
];

describe.each(stores)('paths longer than any slug on the link host (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  let reads: jest.SpyInstance[];
  beforeAll(async () => {
    // The per-project redirect budget on, as deployed: its host lookup must be skipped too.
    t = testApp(await openStore(), { limits: { ...TEST_LIMITS, projectRedirectsPerHour: 5000 } });
    acme = await appProject(t, `long${_name.slice(0, 2)}`, 'studio', { catchAllUrl: 'https://acme.example/' });
  });
  beforeEach(() => {
    reads = [jest.spyOn(t.store.links, 'get'), jest.spyOn(t.store.projects, 'getBySubdomain'), jest.spyOn(t.store.projects, 'getByCustomDomain')];
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it.each(LONG.flatMap(([label, path]) => ['GET', 'HEAD', 'POST'].map((method) => [method, label, path] as const)))(
    '%s /<%s>: 404, the not-found page, and no store read',
    async (method, _label, path) => {
      const init = method === 'POST' ? { method, body: 'password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : { method };
      const res = await acme.visit(`/${path}`, UA.desktopChrome, init);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      if (method !== 'HEAD') expect(await res.text()).toContain('Link not found');
      expect(reads.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    },
  );

  it(`a path of ${MAX_STORED_SLUG_LENGTH} characters is still looked up (and caught by the catch-all)`, async () => {
    const res = await acme.visit(`/${'b'.repeat(MAX_STORED_SLUG_LENGTH)}`, UA.desktopChrome);
    expect([res.status, res.headers.get('location')]).toEqual([302, 'https://acme.example/']);
    expect(reads[0]!.mock.calls.length).toBe(1);
  });
});
