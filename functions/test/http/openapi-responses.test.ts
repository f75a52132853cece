// Every operation of the OpenAPI document answers as documented: called once with a valid
// request (success) and once or more with a bad one (error), each answer is checked with ajv
// against the document (status, content type, body schema, RateLimit headers). Answer schemas are
// closed, so a field added to an answer and not to its schema fails here, and so does an error
// code the route does not list. Valid bodies must fit the documented request schemas, and a body
// with an unknown field must be refused by both the document and the server.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { LEGACY, projects } from '../support/bad-input/routes';
import { APP_SETTINGS, clipboardTokenOf } from '../support/link-host';
import { answerSchema, departures, doc, requestDeparture } from '../support/openapi-contract';
import { operations, validBody, withUnknownField, type Call, type Operation } from '../support/openapi-sweep';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const ops = operations();
const t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS });
let acme: Awaited<ReturnType<typeof t.seedProject>>;
let ip = 0;

async function send(op: Operation, call: Call) {
  const { route } = op;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.7.${Math.floor(++ip / 250)}.${ip % 250}`, 'user-agent': UA.desktopChrome, ...call.headers };
  const token = call.token === undefined ? { secret: acme.secretKey, owner: acme.ownerToken, none: null }[route.auth] : call.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (call.contentType) headers['content-type'] = call.contentType;
  const host = { link: `${acme.project.subdomain}.localhost:8080`, unknown: 'nobody.localhost:8080', api: 'localhost:8080' }[call.host ?? (route.host === 'link' ? 'link' : 'api')];
  const query = [call.query, route.extraQuery].filter(Boolean).join('&');
  const res = await t.app.request(`http://${host}${call.path}${query ? `?${query}` : ''}`, { method: op.method.toUpperCase(), headers, body: call.body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const fill = (path: string, values: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? { projectId: acme.id, slug: 'promo', uid: 'member-1', file: 'ferry-docs.js' }[name] ?? name);

async function api(method: string, path: string, body?: unknown, token = acme.secretKey) {
  const res = await t.call(method, path, { token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.json;
}

/** The calls that must succeed; several where one operation has several kinds of answer. */
async function successes(op: Operation): Promise<Call[]> {
  const call = (extra: Partial<Call> = {}): Call => ({ path: fill(op.path), ...validBody(op.route), ...extra });
  switch (op.operationId) {
    case 'deleteLink':
    case 'deleteProjectLink':
      return [call({ path: fill(op.path, { slug: (await api('POST', '/api/links', { title: 'Gone', deepLink: 'acme://gone' })).slug }) })];
    case 'deleteKey':
      return [call({ path: fill(op.path, { keyId: (await api('POST', `/api/projects/${acme.id}/keys`, { type: 'secret' }, acme.ownerToken)).id }) })];
    case 'removeMember':
      await api('PATCH', `/api/projects/${acme.id}/members/member-1`, { role: 'viewer' }, acme.ownerToken);
      return [call()];
    case 'verifyDomain':
      await api('PUT', `/api/projects/${acme.id}/domain`, { hostname: 'go.acme-sweep.example' }, acme.ownerToken);
      return [call()];
    case 'qualifyReferral':
      await api('POST', '/api/referrals/track', { referrerId: 'r1', newUserId: 'u-qualify' });
      return [call({ body: JSON.stringify({ newUserId: 'u-qualify' }) })];
    case 'resolveLink':
      return [call({ query: `subdomain=${acme.project.subdomain}` })];
    case 'resolveLinkWithoutSlug':
      return [];
    case 'matchInstall': {
      const page = await t.app.request(`http://${acme.project.subdomain}.localhost:8080/promo`, { headers: { 'user-agent': UA.iphoneSafari, 'x-forwarded-for': '10.8.0.1' } });
      const clipboard = clipboardTokenOf(await page.text());
      return [call(), call({ body: JSON.stringify({ subdomain: acme.project.subdomain, userAgent: UA.iphoneSafari, clipboard }) })];
    }
    case 'visitLink':
    case 'checkLink':
      return [call(), call({ path: '/to-web' }), call({ headers: { 'user-agent': UA.iphoneSafari } })];
    default:
      return [call()];
  }
}

const takes = (op: Operation, credential: string) => (doc.paths[op.path]![op.method]!.security as object[]).some((s) => credential in s);

/** Bad requests, each of which the route must refuse with a documented error. */
function failures(op: Operation): Call[] {
  const base = { path: fill(op.path), ...validBody(op.route) };
  const calls: Call[] = [];
  const unknown = withUnknownField(op.route);
  if (unknown) calls.push({ ...base, body: unknown });
  if (op.route.multipart) calls.push({ ...base, body: '--XyZ--\r\n' });
  if (op.route.auth !== 'none') calls.push({ ...base, token: null });
  // A publishable key on a route that does not take one (decisions §2).
  if (op.route.auth !== 'none' && !takes(op, 'publishableKey')) calls.push({ ...base, token: acme.publishableKey });
  const bad: Record<string, Call[]> = {
    getLink: [{ ...base, path: fill(op.path, { slug: 'no-such-link' }) }],
    listLinks: [{ ...base, query: 'limit=0' }],
    getLinkQrCode: [{ ...base, query: 'size=1' }],
    getProjectAnalytics: [{ ...base, query: 'from=2026-13-01' }],
    getReferralFunnel: [{ ...base, query: 'range=1y' }],
    getReferralLeaderboard: [{ ...base, query: 'limit=0' }],
    resolveLink: [{ ...base, query: `subdomain=${acme.project.subdomain}`, path: fill(op.path, { slug: 'no-such-link' }) }, { ...base }],
    resolveLinkWithoutSlug: [base],
    getJourneyScript: [{ ...base, path: fill(op.path, { projectId: 'prj_nobody' }) }],
    getApiReferenceAsset: [{ ...base, path: fill(op.path, { file: 'swagger-ui.js.map' }) }],
    visitLink: [{ ...base, path: '/no-such-link' }, { ...base, host: 'unknown' }],
    unlockLink: [{ ...base, path: '/locked', body: 'password=wrong' }],
    matchInstall: [{ ...base, body: JSON.stringify({ subdomain: 'nobody-here', userAgent: 'x' }) }],
  };
  calls.push(...(bad[op.operationId] ?? []));
  if (op.path.startsWith('/.well-known/') || op.path === '/apple-app-site-association') calls.push({ ...base, host: 'unknown' });
  return calls;
}

describe('every operation answers as the OpenAPI document says', () => {
  beforeAll(async () => {
    acme = await t.seedProject(`contract-${Date.now().toString(36)}`);
    // The route table's bodies name the sweep's projects.
    projects.acme = acme;
    projects.other = await t.seedProject(`contract-other-${Date.now().toString(36)}`);
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
    for (const op of ops as Operation[]) {
      for (const call of await successes(op)) {
        if (call.contentType === 'application/json' || (op.route.body?.ignored && call.body && !op.route.host)) {
          const media = op.path === '/api/match/signals' ? 'text/plain' : 'application/json';
          const why = op.route.body?.ignored && op.operationId === 'verifyDomain' ? null : requestDeparture(op.method, op.path, media, JSON.parse(call.body!));
          if (why) problems.push(`${op.operationId}: valid body not in the document: ${why}`);
        }
        const answer = await send(op, call);
        if (answer.status >= 400) problems.push(`${op.operationId} ${call.path}: ${answer.status} ${answer.text.slice(0, 160)}`);
        problems.push(...departures(op.method, op.path, answer));
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('bad requests get documented errors; a body with an unknown field is refused by the document and the server', async () => {
    const problems: string[] = [];
    for (const op of ops as Operation[]) {
      const calls = failures(op);
      for (const call of calls) {
        const answer = await send(op, call);
        if (answer.status < 400) problems.push(`${op.operationId} ${call.path}?${call.query ?? ''}: accepted (${answer.status})`);
        problems.push(...departures(op.method, op.path, answer));
        if (call.body && call.body === withUnknownField(op.route)) {
          if (!answer.text.includes('Unknown field: ')) problems.push(`${op.operationId}: unknown field answered ${answer.text.slice(0, 120)}`);
          if (requestDeparture(op.method, op.path, 'application/json', JSON.parse(call.body)) === null) problems.push(`${op.operationId}: the document takes the unknown field`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('the checker has teeth: an undocumented field or error code fails', () => {
    const created = answerSchema('post', '/api/migration/preview', 200);
    const preview = { deepLink: 'x', ogTitle: '', ogDescription: '', utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '', utmTerm: '', ogImageUrl: '', desktopUrl: '', title: 't', fallbackChain: [], appSettings: {}, notes: [] };
    expect(created(preview)).toBe(true);
    expect(created({ ...preview, extra: 1 })).toBe(false);
    const error = answerSchema('get', '/api/links/{slug}', 404);
    expect(error({ error: 'Link not found', code: 'NOT_FOUND' })).toBe(true);
    expect(error({ error: 'Link not found', code: 'ALREADY_EXISTS' })).toBe(false);
    expect(error({ error: 'Link not found', code: 'NOT_FOUND', stack: 'at x' })).toBe(false);
    expect(LEGACY).toContain('page.link');
  });
});
