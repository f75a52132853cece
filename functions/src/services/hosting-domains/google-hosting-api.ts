// HostingDomainsApi over Firebase Hosting's REST API (v1beta1 projects.sites.customDomains), with
// the generated client from `googleapis`. The client is required on first use, and only its
// Hosting module (about 0.1 s, against 1 s for all of googleapis): functions that never touch
// Hosting never load it. `rootUrl` points it at a stand-in in tests.

import type { firebasehosting_v1beta1 } from 'googleapis/build/src/apis/firebasehosting/v1beta1';
import { type CustomDomainResource, hostingDomainState } from '../../domain/hosting-domains/custom-domain';
import { classifyHostingError, type HostingError } from '../../domain/hosting-domains/hosting-errors';
import type { HostingCreated, HostingDomainsApi, HostingResult } from './hosting-api';

type Client = firebasehosting_v1beta1.Firebasehosting;
type Operation = firebasehosting_v1beta1.Schema$Operation;

export interface GoogleHostingOptions {
  /** Firebase project ID (or number) and Hosting site ID: the names are added to this site. */
  projectId: string;
  siteId: string;
  /** Hosting's address; the client's default (https://firebasehosting.googleapis.com/) when absent. */
  rootUrl?: string;
  /**
   * A fixed bearer token (the stand-in). Absent: Application Default Credentials, which on Cloud
   * Functions are the function's service account, its token from the metadata server.
   */
  accessToken?: string;
  /** How often and how long to follow a create operation before leaving it to the poller. */
  pollIntervalMs?: number;
  maxPolls?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase';
const MAX_PAGES = 50;

/** What a thrown gaxios error says: HTTP status, google.rpc.Status body, or no answer at all. */
function failure(thrown: unknown): HostingError {
  const e = (thrown ?? {}) as { message?: string; response?: { status?: number; data?: unknown } };
  const body = (e.response?.data as { error?: { status?: string; message?: string } } | undefined)?.error;
  return classifyHostingError({ httpStatus: e.response?.status, rpcStatus: body?.status, message: body?.message ?? e.message, network: !e.response });
}

export function createGoogleHostingApi(options: GoogleHostingOptions): HostingDomainsApi {
  const parent = `projects/${options.projectId}/sites/${options.siteId}`;
  const nameOf = (domainName: string) => `${parent}/customDomains/${domainName}`;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let client: Client | undefined;

  function hosting(): Client {
    if (client) return client;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const lib = require('googleapis/build/src/apis/firebasehosting') as typeof import('googleapis/build/src/apis/firebasehosting');
    const fixed = options.accessToken === undefined ? undefined : new lib.auth.OAuth2();
    // A token without expiry_date is used as it is: no refresh, so no network but the stand-in's.
    fixed?.setCredentials({ access_token: options.accessToken });
    const auth = fixed ?? new lib.auth.GoogleAuth({ scopes: [SCOPE] });
    client = new lib.firebasehosting_v1beta1.Firebasehosting({
      auth,
      // Retries are the caller's (the scheduled job): gaxios' own would hold a request for seconds.
      retry: false,
      timeout: options.timeoutMs ?? 15_000,
      // Node's own fetch: gaxios would otherwise import() the ESM node-fetch on first request,
      // one more module to load, and an import() Jest's CommonJS sandbox refuses.
      fetchImplementation: fetch,
      ...(options.rootUrl ? { rootUrl: options.rootUrl } : {}),
    });
    return client;
  }

  /** One call; a throw (HTTP error, network, even a failed require) becomes a sorted failure. */
  async function attempt<T>(call: (h: Client) => Promise<{ data: T }>): Promise<HostingResult<T>> {
    try {
      return { ok: true, value: (await call(hosting())).data };
    } catch (thrown) {
      return { ok: false, error: failure(thrown) };
    }
  }

  /** Polls an operation until done or out of polls; a failed poll stops early (the domain is read next). */
  async function follow(operation: Operation): Promise<Operation> {
    let current = operation;
    for (let polls = 0; !current.done && current.name && polls < (options.maxPolls ?? 10); polls++) {
      await sleep(options.pollIntervalMs ?? 2_000);
      const name = current.name;
      const next = await attempt((h) => h.projects.sites.customDomains.operations.get({ name }));
      if (!next.ok) break;
      current = next.value;
    }
    return current;
  }

  const get: HostingDomainsApi['get'] = async (domainName) => {
    const got = await attempt((h) => h.projects.sites.customDomains.get({ name: nameOf(domainName) }));
    if (got.ok) return { ok: true, value: hostingDomainState(got.value) };
    return got.error.kind === 'not-found' ? { ok: true, value: null } : got;
  };

  /** After ALREADY_EXISTS, or a create left running: the domain as Hosting has it now. */
  async function current(domainName: string, alreadyExisted: boolean, cause: HostingError): Promise<HostingResult<HostingCreated>> {
    const now = await get(domainName);
    if (!now.ok) return now;
    if (now.value === null) return { ok: false, error: cause };
    return { ok: true, value: { state: now.value, alreadyExisted, settled: alreadyExisted } };
  }

  const create: HostingDomainsApi['create'] = async (domainName) => {
    const started = await attempt((h) => h.projects.sites.customDomains.create({ parent, customDomainId: domainName, requestBody: {} }));
    if (!started.ok) return started.error.kind === 'already-exists' ? current(domainName, true, started.error) : started;
    const done = await follow(started.value);
    if (done.done && done.error) {
      const error = classifyHostingError({ rpcCode: done.error.code ?? undefined, message: done.error.message ?? undefined });
      return error.kind === 'already-exists' ? current(domainName, true, error) : { ok: false, error };
    }
    if (done.done && done.response) {
      return { ok: true, value: { state: hostingDomainState(done.response as CustomDomainResource), alreadyExisted: false, settled: true } };
    }
    const running = classifyHostingError({ rpcStatus: 'UNAVAILABLE', message: 'Hosting accepted the domain but does not show it yet' });
    return current(domainName, false, running);
  };

  const remove: HostingDomainsApi['remove'] = async (domainName) => {
    // allowMissing: a name already gone (or never added) is what the caller wanted.
    const started = await attempt((h) => h.projects.sites.customDomains.delete({ name: nameOf(domainName), allowMissing: true }));
    if (!started.ok) return started.error.kind === 'not-found' ? { ok: true, value: undefined } : started;
    const done = await follow(started.value);
    if (done.done && done.error)
      return { ok: false, error: classifyHostingError({ rpcCode: done.error.code ?? undefined, message: done.error.message ?? undefined }) };
    return { ok: true, value: undefined };
  };

  const list: HostingDomainsApi['list'] = async () => {
    const states = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const token = pageToken;
      const got = await attempt((h) => h.projects.sites.customDomains.list({ parent, pageSize: 100, ...(token ? { pageToken: token } : {}) }));
      if (!got.ok) return got;
      states.push(...(got.value.customDomains ?? []).map(hostingDomainState));
      pageToken = got.value.nextPageToken ?? undefined;
      if (!pageToken) break;
    }
    return { ok: true, value: states };
  };

  return { create, get, remove, list };
}
