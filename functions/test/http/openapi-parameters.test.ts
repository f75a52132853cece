// Every query and path parameter a route reads is one its OpenAPI operation declares, and every
// query parameter an operation declares is read: a route cannot take a parameter the document
// does not show (whose rules no client could know), nor the document promise one the route
// ignores. Routes parse their queries with the schemas the document shows (http/query.ts).
//
// How: HonoRequest's query, queries and param are wrapped in this file (jest gives each test
// file its own modules, so no other test sees it), and each documented operation is called as
// the response sweep calls it (test/support/openapi-calls.ts). Every name asked for on the way
// is recorded. Recording what is read, rather than reading the route files, catches a read
// anywhere: a middleware, a helper such as requestedProjectId, a second handler reached through
// next(). A path parameter read without a value is not counted: the matched route has no such
// segment (the links routes ask for `projectId` on /api/links too), so nothing was taken.
import { HonoRequest } from 'hono/request';
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { projects } from '../support/bad-input/routes';
import { APP_SETTINGS } from '../support/link-host';
import { contractCalls } from '../support/openapi-calls';
import { doc } from '../support/openapi-contract';
import { type Operation, operations } from '../support/openapi-sweep';
import { testApp } from '../support/test-app';

type Json = Record<string, any>;
type Where = 'query' | 'path';
interface Read {
  in: Where;
  /** `*`: the whole query string (or every path parameter) at once. */
  name: string;
}

/** Reads the document leaves out on purpose, and why. */
const UNDECLARED: Record<string, { reads: string[]; why: string }> = {
  visitLink: { reads: ['query *'], why: "the visitor's whole query string fills the link's #{name} variables (domain/redirect/variables.ts)" },
  checkLink: { reads: ['query *'], why: 'as visitLink' },
  unlockLink: { reads: ['query *'], why: 'as visitLink' },
  resolveLinkWithoutSlug: {
    reads: ['query subdomain', 'path slug'],
    why: 'no value of subdomain is accepted here, as the entry says; with a credential the path is GET /api/links/{slug} for a link named resolve',
  },
};
/** Where the path names the project, `?projectId=` may name it too and must be the same (docs/api.md, Choosing the project). */
const repeatsPathProject = (path: string, read: Read) => read.in === 'query' && read.name === 'projectId' && path.includes('{projectId}');
/** Declared parameters no handler reads by name, and why. */
const UNREAD: Record<string, string> = {
  finishOidcSignIn: 'the whole callback URL goes to openid-client (http/routes/auth-oidc.ts)',
};

/** What an operation reads that it does not declare, and declares that it does not read. */
function departuresOf(method: string, path: string, reads: readonly Read[]): string[] {
  const op = doc.paths[path]![method]! as Json;
  const declared = new Set((op.parameters as Json[]).map((p) => `${p.in} ${p.name}`));
  const allowed = new Set(UNDECLARED[op.operationId]?.reads ?? []);
  const read = new Set(reads.map((r) => `${r.in} ${r.name}`));
  const undeclared = reads.filter((r) => !declared.has(`${r.in} ${r.name}`) && !allowed.has(`${r.in} ${r.name}`) && !repeatsPathProject(path, r));
  const unread = [...declared].filter((name) => name.startsWith('query ') && !read.has(name) && !(op.operationId in UNREAD));
  return [
    ...[...new Set(undeclared.map((r) => `${r.in} ${r.name}`))].map((name) => `${op.operationId} reads ${name}, which the document does not declare`),
    ...unread.map((name) => `${op.operationId} declares ${name}, which the route never reads`),
  ];
}

let reads: Read[] = [];
const proto = HonoRequest.prototype as unknown as Record<'query' | 'queries' | 'param', (this: HonoRequest, key?: string) => unknown>;
const originals = { query: proto.query, queries: proto.queries, param: proto.param };

describe('the parameters routes read are the ones the OpenAPI document declares', () => {
  const t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS });
  let calls: ReturnType<typeof contractCalls>;
  let acme: Awaited<ReturnType<typeof t.seedProject>>;

  beforeAll(async () => {
    for (const name of ['query', 'queries'] as const) {
      proto[name] = function (key) {
        reads.push({ in: 'query', name: key ?? '*' });
        return originals[name].call(this, key);
      };
    }
    proto.param = function (key) {
      const value = originals.param.call(this, key);
      if (value !== undefined) reads.push({ in: 'path', name: key ?? '*' });
      return value;
    };
    // The response sweep's project and links (test/http/openapi-responses.test.ts), which its calls name.
    acme = await t.seedProject(`params-${Date.now().toString(36)}`);
    projects.acme = acme;
    projects.other = await t.seedProject(`params-other-${Date.now().toString(36)}`);
    calls = contractCalls(t, acme);
    await calls.api('PATCH', `/api/projects/${acme.id}`, APP_SETTINGS);
    await calls.api('POST', '/api/links', { title: 'Promo', deepLink: 'acme://promo', slug: 'promo', params: { a: 1 } });
    await calls.api('POST', '/api/links', { title: 'Web', deepLink: 'acme://web', slug: 'to-web', desktopUrl: 'https://acme.example/' });
  });
  afterAll(async () => {
    Object.assign(proto, originals);
    await t.close();
  });

  it('when every documented operation is called, then it reads exactly the query parameters it declares and only the path parameters in its path', async () => {
    const problems: string[] = [];
    for (const op of operations() as Operation[]) {
      // Operations no fresh app can make succeed (single sign-on, the bare resolve) read on their
      // refusals; the bare resolve with a credential reads a link named `resolve` (404 here).
      const sent = [...(await calls.successes(op))];
      if (sent.length === 0) sent.push(...calls.failures(op));
      if (op.operationId === 'resolveLinkWithoutSlug') sent.push({ path: op.path, token: acme.secretKey });
      const seen: Read[] = [];
      for (const call of sent) {
        reads = [];
        await calls.send(op, call);
        seen.push(...reads);
      }
      problems.push(...departuresOf(op.method, op.path, seen));
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('when a route reads a parameter its operation does not declare, or leaves a declared one unread, then the check names it', () => {
    const list: Read[] = ['limit', 'cursor', 'q', 'tag', 'campaignId', 'projectId'].map((name) => ({ in: 'query', name }));
    expect(departuresOf('get', '/api/links', list)).toEqual([]);
    expect(departuresOf('get', '/api/links', [...list.filter((r) => r.name !== 'tag'), { in: 'query', name: 'sort' }, { in: 'path', name: 'id' }])).toEqual([
      'listLinks reads query sort, which the document does not declare',
      'listLinks reads path id, which the document does not declare',
      'listLinks declares query tag, which the route never reads',
    ]);
    // `?projectId=` repeats the path's project only where the path names one.
    expect(
      departuresOf('get', '/api/projects/{projectId}/usage', [
        { in: 'query', name: 'projectId' },
        { in: 'path', name: 'projectId' },
      ]),
    ).toEqual([]);
  });
});
