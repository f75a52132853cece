// What Firebase Hosting says of one custom domain (its v1beta1 `CustomDomain` resource), turned
// into what Ferry records and shows: the three states, the DNS records still to add or remove,
// the issues in words, and one line of progress. Pure: the adapter hands in the parsed JSON.

/** Hosting's `google.rpc.Status`, as found in `issues`, `cert.issues` and failed operations. */
export interface RpcStatus {
  code?: number | null;
  message?: string | null;
}

interface DnsRecord {
  domainName?: string | null;
  type?: string | null;
  rdata?: string | null;
  requiredAction?: string | null;
}

/** The fields of Hosting's `CustomDomain` that Ferry reads; the others are ignored. */
export interface CustomDomainResource {
  name?: string | null;
  etag?: string | null;
  hostState?: string | null;
  ownershipState?: string | null;
  reconciling?: boolean | null;
  deleteTime?: string | null;
  issues?: RpcStatus[] | null;
  cert?: { state?: string | null; type?: string | null; issues?: RpcStatus[] | null } | null;
  requiredDnsUpdates?: {
    checkTime?: string | null;
    desired?: { domainName?: string | null; records?: DnsRecord[] | null }[] | null;
  } | null;
}

export interface HostingDnsRecord {
  type: string;
  domainName: string;
  rdata: string;
  action: 'ADD' | 'REMOVE';
}

export interface HostingDomainState {
  /** The name served, e.g. `go.example.com` (the last segment of the resource name). */
  domainName: string;
  hostState: string;
  ownershipState: string;
  certState: string;
  /** Records Hosting still wants changed; empty once DNS is right. */
  requiredDnsRecords: HostingDnsRecord[];
  issues: string[];
  reconciling: boolean;
  /** When Hosting last looked at the DNS records, if it has. */
  checkedAt?: string;
  etag?: string;
  deleted: boolean;
}

const UNSPECIFIED = 'UNSPECIFIED';

const messages = (statuses: RpcStatus[] | null | undefined): string[] => (statuses ?? []).map((s) => s.message?.trim() || `code ${s.code ?? '?'}`);

/** Hosting's resource in Ferry's shape. Missing states read as UNSPECIFIED, never undefined. */
export function hostingDomainState(resource: CustomDomainResource): HostingDomainState {
  const name = resource.name ?? '';
  const desired = resource.requiredDnsUpdates?.desired ?? [];
  // A record whose requiredAction is NONE is already right: only ADD and REMOVE are work.
  const requiredDnsRecords = desired.flatMap((set) =>
    (set.records ?? []).flatMap((r): HostingDnsRecord[] =>
      r.requiredAction === 'ADD' || r.requiredAction === 'REMOVE'
        ? [{ type: r.type ?? UNSPECIFIED, domainName: r.domainName ?? set.domainName ?? '', rdata: r.rdata ?? '', action: r.requiredAction }]
        : [],
    ),
  );
  const state: HostingDomainState = {
    domainName: name.slice(name.lastIndexOf('/') + 1),
    hostState: resource.hostState ?? UNSPECIFIED,
    ownershipState: resource.ownershipState ?? UNSPECIFIED,
    certState: resource.cert?.state ?? UNSPECIFIED,
    requiredDnsRecords,
    // The same message can come on the domain and on its certificate: say it once.
    issues: [...new Set([...messages(resource.issues), ...messages(resource.cert?.issues)])],
    reconciling: resource.reconciling === true,
    deleted: Boolean(resource.deleteTime),
  };
  if (resource.requiredDnsUpdates?.checkTime) state.checkedAt = resource.requiredDnsUpdates.checkTime;
  if (resource.etag) state.etag = resource.etag;
  return state;
}

export type HostingStage = 'dns' | 'certificate' | 'active' | 'failed';

/**
 * States that waiting does not cure: someone must remove records or another project's claim.
 * Each maps to the words the owner reads after "failed: ".
 */
const STUCK: Record<string, string> = {
  OWNERSHIP_MISMATCH: 'another Firebase project owns this name (its TXT records must go)',
  OWNERSHIP_CONFLICT: 'TXT records claim this name for two Firebase projects',
  HOST_CONFLICT: 'the name points at Hosting and at another service (remove the other A/AAAA records)',
  CERT_EXPIRED: 'the certificate expired',
};

/** Where a domain stands, from its three states; certificates only matter once DNS is right. */
export function hostingStage(state: HostingDomainState): { stage: HostingStage; reason?: string } {
  if (state.deleted) return { stage: 'failed', reason: 'Hosting deleted this domain' };
  const stuck = [state.ownershipState, state.hostState, state.certState].find((s) => s in STUCK);
  if (stuck) return { stage: 'failed', reason: STUCK[stuck] };
  // OWNERSHIP_PENDING: the records are right and Hosting confirms within 24 hours; still DNS.
  if (state.hostState !== 'HOST_ACTIVE' || state.ownershipState !== 'OWNERSHIP_ACTIVE') return { stage: 'dns' };
  // CERT_EXPIRING_SOON still serves: Hosting renews it on its own.
  if (state.certState === 'CERT_ACTIVE' || state.certState === 'CERT_EXPIRING_SOON') return { stage: 'active' };
  return { stage: 'certificate' };
}

/** The words the console shows: "waiting for DNS", "issuing certificate", "active" or "failed: …". */
export function describeProgress(state: HostingDomainState): string {
  const { stage, reason } = hostingStage(state);
  if (stage === 'failed') return `failed: ${reason}`;
  return { dns: 'waiting for DNS', certificate: 'issuing certificate', active: 'active' }[stage];
}
