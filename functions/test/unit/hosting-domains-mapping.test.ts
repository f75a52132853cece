// Firebase Hosting's CustomDomain resource in Ferry's shape, the progress words shown for it, and
// Hosting's errors sorted by what Ferry does next: pure rules, one case per state that matters.
import { type CustomDomainResource, describeProgress, hostingDomainState, hostingStage } from '../../src/domain/hosting-domains/custom-domain';
import { classifyHostingError } from '../../src/domain/hosting-domains/hosting-errors';

const NAME = 'projects/ferry-prod/sites/ferry-prod/customDomains/acme.ferry.link';

/** A domain as Hosting answers it just after create: nothing pointed at Hosting yet. */
const fresh = (over: Partial<CustomDomainResource> = {}): CustomDomainResource => ({
  name: NAME,
  etag: 'e1',
  hostState: 'HOST_UNHOSTED',
  ownershipState: 'OWNERSHIP_MISSING',
  reconciling: true,
  cert: { state: 'CERT_PREPARING', type: 'GROUPED' },
  requiredDnsUpdates: {
    checkTime: '2026-11-27T04:00:00Z',
    desired: [
      {
        domainName: 'acme.ferry.link',
        records: [
          { domainName: 'acme.ferry.link', type: 'A', rdata: '199.36.158.100', requiredAction: 'ADD' },
          { domainName: 'acme.ferry.link', type: 'TXT', rdata: 'hosting-site=ferry-prod', requiredAction: 'ADD' },
          { domainName: 'acme.ferry.link', type: 'A', rdata: '203.0.113.9', requiredAction: 'REMOVE' },
          { domainName: 'acme.ferry.link', type: 'CAA', rdata: '0 issue "pki.goog"', requiredAction: 'NONE' },
        ],
      },
    ],
  },
  ...over,
});

describe('hostingDomainState', () => {
  it('when Hosting answers a new domain, then Ferry keeps its name, states and the records to add or remove (not those already right)', () => {
    const state = hostingDomainState(fresh());
    expect(state).toEqual({
      domainName: 'acme.ferry.link',
      hostState: 'HOST_UNHOSTED',
      ownershipState: 'OWNERSHIP_MISSING',
      certState: 'CERT_PREPARING',
      requiredDnsRecords: [
        { type: 'A', domainName: 'acme.ferry.link', rdata: '199.36.158.100', action: 'ADD' },
        { type: 'TXT', domainName: 'acme.ferry.link', rdata: 'hosting-site=ferry-prod', action: 'ADD' },
        { type: 'A', domainName: 'acme.ferry.link', rdata: '203.0.113.9', action: 'REMOVE' },
      ],
      issues: [],
      reconciling: true,
      checkedAt: '2026-11-27T04:00:00Z',
      etag: 'e1',
      deleted: false,
    });
  });

  it('when fields are missing or null, then states read UNSPECIFIED and lists are empty, never undefined', () => {
    const state = hostingDomainState({ name: NAME, cert: null, requiredDnsUpdates: { desired: [{ records: [{ requiredAction: 'ADD' }] }] } });
    expect(state).toMatchObject({ hostState: 'UNSPECIFIED', ownershipState: 'UNSPECIFIED', certState: 'UNSPECIFIED', reconciling: false, issues: [] });
    expect(state.requiredDnsRecords).toEqual([{ type: 'UNSPECIFIED', domainName: '', rdata: '', action: 'ADD' }]);
    expect(state).not.toHaveProperty('etag');
  });

  it('when the domain and its certificate report issues, then each message is kept once', () => {
    const issue = { code: 9, message: 'CAA records forbid pki.goog' };
    const state = hostingDomainState(fresh({ issues: [issue, { code: 14 }], cert: { state: 'CERT_VALIDATING', issues: [issue] } }));
    expect(state.issues).toEqual(['CAA records forbid pki.goog', 'code 14']);
  });
});

describe('describeProgress', () => {
  const progress = (over: Partial<CustomDomainResource>) => describeProgress(hostingDomainState(fresh(over)));

  it('when DNS does not point at Hosting yet, or ownership is pending, then "waiting for DNS"', () => {
    expect(progress({})).toBe('waiting for DNS');
    expect(progress({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_PENDING' })).toBe('waiting for DNS');
    expect(progress({ hostState: 'HOST_MISMATCH', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state: 'CERT_ACTIVE' } })).toBe('waiting for DNS');
  });

  it('when host and ownership are active and the certificate is on its way, then "issuing certificate"', () => {
    for (const state of ['CERT_PREPARING', 'CERT_VALIDATING', 'CERT_PROPAGATING']) {
      expect(progress({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state } })).toBe('issuing certificate');
    }
  });

  it('when all three are active (an expiring certificate still serves), then "active"', () => {
    expect(progress({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state: 'CERT_ACTIVE' } })).toBe('active');
    expect(progress({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state: 'CERT_EXPIRING_SOON' } })).toBe('active');
  });

  it('when waiting cannot help (another project, conflicts, expiry, deletion), then "failed: …" says why', () => {
    expect(progress({ ownershipState: 'OWNERSHIP_MISMATCH' })).toBe('failed: another Firebase project owns this name (its TXT records must go)');
    expect(progress({ ownershipState: 'OWNERSHIP_CONFLICT' })).toMatch(/^failed: TXT records claim/);
    expect(progress({ hostState: 'HOST_CONFLICT' })).toMatch(/^failed: the name points at Hosting and at another service/);
    expect(progress({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state: 'CERT_EXPIRED' } })).toBe('failed: the certificate expired');
    expect(hostingStage(hostingDomainState(fresh({ deleteTime: '2026-11-27T05:00:00Z' })))).toEqual({ stage: 'failed', reason: 'Hosting deleted this domain' });
  });
});

describe('classifyHostingError', () => {
  it.each([
    [{ httpStatus: 409, rpcStatus: 'ALREADY_EXISTS' }, 'already-exists', false],
    [{ httpStatus: 409, rpcStatus: 'ABORTED' }, 'unavailable', true],
    [{ httpStatus: 403, rpcStatus: 'PERMISSION_DENIED' }, 'permission-denied', false],
    [{ httpStatus: 401 }, 'permission-denied', false],
    [{ httpStatus: 429 }, 'quota', true],
    [{ httpStatus: 404 }, 'not-found', false],
    [{ httpStatus: 400, rpcStatus: 'FAILED_PRECONDITION' }, 'invalid', false],
    [{ httpStatus: 502 }, 'unavailable', true],
    [{ httpStatus: 501 }, 'unknown', false],
    [{ network: true }, 'unavailable', true],
    [{ rpcCode: 8 }, 'quota', true],
    [{ rpcCode: 6 }, 'already-exists', false],
    [{ rpcCode: 99 }, 'unknown', false],
    [{}, 'unknown', false],
  ] as const)('when Hosting fails with %j, then it is %s (retryable: %s)', (facts, kind, retryable) => {
    expect(classifyHostingError(facts)).toMatchObject({ kind, retryable });
  });

  it('when Hosting gives a message, then it is kept with the HTTP status and the rpc name', () => {
    expect(classifyHostingError({ httpStatus: 429, message: 'Quota exceeded' })).toEqual({
      kind: 'quota',
      retryable: true,
      message: 'Quota exceeded',
      httpStatus: 429,
      rpcStatus: 'RESOURCE_EXHAUSTED',
    });
  });
});
