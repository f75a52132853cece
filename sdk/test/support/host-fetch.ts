// A fetch for the tests that sends a link-host URL (http://demo.localhost:8080/...) to the
// server on 127.0.0.1 with that Host header: this machine does not resolve *.localhost, and
// Node's fetch will not send a Host header of the caller's choosing.

import { request } from 'node:http';
import type { FetchInit, FetchLike, FetchResponse } from '../../src/request';

export function hostFetch(port: number): FetchLike & { calls: string[] } {
  const calls: string[] = [];
  const fetch = (url: string, init: FetchInit): Promise<FetchResponse> => {
    calls.push(`${init.method} ${url}`);
    const found = /^http:\/\/([^/]+)(\/.*)?$/.exec(url);
    if (!found) return Promise.reject(new TypeError(`hostFetch takes http URLs only: ${url}`));
    return send(port, { host: found[1]!, path: found[2] ?? '/', ...init });
  };
  return Object.assign(fetch, { calls });
}

export async function httpGet(port: number, host: string, path: string, headers: Record<string, string>) {
  const response = await send(port, { host, path, method: 'GET', headers });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') ?? undefined };
}

function send(port: number, req: FetchInit & { host: string; path: string }): Promise<FetchResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: req.method, path: req.path, headers: { ...req.headers, host: req.host }, signal: req.signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const header = (name: string) => {
            const value = incoming.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({ status: incoming.statusCode ?? 0, headers: { get: header }, text: async () => text });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}
