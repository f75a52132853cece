// The webhook outbox survives kill -9: a self-hosted server killed while a delivery
// is on the wire leaves it claimed for 30 s; started again on the same data, it delivers the
// event (the same id and body: once or more, never zero times). The receiver is on this
// machine, so the server runs with WEBHOOKS_PRIVATE_NETWORK (docs/webhooks.md).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyDelivery } from '../../src/domain/webhooks/signature';
import { buildCli, cliEnv, ferry, serve, tempDir } from './built-cli';

const env = cliEnv(tempDir('ferry-outbox-'), { WEBHOOKS_PRIVATE_NETWORK: 'true' });
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const held: ServerResponse[] = [];
// The first delivery is held unanswered (the server dies meanwhile); later ones get 204.
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    if (received.length === 1) held.push(res);
    else res.writeHead(204).end();
  });
});
let secretKey: string;
let projectId: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await buildCli();
  const created = (await ferry(env, 'project', 'create', '--subdomain', 'hooked', '--plan', 'studio', '--json')).json();
  secretKey = created.secretKey;
  projectId = created.projectId;
}, 120_000);
afterAll(async () => {
  held.forEach((res) => res.destroy());
  await new Promise((resolve) => receiver.close(resolve));
});

const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
  }
};

it('when the server is killed with SIGKILL mid-delivery, then after a restart the event is delivered', async () => {
  const first = await serve(env);
  const api = (port: number, method: string, path: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const hook = await api(first.port, 'POST', `/api/projects/${projectId}/webhooks`, {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    events: ['link.created'],
  });
  expect(hook.status).toBe(200);
  const { id: webhookId, secret } = (await hook.json()) as { id: string; secret: string };
  expect((await api(first.port, 'POST', '/api/links', { title: 'Survivor', slug: 'survivor', deepLink: 'acme://s' })).status).toBe(200);

  await until(() => received.length === 1, 10_000); // on the wire, unanswered
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await serve(env);
  try {
    await until(() => received.length >= 2, 45_000); // after its 30 s claim runs out
    const [lost, again] = received;
    expect(again!.body).toBe(lost!.body);
    expect(again!.headers['ferry-webhook-id']).toBe(lost!.headers['ferry-webhook-id']);
    expect(JSON.parse(again!.body)).toMatchObject({ type: 'link.created', projectId, data: { slug: 'survivor' } });
    const signed = { signature: String(again!.headers['ferry-webhook-signature']), timestamp: String(again!.headers['ferry-webhook-timestamp']) };
    expect(verifyDelivery(secret, signed, again!.body, Math.floor(Date.now() / 1000))).toBe(true);
    // The attempt is saved once the answer is in: poll the log until it says so.
    let log: { status: string; responseStatus: number | null }[] = [];
    const readLog = async () =>
      (log = (await (await api(second.port, 'GET', `/api/projects/${projectId}/webhooks/${webhookId}/deliveries`)).json()) as typeof log);
    for (const end = Date.now() + 5_000; (await readLog())[0]?.status !== 'delivered' && Date.now() < end; )
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toEqual([expect.objectContaining({ status: 'delivered', responseStatus: 204 })]);
  } finally {
    await second.stop();
  }
}, 90_000);
