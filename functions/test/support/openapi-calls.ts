// The calls of the OpenAPI response sweep (test/http/openapi-responses.test.ts), made against
// one test app and its seeded project: for each operation, the requests that must succeed and
// the bad ones it must refuse with a documented error.
import { createAccount } from '../../src/services/accounts/accounts';
import { issuePasswordLink } from '../../src/services/accounts/password-links';
import { clipboardTokenOf } from './link-host';
import { doc } from './openapi-contract';
import { type Call, type Operation, validBody, withUnknownField } from './openapi-sweep';
import type { testApp } from './test-app';
import { UA } from './user-agents';

type App = ReturnType<typeof testApp>;

const SWEEP_PASSWORD = 'a long pass phrase';
type Seeded = Awaited<ReturnType<App['seedProject']>>;

export function contractCalls(t: App, acme: Seeded) {
  let ip = 0;

  async function send(op: Operation, call: Call) {
    const { route } = op;
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.7.${Math.floor(++ip / 250)}.${ip % 250}`,
      'user-agent': UA.desktopChrome,
      ...call.headers,
    };
    const token = call.token === undefined ? { secret: acme.secretKey, owner: acme.ownerToken, none: null }[route.auth] : call.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (call.contentType) headers['content-type'] = call.contentType;
    const host = { link: `${acme.project.subdomain}.localhost:8080`, unknown: 'nobody.localhost:8080', api: 'localhost:8080' }[
      call.host ?? (route.host === 'link' ? 'link' : 'api')
    ];
    const query = [call.query, route.extraQuery].filter(Boolean).join('&');
    const res = await t.app.request(`http://${host}${call.path}${query ? `?${query}` : ''}`, { method: op.method.toUpperCase(), headers, body: call.body });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  const fill = (path: string, values: Record<string, string> = {}) =>
    path.replace(
      /\{(\w+)\}/g,
      (_m, name: string) => values[name] ?? { projectId: acme.id, slug: 'promo', uid: 'member-1', file: 'ferry-docs.js' }[name] ?? name,
    );

  async function api(method: string, path: string, body?: unknown, token = acme.secretKey) {
    const res = await t.call(method, path, { token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.json;
  }

  /** A session of a new account: its cookie, and the console's origin that changes need. */
  async function signedIn() {
    const email = `sweep-${++ip}@acme.example`;
    await createAccount(t.deps, { email, password: SWEEP_PASSWORD });
    const res = await t.call('POST', '/api/auth/login', { body: { email, password: SWEEP_PASSWORD }, headers: { 'x-forwarded-for': `10.6.0.${ip % 250}` } });
    return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, origin: 'http://localhost:8080' };
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
      case 'getWebhook':
      case 'updateWebhook':
      case 'deleteWebhook':
      case 'listWebhookDeliveries':
      case 'sendWebhookTestEvent': {
        const hook = await api('POST', `/api/projects/${acme.id}/webhooks`, { url: 'https://hooks.example.com/sweep', events: ['link.deleted'] });
        return [call({ path: fill(op.path, { webhookId: hook.id }) })];
      }
      case 'signIn': {
        const email = `sweep-sign-in-${++ip}@acme.example`;
        await createAccount(t.deps, { email, password: SWEEP_PASSWORD });
        return [call({ body: JSON.stringify({ email, password: SWEEP_PASSWORD }) })];
      }
      case 'acceptInvitation': {
        const account = await createAccount(t.deps, { email: `sweep-invited-${++ip}@acme.example` });
        const token = (await issuePasswordLink(t.deps, account, 'http://localhost:8080')).url.split('token=')[1];
        return [call({ body: JSON.stringify({ token, password: SWEEP_PASSWORD }) })];
      }
      case 'getSession':
      case 'signOut':
        return [call({ headers: await signedIn() })];
      case 'removeInvite':
        await api('POST', `/api/projects/${acme.id}/members`, { email: 'invitee@sweep.example', role: 'viewer' }, acme.ownerToken);
        return [call({ path: fill(op.path, { email: 'invitee%40sweep.example' }) })];
      case 'resolveLink':
        return [call({ query: `subdomain=${acme.project.subdomain}` })];
      case 'resolveLinkWithoutSlug':
      // Single sign-on needs a provider, which this app has not: test/oidc/ signs in through a real one.
      case 'startOidcSignIn':
      case 'finishOidcSignIn':
        return [];
      case 'matchInstall': {
        const page = await t.app.request(`http://${acme.project.subdomain}.localhost:8080/promo`, {
          headers: { 'user-agent': UA.iphoneSafari, 'x-forwarded-for': '10.8.0.1' },
        });
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
    // A publishable key on a route that does not take one (only referral track and qualify do).
    if (op.route.auth !== 'none' && !takes(op, 'publishableKey')) calls.push({ ...base, token: acme.publishableKey });
    const bad: Record<string, Call[]> = {
      getLink: [{ ...base, path: fill(op.path, { slug: 'no-such-link' }) }],
      getSession: [base],
      signOut: [{ ...base, headers: { cookie: 'ferry_session=any', origin: 'https://elsewhere.example' } }],
      removeInvite: [{ ...base, path: fill(op.path, { email: 'never-invited%40sweep.example' }) }],
      listLinks: [{ ...base, query: 'limit=0' }],
      getLinkQrCode: [{ ...base, query: 'size=1' }],
      getProjectAnalytics: [{ ...base, query: 'from=2026-13-01' }],
      getReferralFunnel: [{ ...base, query: 'range=1y' }],
      getReferralLeaderboard: [{ ...base, query: 'limit=0' }],
      resolveLink: [{ ...base, query: `subdomain=${acme.project.subdomain}`, path: fill(op.path, { slug: 'no-such-link' }) }, { ...base }],
      resolveLinkWithoutSlug: [base],
      startOidcSignIn: [base],
      finishOidcSignIn: [{ ...base, query: 'code=abc&state=xyz' }],
      getJourneyScript: [{ ...base, path: fill(op.path, { projectId: 'prj_nobody' }) }],
      getApiReferenceAsset: [{ ...base, path: fill(op.path, { file: 'swagger-ui.js.map' }) }],
      visitLink: [
        { ...base, path: '/no-such-link' },
        { ...base, host: 'unknown' },
      ],
      unlockLink: [{ ...base, path: '/locked', body: 'password=wrong' }],
      matchInstall: [{ ...base, body: JSON.stringify({ subdomain: 'nobody-here', userAgent: 'x' }) }],
    };
    calls.push(...(bad[op.operationId] ?? []));
    if (op.path.startsWith('/.well-known/') || op.path === '/apple-app-site-association') calls.push({ ...base, host: 'unknown' });
    return calls;
  }

  return { send, api, successes, failures };
}
