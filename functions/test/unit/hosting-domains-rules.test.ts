// The pure rules behind Ferry's records of its names on Firebase Hosting: how each of Hosting's
// failures is sorted (every google.rpc code, every HTTP status the API design guide maps), when
// the scheduled job looks again (both sides of each wait), the stage and words shown for a
// record, and the domain answer's Hosting part, headroom included.
import { type CustomDomainResource, type HostingDomainState, hostingDomainState } from '../../src/domain/hosting-domains/custom-domain';
import { classifyHostingError, type HostingErrorKind } from '../../src/domain/hosting-domains/hosting-errors';
import {
  FIRST_WAIT_MS,
  type HostingRecord,
  isHostingActive,
  LONGEST_WAIT_MS,
  nextCheckAt,
  recordProgress,
} from '../../src/domain/hosting-domains/hosting-record';
import { hostingNameView, hostingView } from '../../src/domain/hosting-domains/hosting-view';

const RPC = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];
const SORTED: Record<string, [HostingErrorKind, boolean]> = {
  OK: ['unknown', false],
  CANCELLED: ['unavailable', true],
  UNKNOWN: ['unavailable', true],
  INVALID_ARGUMENT: ['invalid', false],
  DEADLINE_EXCEEDED: ['unavailable', true],
  NOT_FOUND: ['not-found', false],
  ALREADY_EXISTS: ['already-exists', false],
  PERMISSION_DENIED: ['permission-denied', false],
  RESOURCE_EXHAUSTED: ['quota', true],
  FAILED_PRECONDITION: ['invalid', false],
  ABORTED: ['unavailable', true],
  OUT_OF_RANGE: ['invalid', false],
  UNIMPLEMENTED: ['unknown', false],
  INTERNAL: ['unavailable', true],
  UNAVAILABLE: ['unavailable', true],
  DATA_LOSS: ['unknown', false],
  UNAUTHENTICATED: ['permission-denied', false],
};

