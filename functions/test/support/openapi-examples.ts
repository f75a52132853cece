// The documented example request of each OpenAPI operation, as a client reading the document
// would build it: path and query parameters from their `example`, the body from its media
// type's `example`, the host from the operation's server, the credential from its first
// security alternative. Used by test/http/openapi-examples.test.ts.
import { request } from 'node:http';
import type { Answer } from './openapi-contract';
import { doc } from './openapi-contract';

type Json = Record<string, any>;
export type Credential = 'secretKey' | 'publishableKey' | 'idToken' | null;

export interface ExampleRequest {
  operationId: string;
  method: string;
  /** The document's path template, to check the answer against. */
  template: string;
  /** The Host the operation's server names, its variables at their defaults (localhost:8080 is the API host). */
  host: string;
  credential: Credential;
  /** Each path parameter's example, by name; the caller may put a live id in its place. */
  params: Record<string, string>;
  query: string;
  body?: { contentType: string; text: string };
  /** What is missing for the request to be sent as documented. */
  missing: string[];
}

export function exampleRequests(): ExampleRequest[] {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]: [string, Json]) => {
      const missing: string[] = [];
      const params: Record<string, string> = {};
      const query = new URLSearchParams();
      for (const p of op.parameters as Json[]) {
        if (p.example === undefined) {
          if (p.required) missing.push(`${p.in} parameter ${p.name} has no example`);
        } else if (p.in === 'path') params[p.name] = String(p.example);
        else query.set(p.name, String(p.example));
      }
      const [server] = (op.servers ?? doc.servers) as { url: string; variables?: Record<string, { default: string }> }[];
      const url = server!.url.replace(/\{(\w+)\}/g, (_m, name: string) => server!.variables![name]!.default);
      const first = (op.security as Json[]).find(() => true);
      return {
        operationId: op.operationId,
        method,
        template,
        host: url.startsWith('/') ? 'localhost:8080' : new URL(url).host,
        credential: first && Object.keys(first).length ? (Object.keys(first)[0] as Credential) : null,
        params,
        query: query.toString(),
        body: op.requestBody ? exampleBody(op.requestBody, missing) : undefined,
        missing,
      };
    }),
  );
}

/** The first media type's example, encoded as that media type says. */
function exampleBody(requestBody: Json, missing: string[]): ExampleRequest['body'] {
  const [contentType, media] = Object.entries(requestBody.content as Record<string, Json>)[0]!;
  const example = media.example;
  if (example === undefined) {
    missing.push(`the ${contentType} body has no example`);
    return undefined;
  }
  if (contentType === 'application/x-www-form-urlencoded') return { contentType, text: new URLSearchParams(example).toString() };
  if (contentType === 'multipart/form-data') {
    // A property with an encoding content type is a file part; any other a plain field.
    const parts = Object.entries(example as Record<string, string>).map(([name, value]) => {
      const type = media.encoding?.[name]?.contentType as string | undefined;
      const head = type ? `form-data; name="${name}"; filename="${name}"\r\nContent-Type: ${type}` : `form-data; name="${name}"`;
      return `--ExampleBoundary\r\nContent-Disposition: ${head}\r\n\r\n${value}\r\n`;
    });
    return { contentType: `${contentType}; boundary=ExampleBoundary`, text: `${parts.join('')}--ExampleBoundary--\r\n` };
  }
  return { contentType, text: JSON.stringify(example) };
}

/** One request over HTTP/1.1 to 127.0.0.1 with the Host header given (fetch may not set Host). */
export function send(port: number, host: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: method.toUpperCase(), path, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
