// Every operation of the OpenAPI document has a documented example request (path parameters,
// required query parameters and body), and that request, sent as documented to a fresh
// self-hosted server, gets a documented answer that is a success (bar the few in REFUSED): a
// client can start from any example. Substituted, as in the docs examples: the demo project's
// keys, the port, and the ids only a server makes (the key and webhook the create examples made;
// the owner's routes act on the project the createProject example made: `demo` has no owner).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningDocsFerry, startDocsFerry } from '../docs/docs-ferry';
import { departures, doc, parameterDeparture, requestDeparture } from '../support/openapi-contract';
import { type ExampleRequest, exampleRequests, send } from '../support/openapi-examples';

type Json = Record<string, any>;
const requests = exampleRequests();
const byId = (operationId: string) => requests.find((r) => r.operationId === operationId)!;

/** Examples that cannot succeed on a fresh server, and why; their answers must still be documented ones. */
const REFUSED: Record<string, string> = {
  resolveLinkWithoutSlug: 'it shows the 400 a client that leaves out the slug gets',
  signIn: 'it needs an account with a password, which a fresh server does not have',
  acceptInvitation: 'it needs the token of an emailed invitation',
  getSession: 'it needs the session cookie of a sign-in',
  startOidcSignIn: 'the docs server has no single sign-on provider (its 404 is shown)',
  finishOidcSignIn: 'the docs server has no single sign-on provider (its 404 is shown)',
};
/** A delete removes what a create example made: that example is sent again first, so each delete has its target. */
const RECREATE: Record<string, string> = {
  deleteKey: 'createKey',
  removeMember: 'setMemberRole',
  removeDomain: 'setDomain',
  deleteLink: 'createLink',
  deleteProjectLink: 'createLink',
  deleteWebhook: 'createWebhook',
};
const isDelete = (r: ExampleRequest) => r.method === 'delete';
/** The webhook example's receiver: the test's own, on loopback (WEBHOOKS_PRIVATE_NETWORK allows http there). */
const RECEIVER = 'https://hooks.acme.example';

describe('the OpenAPI examples', () => {
  let ferry: RunningDocsFerry;
  let receiver: Server;
  beforeAll(async () => {
    receiver = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    ferry = await startDocsFerry({ WEBHOOKS_PRIVATE_NETWORK: '1' });
  });
  afterAll(async () => {
    await ferry?.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('every operation has an example for each path parameter, required query parameter and body, fitting its schema', () => {
    expect(requests.flatMap((r) => r.missing.map((m) => `${r.operationId}: ${m}`))).toEqual([]);
    const misfits: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [string, Json][]) {
        (op.parameters as Json[]).forEach((p, i) => {
          const why = p.example === undefined ? null : parameterDeparture(method, path, i, p.example);
          if (why) misfits.push(`${op.operationId} ${p.name}: ${why}`);
        });
        for (const [media, content] of Object.entries((op.requestBody?.content ?? {}) as Record<string, Json>)) {
          // A multipart file is text in the example and binary in the schema's eyes: same property names.
          const why = media === 'multipart/form-data' ? null : requestDeparture(method, path, media, content.example);
          if (why) misfits.push(`${op.operationId} ${media}: ${why}`);
        }
      }
    }
    expect(misfits).toEqual([]);
  });

  it('every example request, sent as documented to a fresh self-hosted server, gets a documented success', async () => {
    const answers = new Map<string, Json>();
    const problems: string[] = [];
    const credentials = { secretKey: ferry.secretKey, publishableKey: ferry.publishableKey, idToken: ferry.idToken };
    const live: Record<string, (r: ExampleRequest) => string | undefined> = {
      keyId: () => answers.get('createKey')?.id,
      webhookId: () => answers.get('createWebhook')?.id,
      projectId: (r) => (r.credential === 'idToken' ? answers.get('createProject')?.project.id : undefined),
    };

    const run = async (r: ExampleRequest) => {
      const path = r.template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(live[name]?.(r) ?? r.params[name]!));
      const headers: Record<string, string> = r.credential ? { authorization: `Bearer ${credentials[r.credential]}` } : {};
      if (r.body) headers['content-type'] = r.body.contentType;
      const host = r.host.replace('localhost:8080', `localhost:${ferry.port}`);
      const body = r.body?.text.split(RECEIVER).join(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`);
      const answer = await send(ferry.port, host, r.method, `${path}${r.query ? `?${r.query}` : ''}`, headers, body);
      const what = `${r.operationId} (${r.method.toUpperCase()} ${path})`;
      problems.push(...departures(r.method, r.template, answer).map((why) => `${what}: ${why}`));
      if (answer.status >= 400 !== r.operationId in REFUSED) problems.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.headers.get('content-type')?.startsWith('application/json')) answers.set(r.operationId, JSON.parse(answer.text));
    };

    // Deletes last, so that each example before them finds what the create examples made.
    for (const r of [...requests.filter((r) => !isDelete(r)), ...requests.filter(isDelete)]) {
      if (RECREATE[r.operationId]) await run(byId(RECREATE[r.operationId]!));
      await run(r);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
