// One JSON request to Ferry with retries inside an overall deadline. Uses only fetch,
// AbortController and setTimeout, so it runs the same in React Native, Capacitor and browsers.

import { answerError, describeFailure, FerryError, networkError } from './errors.js';
import { backoffMs, isRetryableStatus, retryAfterMs } from './retry-policy.js';

/** The part of a fetch Response the library reads (so any fetch, or a test double, fits). */
export interface FetchResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

export interface Transport {
  fetch: FetchLike;
  /** Overall deadline of one call, retries and waits included. */
  timeoutMs: number;
  /** The `debug` option's logger: each failed try is told at once, not only the last. */
  log?: (line: string) => void;
}

export interface JsonRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Error statuses the caller handles itself (resolve's 404), answered instead of thrown. */
  expected?: number[];
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

type Attempt =
  | { kind: 'answer'; answer: JsonAnswer }
  | { kind: 'retry'; error: FerryError; waitMs: number | null; reason?: string }
  | { kind: 'fail'; error: FerryError };

/**
 * Network failures, 5xx and 429 are tried again until the deadline; DNS failures (ENOTFOUND)
 * too: a phone's first launch may come before its network is up, and macOS reports ENOTFOUND
 * while offline. A host that will never resolve shows in the error's message (and, with debug,
 * in the log from the first try on).
 */
export async function requestJson(transport: Transport, request: JsonRequest): Promise<JsonAnswer> {
  const deadline = Date.now() + transport.timeoutMs;
  let earlier: string | null = null;
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(transport, request, deadline - Date.now(), earlier);
    if (outcome.kind === 'answer') return outcome.answer;
    if (outcome.kind === 'fail') throw outcome.error;
    const waitMs = outcome.waitMs ?? backoffMs(attempt);
    // A wait that ends past the deadline (a long Retry-After included) is not worth starting,
    // nor one that leaves the next try less than a quarter of the deadline: cut short by the
    // deadline, that try would end as a timeout and hide the failure it retried.
    if (Date.now() + waitMs + transport.timeoutMs / 4 >= deadline) throw outcome.error;
    transport.log?.(`${outcome.error.message}; trying again in ${waitMs} ms`);
    earlier = outcome.error.status ? `HTTP ${outcome.error.status} ${outcome.error.code}` : (outcome.reason ?? null);
    await sleep(waitMs);
  }
}

async function attemptOnce(transport: Transport, request: JsonRequest, timeLeftMs: number, earlier: string | null): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, timeLeftMs));
  try {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const init: FetchInit = { method: request.method, headers, signal: controller.signal };
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }
    let response: FetchResponse;
    let text: string;
    try {
      response = await transport.fetch(request.url, init);
      text = await response.text();
    } catch (cause) {
      // Our own deadline aborted it: say so, with what went wrong before, rather than "aborted".
      const timedOut = controller.signal.aborted ? { afterMs: transport.timeoutMs, earlier } : undefined;
      return { kind: 'retry', error: networkError(request.method, request.url, cause, timedOut), waitMs: null, reason: describeFailure(cause) };
    }
    return judge(response, text, request.expected ?? []);
  } finally {
    clearTimeout(timer);
  }
}

function judge(response: FetchResponse, text: string, expected: number[]): Attempt {
  const { status } = response;
  const body = parseJson(text);
  if ((status >= 200 && status < 300) || expected.includes(status)) {
    if (body === undefined) return { kind: 'fail', error: new FerryError(status, 'BAD_RESPONSE', 'Ferry answered something that is not JSON') };
    return { kind: 'answer', answer: { status, body } };
  }
  const error = answerError(status, body);
  if (!isRetryableStatus(status)) return { kind: 'fail', error };
  return { kind: 'retry', error, waitMs: retryAfterMs(response.headers.get('retry-after')) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
