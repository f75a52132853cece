// Delivers one webhook request: POST of a JSON body to a URL that passes the same
// SSRF policy as the fallback probes (safe-target.ts), checked again at every attempt (a name
// may have been pointed inwards since the webhook was made). No redirects are followed; the
// answer's body is discarded; a hard deadline (10 s) bounds the whole attempt, body included.

import * as http from 'node:http';
import * as https from 'node:https';
import { pinnedLookup, type SafeTarget, safeTarget, type TargetPolicy } from './safe-target';

export interface PostOutcome {
  /** The receiver's HTTP status, null when none came (refused address, DNS, timeout, reset). */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export type WebhookPoster = (url: string, headers: Record<string, string>, body: string) => Promise<PostOutcome>;

export interface WebhookPosterOptions extends TargetPolicy {
  timeoutMs?: number;
}

export const REFUSED_ADDRESS = 'the URL resolves to a private or reserved address, or is not https';
/** What the delivery log says of an attempt whose DNS lookup failed (retried like any other). */
const unresolved = (code: unknown) => `the URL's host name could not be resolved (${typeof code === 'string' ? code : 'DNS error'})`;

export function createWebhookPoster(options: WebhookPosterOptions = {}): WebhookPoster {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (url, headers, body) => {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    let target: SafeTarget | null;
    try {
      target = await safeTarget(url, options);
    } catch (error) {
      return { status: null, error: unresolved((error as { code?: unknown }).code), durationMs: took() };
    }
    // https only in production; plain http is left to the test seam (an allowed loopback).
    if (!target || (target.url.protocol !== 'https:' && !options.isAllowedAddress)) return { status: null, error: REFUSED_ADDRESS, durationMs: took() };
    return new Promise<PostOutcome>((settle) => {
      let finished = false;
      const finish = (status: number | null, error: string | null) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        req.destroy();
        settle({ status, error, durationMs: took() });
      };
      const lib = target.url.protocol === 'https:' ? https : http;
      const req = lib.request({
        method: 'POST',
        host: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        lookup: pinnedLookup(target.pinned),
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Ferry-Webhooks/1.0' },
      });
      const timer = setTimeout(() => finish(null, `no answer within ${timeoutMs / 1000} s`), timeoutMs);
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode ?? null, null));
        res.on('error', () => finish(res.statusCode ?? null, null));
      });
      req.on('error', (error) => finish(null, (error as NodeJS.ErrnoException).code ?? error.message));
      req.end(body);
    });
  };
}
