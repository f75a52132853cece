// A local webhook receiver for tests: records every request (headers, raw body) and answers
// the statuses a test queues (default 204). `poster` is the production poster with the test's
// seams: every name but `*.internal` resolves to 127.0.0.1, which is allowed, and https:// becomes http:// on
// the receiver's port (the production poster refuses both).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { targetVerdict } from '../../src/platform/safe-target';
import { createWebhookPoster } from '../../src/platform/webhook-post';
import type { ServiceDeps } from '../../src/services/deps';
import { testResolver } from './test-dns';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // `*.internal` stays private (refused) and test-dns.ts's names fail, as in test-app.ts; every
  // other name is the receiver.
  const resolve = testResolver((host) => (host.endsWith('.internal') ? '10.0.0.7' : '127.0.0.1'));
  const loopback = { resolve, isAllowedAddress: (ip: string) => ip === '127.0.0.1' };
  const post = createWebhookPoster({ ...loopback, timeoutMs: 2_000 });
  const webhooks: ServiceDeps['webhooks'] = {
    post: (url, headers, body) => post(url.replace(/^https:\/\/([^/]+)/, `http://$1:${port}`), headers, body),
    checkUrl: (url) => targetVerdict(url, loopback),
  };
  return {
    received,
    /** Statuses for the next requests, in order; then 204 again. */
    answer: (...next: number[]) => statuses.push(...next),
    webhooks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
