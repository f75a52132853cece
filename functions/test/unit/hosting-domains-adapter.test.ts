// The Hosting adapter (the generated `googleapis` client) against the loopback stand-in: it
// follows create's long-running operation, adopts names Hosting already has, and hands back
// every failure sorted, never thrown. Polls sleep through a recorder, so no test waits.
import { describeProgress } from '../../src/domain/hosting-domains/custom-domain';
import { createGoogleHostingApi, type GoogleHostingOptions } from '../../src/services/hosting-domains/google-hosting-api';
import { type HostingStandin, startHostingStandin } from '../support/hosting-standin';

let standin: HostingStandin;
let slept: number[];

beforeEach(async () => {
  standin = await startHostingStandin({ projectId: 'ferry-prod', siteId: 'ferry-prod', opDoneAfterGets: 2, maxPageSize: 2 });
  slept = [];
});
afterEach(() => standin.close());

const api = (over: Partial<GoogleHostingOptions> = {}) =>
  createGoogleHostingApi({
    projectId: 'ferry-prod',
    siteId: 'ferry-prod',
    rootUrl: standin.rootUrl,
    accessToken: standin.token,
    pollIntervalMs: 1500,
    sleep: async (ms) => void slept.push(ms),
    ...over,
  });

const PARENT = '/v1beta1/projects/ferry-prod/sites/ferry-prod';

describe('Hosting adapter: create', () => {
  it('when a name is created, then the operation is followed to its end and the domain comes back waiting for DNS', async () => {
    const result = await api().create('acme.ferry.link');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ alreadyExisted: false, settled: true });
    expect(result.value.state.requiredDnsRecords.map((r) => `${r.action} ${r.type} ${r.rdata}`)).toEqual([
      'ADD A 199.36.158.100',
      'ADD TXT hosting-site=ferry-prod',
    ]);
    expect(describeProgress(result.value.state)).toBe('waiting for DNS');
    const [post, ...polls] = standin.requests;
    expect(post).toMatchObject({
      method: 'POST',
      path: `${PARENT}/customDomains`,
      query: { customDomainId: 'acme.ferry.link' },
      authorization: `Bearer ${standin.token}`,
    });
    expect(polls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${PARENT}/customDomains/acme.ferry.link/operations/op-2`,
      `GET ${PARENT}/customDomains/acme.ferry.link/operations/op-2`,
    ]);
    expect(slept).toEqual([1500, 1500]);
  });

  it('when Hosting moves the domain on, then get reports each stage', async () => {
    const hosting = api();
    await hosting.create('acme.ferry.link');
    const progress = async () => {
      const got = await hosting.get('acme.ferry.link');
      return got.ok && got.value ? describeProgress(got.value) : got;
    };
    standin.advance('acme.ferry.link', { hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', certState: 'CERT_VALIDATING' });
    expect(await progress()).toBe('issuing certificate');
    standin.advance('acme.ferry.link', { certState: 'CERT_ACTIVE', reconciling: false });
    expect(await progress()).toBe('active');
  });

  it('when the name is already on the site, then it is fetched and reported as existing', async () => {
    await api().create('acme.ferry.link');
    const again = await api().create('acme.ferry.link');
    expect(again).toMatchObject({ ok: true, value: { alreadyExisted: true, settled: true, state: { domainName: 'acme.ferry.link' } } });
    expect(standin.requests.slice(-2).map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('when the operation is still running after the last poll, then the domain is read as it stands and left unsettled', async () => {
    const result = await api({ maxPolls: 1 }).create('acme.ferry.link');
    expect(result).toMatchObject({ ok: true, value: { alreadyExisted: false, settled: false, state: { hostState: 'HOST_UNHOSTED' } } });
    expect(slept).toEqual([1500]);
  });

  it('when the operation ends in an error, then that google.rpc.Status is the failure', async () => {
    standin.failOperation(9, 'CAA records forbid the certificate authority');
    expect(await api().create('acme.ferry.link')).toEqual({
      ok: false,
      error: { kind: 'invalid', retryable: false, message: 'CAA records forbid the certificate authority', rpcStatus: 'FAILED_PRECONDITION' },
    });
  });
});

describe('Hosting adapter: failures', () => {
  it.each([
    [
      'permission-denied',
      { kind: 'permission-denied', retryable: false, httpStatus: 403, rpcStatus: 'PERMISSION_DENIED', message: 'The caller does not have permission' },
    ],
    ['quota', { kind: 'quota', retryable: true, httpStatus: 429, rpcStatus: 'RESOURCE_EXHAUSTED' }],
    ['unavailable', { kind: 'unavailable', retryable: true, httpStatus: 503 }],
    ['down', { kind: 'unavailable', retryable: true }],
  ] as const)('when Hosting answers %s, then create resolves with that failure, once (no hidden retries)', async (fault, error) => {
    standin.failNext(fault);
    expect(await api().create('acme.ferry.link')).toMatchObject({ ok: false, error });
    expect(standin.requests).toHaveLength(1);
  });

  it('when the token is refused, then it is a permission failure', async () => {
    expect(await api({ accessToken: 'stale' }).get('acme.ferry.link')).toMatchObject({ ok: false, error: { kind: 'permission-denied', httpStatus: 401 } });
  });

  it('when nothing listens, then the failure is retryable, not thrown', async () => {
    const rootUrl = standin.rootUrl;
    await standin.close();
    expect(await api({ rootUrl }).get('acme.ferry.link')).toMatchObject({ ok: false, error: { kind: 'unavailable', retryable: true } });
  });
});

describe('Hosting adapter: get, list, remove', () => {
  it('when the site lacks the name, then get answers null', async () => {
    expect(await api().get('nobody.ferry.link')).toEqual({ ok: true, value: null });
  });

  it('when the site has more names than one page, then list follows the page tokens', async () => {
    const hosting = api();
    for (const name of ['a.ferry.link', 'b.ferry.link', 'c.ferry.link']) await hosting.create(name);
    const listed = await hosting.list();
    expect(listed.ok && listed.value.map((s) => s.domainName)).toEqual(['a.ferry.link', 'b.ferry.link', 'c.ferry.link']);
    expect(standin.requests.filter((r) => r.method === 'GET' && r.path === `${PARENT}/customDomains`).map((r) => r.query.pageToken)).toEqual([undefined, '2']);
  });

  it('when a name is removed, then Hosting no longer has it; removing it again still succeeds', async () => {
    const hosting = api();
    await hosting.create('acme.ferry.link');
    expect(await hosting.remove('acme.ferry.link')).toEqual({ ok: true, value: undefined });
    expect(standin.domain('acme.ferry.link')).toBeUndefined();
    expect(standin.requests.at(-1)).toMatchObject({ method: 'DELETE', query: { allowMissing: 'true' } });
    expect(await hosting.remove('acme.ferry.link')).toEqual({ ok: true, value: undefined });
  });
});
