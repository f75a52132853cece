// A stand-in for Firebase Hosting's REST API (v1beta1 projects.sites.customDomains), on loopback:
// Google's APIs cannot be reached from tests. Paths, resources, long-running operations and the
// google.rpc.Status error bodies follow the discovery document of the client in `googleapis`.
// Tests drive a domain's progress (advance), inject faults (failNext) and read the requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault = 'already-exists' | 'permission-denied' | 'quota' | 'unavailable' | 'down';

const FAULTS: Record<Exclude<Fault, 'down'>, [number, string, string]> = {
  'already-exists': [409, 'ALREADY_EXISTS', 'Requested entity already exists'],
  'permission-denied': [403, 'PERMISSION_DENIED', 'The caller does not have permission'],
  quota: [429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'Write requests'"],
  unavailable: [503, 'UNAVAILABLE', 'The service is currently unavailable.'],
};

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface Progress {
  hostState?: string;
  ownershipState?: string;
  certState?: string;
  reconciling?: boolean;
  issues?: string[];
}

const TYPE = 'type.googleapis.com/google.firebase.hosting.v1beta1.';

export async function startHostingStandin(
  options: { projectId?: string; siteId?: string; token?: string; opDoneAfterGets?: number; maxPageSize?: number } = {},
) {
  const parent = `projects/${options.projectId ?? 'ferry-test'}/sites/${options.siteId ?? 'ferry-test'}`;
  const token = options.token ?? 'standin-token';
  const domains = new Map<string, any>();
  const operations = new Map<string, { gets: number; domain: string; error?: { code: number; message: string } }>();
  const requests: Recorded[] = [];
  const faults: Fault[] = [];
  let operationError: { code: number; message: string } | undefined;
  let serial = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, code: number, status: string, message: string) => send(res, code, { error: { code, message, status } });

  function newDomain(name: string) {
    const domainName = name.slice(name.lastIndexOf('/') + 1);
    const now = new Date().toISOString();
    const record = (type: string, rdata: string) => ({ domainName, type, rdata, requiredAction: 'ADD' });
    return {
      name,
      etag: `e${++serial}`,
      createTime: now,
      updateTime: now,
      reconciling: true,
      hostState: 'HOST_UNHOSTED',
      ownershipState: 'OWNERSHIP_MISSING',
      issues: [],
      cert: { type: 'GROUPED', state: 'CERT_PREPARING', createTime: now },
      requiredDnsUpdates: {
        checkTime: now,
        discovered: [],
        desired: [{ domainName, records: [record('A', '199.36.158.100'), record('TXT', `hosting-site=${parent.split('/')[3]}`)] }],
      },
    };
  }

  function operation(opName: string) {
    const op = operations.get(opName)!;
    const done = op.gets >= (options.opDoneAfterGets ?? 1);
    const domain = domains.get(op.domain);
    const body: Record<string, unknown> = { name: opName, done, metadata: { '@type': `${TYPE}CustomDomainMetadata`, hostState: domain?.hostState } };
    if (done && op.error) body.error = op.error;
    else if (done) body.response = { '@type': `${TYPE}CustomDomain`, ...domain };
    return body;
  }

  function route(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown) {
    const name = decodeURIComponent(url.pathname).replace(/^\/v1beta1\//, '');
    const opMatch = /^(.*\/customDomains\/[^/]+)\/operations\/[^/]+$/.exec(name);
    if (req.method === 'GET' && opMatch && operations.has(name)) {
      operations.get(name)!.gets++;
      return send(res, 200, operation(name));
    }
    if (name === `${parent}/customDomains` && req.method === 'POST') {
      const full = `${parent}/customDomains/${url.searchParams.get('customDomainId') ?? ''}`;
      if (domains.has(full)) return fail(res, 409, 'ALREADY_EXISTS', `CustomDomain ${full} already exists`);
      domains.set(full, { ...newDomain(full), ...(body as object) });
      const opName = `${full}/operations/op-${++serial}`;
      operations.set(opName, { gets: 0, domain: full, ...(operationError ? { error: operationError } : {}) });
      operationError = undefined;
      return send(res, 200, operation(opName));
    }
    if (name === `${parent}/customDomains` && req.method === 'GET') {
      const all = [...domains.values()];
      // Hosting may answer fewer than pageSize: maxPageSize makes the adapter follow nextPageToken.
      const size = Math.min(Number(url.searchParams.get('pageSize') ?? 10), options.maxPageSize ?? 100);
      const from = Number(url.searchParams.get('pageToken') ?? 0);
      const next = from + size < all.length ? { nextPageToken: String(from + size) } : {};
      return send(res, 200, { customDomains: all.slice(from, from + size), ...next });
    }
    const domain = domains.get(name);
    if (name.startsWith(`${parent}/customDomains/`) && req.method === 'GET' && domain) return send(res, 200, domain);
    if (name.startsWith(`${parent}/customDomains/`) && req.method === 'DELETE' && (domain || url.searchParams.get('allowMissing') === 'true')) {
      domains.delete(name);
      return send(res, 200, {
        name: `${name}/operations/op-${++serial}`,
        done: true,
        response: { '@type': `${TYPE}CustomDomain`, ...domain, deleteTime: new Date().toISOString() },
      });
    }
    return fail(res, 404, 'NOT_FOUND', `${name} was not found`);
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        body,
      });
      const fault = faults.shift();
      if (fault === 'down') return req.socket.destroy();
      if (fault) return fail(res, ...FAULTS[fault]);
      if (req.headers.authorization !== `Bearer ${token}`) return fail(res, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
      route(req, res, url, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    rootUrl: `http://127.0.0.1:${port}/`,
    token,
    parent,
    requests,
    /** The resource as Hosting would answer it, or undefined. */
    domain: (domainName: string) => domains.get(`${parent}/customDomains/${domainName}`),
    /** Moves a domain on, as Hosting's checks would; DNS counts as right once the host is active. */
    advance(domainName: string, progress: Progress) {
      const d = domains.get(`${parent}/customDomains/${domainName}`);
      if (!d) throw new Error(`stand-in has no ${domainName}`);
      const { certState, issues, ...states } = progress;
      Object.assign(d, states, { etag: `e${++serial}`, updateTime: new Date().toISOString() });
      if (certState) d.cert.state = certState;
      if (issues) d.issues = issues.map((message) => ({ code: 9, message }));
      if (progress.hostState === 'HOST_ACTIVE') for (const set of d.requiredDnsUpdates.desired) for (const r of set.records) r.requiredAction = 'NONE';
    },
    /** The next requests answer these faults, in order, before anything else is checked. */
    failNext: (...next: Fault[]) => faults.push(...next),
    /** The next create's operation ends with this google.rpc.Status instead of the domain. */
    failOperation: (code: number, message: string) => (operationError = { code, message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HostingStandin = Awaited<ReturnType<typeof startHostingStandin>>;
