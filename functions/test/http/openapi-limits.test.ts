// Rate limits as the OpenAPI document says: with every limit at 1 request, each limited
// operation's second request from one IP is a documented 429 with Retry-After and the RateLimit
// headers (JSON on the API, the HTML page on the link host), and routes without a limit document
// none. The first answers, credential-less and body-less, must be documented too.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { departures, doc } from '../support/openapi-contract';
import { testApp } from '../support/test-app';

const ONE = {
  apiPerMinute: 1,
  matchPerMinute: 1,
  redirectsPerMinute: 1,
  projectRedirectsPerHour: DEFAULT_RATE_LIMITS.projectRedirectsPerHour,
  linkCreationsPerHour: 1,
};
/** The pixel's own limit (routes/pixel.ts): websites embed it, so it is not configurable. */
const PIXEL_PER_MINUTE = 120;

describe('rate limits, as documented', () => {
  const t = testApp(undefined, { limits: ONE });
  afterAll(() => t.close());

  it('every documented 429 happens, with Retry-After and RateLimit headers, and nothing else sends those headers', async () => {
    const acme = await t.seedProject('limits');
    const problems: string[] = [];
    let ip = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const linkHost = (op.servers as { url: string }[] | undefined)?.[0]?.url.includes('{subdomain}');
        const url = `http://${linkHost ? 'limits.' : ''}localhost:8080${path
          .replace('{projectId}', acme.id)
          .replace('{slug}', 'promo')
          .replace(/\{\w+\}/g, 'x')}`;
        const headers = { 'x-forwarded-for': `10.6.0.${++ip}`, 'user-agent': 'limits' };
        const times = path.startsWith('/api/pixel/') ? PIXEL_PER_MINUTE + 1 : 2;
        const answers = [];
        for (let i = 0; i < times; i++) {
          const res = await t.app.request(url, { method: method.toUpperCase(), headers });
          answers.push({ status: res.status, headers: res.headers, text: await res.text() });
        }
        const first = answers[0]!;
        const last = answers.at(-1)!;
        problems.push(...departures(method, path, first), ...departures(method, path, last));
        const limited = !!(op.responses as Record<string, unknown>)['429'];
        if (limited !== (last.status === 429)) problems.push(`${method} ${path}: 429 ${limited ? 'documented, not answered' : 'answered, not documented'}`);
      }
    }
    expect(problems).toEqual([]);
  }, 30_000);
});
