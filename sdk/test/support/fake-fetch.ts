// A scripted fetch for the rules that a healthy server never shows (5xx, 429, hangs, garbage):
// each call takes the next step, and every request is kept for the test to read.

import type { FetchInit, FetchLike, FetchResponse } from '../../src/request';

export type Step = { status: number; body?: unknown; headers?: Record<string, string> } | { networkError: string } | { hang: true };

export interface SentRequest {
  url: string;
  init: FetchInit;
  body: Record<string, unknown> | undefined;
}

export function fakeFetch(...steps: Step[]): FetchLike & { sent: SentRequest[]; signals: AbortSignal[] } {
  const sent: SentRequest[] = [];
  const signals: AbortSignal[] = [];
  const fetch: FetchLike = (url, init) => {
    sent.push({ url, init, body: init.body ? (JSON.parse(init.body) as Record<string, unknown>) : undefined });
    if (init.signal) signals.push(init.signal);
    const step = steps.length > 1 ? steps.shift()! : steps[0]!; // the last step repeats
    if ('networkError' in step) return Promise.reject(new TypeError(step.networkError));
    if ('hang' in step) {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('The operation was aborted'))));
    }
    return Promise.resolve(answer(step));
  };
  return Object.assign(fetch, { sent, signals });
}

function answer(step: { status: number; body?: unknown; headers?: Record<string, string> }): FetchResponse {
  const headers = Object.fromEntries(Object.entries(step.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const text = typeof step.body === 'string' ? step.body : JSON.stringify(step.body ?? {});
  return { status: step.status, headers: { get: (name) => headers[name.toLowerCase()] ?? null }, text: async () => text };
}

export const MATCH = {
  matched: true,
  deepLink: 'acme://promo',
  params: { coupon: 'C1' },
  slug: 'promo',
  subdomain: 'acme',
  title: 'Promo',
  projectId: 'p1',
  clickedAt: '2026-11-22T10:00:00.000Z',
  matchType: 'fingerprint',
  confidence: 0.8,
};