describe('classifyHostingError', () => {
  it.each(RPC.map((name, code) => [code, name] as const))('when a failed operation carries code %i (%s), then it is sorted by that code', (code, name) => {
    const [kind, retryable] = SORTED[name]!;
    expect(classifyHostingError({ rpcCode: code })).toEqual({ kind, retryable, message: name, ...(name ? { rpcStatus: name } : {}) });
  });

  it.each([
    [400, 'INVALID_ARGUMENT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'PERMISSION_DENIED'],
    [404, 'NOT_FOUND'],
    [409, 'ALREADY_EXISTS'],
    [429, 'RESOURCE_EXHAUSTED'],
    [499, undefined],
    [500, 'UNAVAILABLE'],
    [501, 'UNIMPLEMENTED'],
    [502, 'UNAVAILABLE'],
    [503, 'UNAVAILABLE'],
  ])('when Hosting answers HTTP %i without a status name, then it reads as %s', (httpStatus, rpc) => {
    const error = classifyHostingError({ httpStatus, message: 'from Hosting' });
    expect(error.rpcStatus).toBe(rpc);
    expect(error.httpStatus).toBe(httpStatus);
    expect([error.kind, error.retryable]).toEqual(rpc ? SORTED[rpc] : ['unknown', false]);
    expect(error.message).toBe('from Hosting');
  });

  it('when the status name and the HTTP status disagree, then the name wins (409 is also ABORTED)', () => {
    expect(classifyHostingError({ httpStatus: 409, rpcStatus: 'ABORTED' })).toMatchObject({ kind: 'unavailable', retryable: true, rpcStatus: 'ABORTED' });
    expect(classifyHostingError({ rpcStatus: 'RESOURCE_EXHAUSTED', rpcCode: 5 }).kind).toBe('quota');
  });

  it('when nothing answered, then it is unavailable and retried; an answer with nothing known is unknown', () => {
    expect(classifyHostingError({ network: true, message: 'ECONNREFUSED' })).toEqual({ kind: 'unavailable', retryable: true, message: 'ECONNREFUSED' });
    expect(classifyHostingError({})).toEqual({ kind: 'unknown', retryable: false, message: 'no answer from Firebase Hosting' });
    expect(classifyHostingError({ network: true, httpStatus: 403 }).kind).toBe('permission-denied');
  });
});

describe('nextCheckAt', () => {
  const now = new Date('2026-11-27T00:00:00.000Z');
  const waitFor = (attempts: number, error?: HostingErrorKind) => (Date.parse(nextCheckAt(now, attempts, error)) - now.getTime()) / 60_000;

  it('when nothing changed, then the wait doubles from 10 minutes up to 6 hours, and stays there', () => {
    expect([0, 1, 2, 4, 5, 6, 16, 17, 1_000].map((n) => waitFor(n))).toEqual([10, 20, 40, 160, 320, 360, 360, 360, 360]);
    expect(FIRST_WAIT_MS).toBe(10 * 60_000);
    expect(LONGEST_WAIT_MS).toBe(360 * 60_000);
  });

  it('when Hosting refused for quota, permission or an invalid name, then the wait is an hour at least; for an outage it is not', () => {
    expect((['quota', 'permission-denied', 'invalid'] as const).map((kind) => waitFor(0, kind))).toEqual([60, 60, 60]);
    expect(waitFor(3, 'quota')).toBe(80);
    expect((['unavailable', 'unknown', 'not-found', 'already-exists'] as const).map((kind) => waitFor(0, kind))).toEqual([10, 10, 10, 10]);
  });
});

const resource = (over: Partial<CustomDomainResource> = {}): CustomDomainResource => ({
  name: 'projects/p/sites/s/customDomains/go.acme.com',
  hostState: 'HOST_UNHOSTED',
  ownershipState: 'OWNERSHIP_MISSING',
  cert: { state: 'CERT_PREPARING' },
  requiredDnsUpdates: { desired: [{ domainName: 'go.acme.com', records: [{ type: 'TXT', rdata: 'hosting-site=s', requiredAction: 'ADD' }] }] },
  ...over,
});
const live: HostingDomainState = hostingDomainState(
  resource({ hostState: 'HOST_ACTIVE', ownershipState: 'OWNERSHIP_ACTIVE', cert: { state: 'CERT_ACTIVE' }, requiredDnsUpdates: null }),
);
const aRecord = (over: Partial<HostingRecord> = {}): HostingRecord => ({
  domainName: 'go.acme.com',
  projectId: 'p1',
  kind: 'custom',
  siteId: 's',
  want: 'present',
  state: hostingDomainState(resource()),
  lastError: null,
  attempts: 0,
  nextCheckAt: '2026-11-27T00:10:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...over,
});
const failed = (kind: HostingErrorKind) => ({ kind, message: 'said Hosting', at: '2026-11-27T00:00:00.000Z' });

describe('recordProgress and isHostingActive', () => {
  it.each([
    ['a removal', aRecord({ want: 'absent' }), 'removing', 'removing from Firebase Hosting'],
    [
      'a full site',
      aRecord({ state: null, lastError: failed('quota') }),
      'site-full',
      'site full: Firebase Hosting refused more custom domains (said Hosting); retrying',
    ],
    ['a quota answer for a name Hosting has', aRecord({ lastError: failed('quota') }), 'dns', 'waiting for DNS'],
    ['no answer yet', aRecord({ state: null }), 'adding', 'adding to Firebase Hosting'],
    [
      'a refused permission',
      aRecord({ state: null, lastError: failed('permission-denied') }),
      'adding',
      "not added yet: Ferry's service account may not manage Firebase Hosting (it needs Firebase Hosting Admin) (said Hosting); retrying",
    ],
    [
      'an invalid name',
      aRecord({ state: null, lastError: failed('invalid') }),
      'adding',
      'not added yet: Firebase Hosting refused this name (said Hosting); retrying',
    ],
    [
      'an outage',
      aRecord({ state: null, lastError: failed('unavailable') }),
      'adding',
      'not added yet: Firebase Hosting did not answer (said Hosting); retrying',
    ],
    ['something else', aRecord({ state: null, lastError: failed('unknown') }), 'adding', 'not added yet: Firebase Hosting failed (said Hosting); retrying'],
    ['DNS still to fix', aRecord(), 'dns', 'waiting for DNS'],
    ['a live certificate', aRecord({ state: live }), 'active', 'active'],
  ])('when the record is %s, then its stage and words say so', (_what, record, stage, words) => {
    expect(recordProgress(record)).toEqual({ stage, words });
  });

  it('when Hosting serves the name with its certificate and Ferry wants it, then it is active; else not', () => {
    expect(isHostingActive(aRecord({ state: live }))).toBe(true);
    expect([null, aRecord(), aRecord({ state: null }), aRecord({ state: live, want: 'absent' })].map(isHostingActive)).toEqual([false, false, false, false]);
  });
});

describe("the domain answer's Hosting part", () => {
  it('when a name has no record, then it reads "not added" with nothing else known', () => {
    expect(hostingNameView('acme.ferry.link', null)).toEqual({
      name: 'acme.ferry.link',
      site: null,
      stage: 'not-added',
      progress: 'not on Firebase Hosting yet: press Refresh to add it',
      dnsRecords: [],
      hostState: null,
      ownershipState: null,
      certState: null,
      issues: [],
      lastError: null,
      updatedAt: null,
      nextCheckAt: null,
    });
  });

  it("when a name has Hosting's answer and a failure since, then the records, states, issues and the failure are shown", () => {
    const record = aRecord({ lastError: failed('unavailable'), state: hostingDomainState(resource({ issues: [{ message: 'no A records' }] })) });
    expect(hostingNameView('go.acme.com', record)).toEqual({
      name: 'go.acme.com',
      site: 's',
      stage: 'dns',
      progress: 'waiting for DNS',
      dnsRecords: [{ type: 'TXT', name: 'go.acme.com', value: 'hosting-site=s', action: 'ADD' }],
      hostState: 'HOST_UNHOSTED',
      ownershipState: 'OWNERSHIP_MISSING',
      certState: 'CERT_PREPARING',
      issues: ['no A records'],
      lastError: 'said Hosting',
      updatedAt: '2026-11-27T00:00:00.000Z',
      nextCheckAt: '2026-11-27T00:10:00.000Z',
    });
    expect(hostingNameView('go.acme.com', aRecord({ state: null }))).toMatchObject({
      dnsRecords: [],
      hostState: null,
      ownershipState: null,
      certState: null,
      issues: [],
      lastError: null,
    });
  });

  it('when the site is counted, then the headroom is what is left, never below 0', () => {
    const facts = (domainsUsed: number) => ({ siteId: 's', domainLimit: 20, domainsUsed, host: { name: 'acme.ferry.link', record: null }, customDomain: null });
    expect([7, 19, 20, 25].map((used) => hostingView(facts(used)).headroom)).toEqual([13, 1, 0, 0]);
    expect(hostingView(facts(7))).toMatchObject({
      site: 's',
      domainLimit: 20,
      domainsUsed: 7,
      customDomain: null,
      host: { name: 'acme.ferry.link', stage: 'not-added' },
    });
    expect(hostingView({ ...facts(1), customDomain: { name: 'go.acme.com', record: aRecord() } }).customDomain).toMatchObject({
      name: 'go.acme.com',
      stage: 'dns',
    });
  });
});

describe('hostingDomainState, the edges', () => {
  it("when an issue has no message, then its code stands in; a record without a name takes its set's; no check time, no checkedAt", () => {
    const state = hostingDomainState(
      resource({
        issues: [{ code: 9, message: '  ' }, { message: null }],
        cert: { state: 'CERT_PREPARING', issues: [{ code: 9, message: '' }, { message: ' DNS not ready ' }] },
        requiredDnsUpdates: {
          desired: [
            { domainName: 'go.acme.com', records: [{ type: 'A', rdata: '199.36.158.100', requiredAction: 'ADD' }, { requiredAction: 'REMOVE' }] },
            { records: null },
          ],
        },
      }),
    );
    expect(state.issues).toEqual(['code 9', 'code ?', 'DNS not ready']);
    expect(state.requiredDnsRecords).toEqual([
      { type: 'A', domainName: 'go.acme.com', rdata: '199.36.158.100', action: 'ADD' },
      { type: 'UNSPECIFIED', domainName: 'go.acme.com', rdata: '', action: 'REMOVE' },
    ]);
    expect('checkedAt' in state).toBe(false);
    expect('etag' in state).toBe(false);
    expect(hostingDomainState({}).requiredDnsRecords).toEqual([]);
    expect(hostingDomainState({ requiredDnsUpdates: { desired: [{ records: [{ requiredAction: 'ADD' }] }] } }).requiredDnsRecords[0]!.domainName).toBe('');
  });
});
