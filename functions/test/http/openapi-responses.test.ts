// Every operation of the OpenAPI document answers as documented: called once with a valid
// request (success) and once or more with a bad one (error), each answer is checked with ajv
// against the document (status, content type, body schema, RateLimit headers). Answer schemas are
// closed, so a field added to an answer and not to its schema fails here, and so does an error
// code the route does not list. Valid bodies must fit the documented request schemas, and a body
// with an unknown field must be refused by both the document and the server.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { projects } from '../support/bad-input/routes';
import { APP_SETTINGS } from '../support/link-host';
import { contractCalls } from '../support/openapi-calls';
import { answerSchema, departures, requestDeparture } from '../support/openapi-contract';
import { type Operation, operations, withUnknownField } from '../support/openapi-sweep';
import { testApp } from '../support/test-app';

const ops = operations();
const t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS });
let acme: Awaited<ReturnType<typeof t.seedProject>>;
let calls: ReturnType<typeof contractCalls>;

describe('every operation answers as the OpenAPI document says', () => {
  beforeAll(async () => {
    acme = await t.seedProject(`contract-${Date.now().toString(36)}`);
    // The route table's bodies name the sweep's projects.
    projects.acme = acme;
    projects.other = await t.seedProject(`contract-other-${Date.now().toString(36)}`);
    calls = contractCalls(t, acme);
    const { api } = calls;
    await api('PATCH', `/api/projects/${acme.id}`, APP_SETTINGS);
    await api('POST', '/api/links', { title: 'Promo', deepLink: 'acme://promo', slug: 'promo', params: { a: 1 } });
    await api('POST', '/api/links', { title: 'Web', deepLink: 'acme://web', slug: 'to-web', desktopUrl: 'https://acme.example/' });
    await api('POST', '/api/links', { title: 'Locked', deepLink: 'acme://locked', slug: 'locked', password: 'right' });
  });
  afterAll(() => t.close());

  it('every documented operation has an entry in the bad-input route table (so both sweeps cover it)', () => {
    expect(ops.filter((op) => !op.route).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('valid requests fit the documented request bodies and get documented answers', async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const op of ops as Operation[]) {
      for (const call of await calls.successes(op)) {
        if (call.contentType === 'application/json' || (op.route.body?.ignored && call.body && !op.route.host)) {
          const media = op.path === '/api/match/signals' ? 'text/plain' : 'application/json';
          const why = op.route.body?.ignored && op.operationId === 'verifyDomain' ? null : requestDeparture(op.method, op.path, media, JSON.parse(call.body!));
          if (why) problems.push(`${op.operationId}: valid body not in the document: ${why}`);
        }
        const answer = await calls.send(op, call);
        if (answer.status >= 400) problems.push(`${op.operationId} ${call.path}: ${answer.status} ${answer.text.slice(0, 160)}`);
        problems.push(...departures(op.method, op.path, answer));
        seen.add(`${op.operationId} ${answer.status}${answer.text.startsWith('{"matched":true') ? ' matched' : ''}`);
      }
    }
    expect(problems).toEqual([]);
    // The kinds of answer the sweep means to reach: a redirect and a page, a found match.
    expect([...seen]).toEqual(expect.arrayContaining(['visitLink 302', 'visitLink 200', 'matchInstall 200 matched', 'createProject 201', 'checkLink 302']));
  }, 60_000);

  it('bad requests get documented errors; a body with an unknown field is refused by the document and the server', async () => {
    const problems: string[] = [];
    for (const op of ops as Operation[]) {
      for (const call of calls.failures(op)) {
        const answer = await calls.send(op, call);
        if (answer.status < 400) problems.push(`${op.operationId} ${call.path}?${call.query ?? ''}: accepted (${answer.status})`);
        problems.push(...departures(op.method, op.path, answer));
        if (call.body && call.body === withUnknownField(op.route)) {
          if (!answer.text.includes('Unknown field: ')) problems.push(`${op.operationId}: unknown field answered ${answer.text.slice(0, 120)}`);
          if (requestDeparture(op.method, op.path, 'application/json', JSON.parse(call.body)) === null)
            problems.push(`${op.operationId}: the document takes the unknown field`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('the checker has teeth: an undocumented field or error code fails', () => {
    const created = answerSchema('post', '/api/migration/preview', 200);
    const preview = {
      deepLink: 'x',
      ogTitle: '',
      ogDescription: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      utmContent: '',
      utmTerm: '',
      ogImageUrl: '',
      desktopUrl: '',
      title: 't',
      fallbackChain: [],
      appSettings: {},
      notes: [],
    };
    expect(created(preview)).toBe(true);
    expect(created({ ...preview, extra: 1 })).toBe(false);
    const error = answerSchema('get', '/api/links/{slug}', 404);
    expect(error({ error: 'Link not found', code: 'NOT_FOUND' })).toBe(true);
    expect(error({ error: 'Link not found', code: 'ALREADY_EXISTS' })).toBe(false);
    expect(error({ error: 'Link not found', code: 'NOT_FOUND', stack: 'at x' })).toBe(false);
  });
});
