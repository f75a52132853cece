// The drain request firebase-admin sends to Cloud Tasks, against a local stand-in for its API
// (CLOUD_TASKS_EMULATOR_HOST, as the Functions emulator sets it): a task named after its second
// on the webhookTasks queue, at that second; a second task of the same name is success.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTaskDrainRequest, drainTaskName } from '../../src/platform/webhook-tasks';

const seen: { url: string; body: { task: { name?: string; scheduleTime?: string } } }[] = [];
let answer = 200;
const api = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body: JSON.parse(body) });
    res
      .writeHead(answer, { 'content-type': 'application/json' })
      .end(answer === 200 ? JSON.stringify({ name: 'ok' }) : JSON.stringify({ error: { message: 'no' } }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.CLOUD_TASKS_EMULATOR_HOST = `127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.CLOUD_TASKS_EMULATOR_HOST;
  await new Promise((resolve) => api.close(resolve));
});

describe('createTaskDrainRequest', () => {
  const drain = createTaskDrainRequest('demo-ferry', 'us-central1');

  it('names tasks after the second they run in (rounded up), so one second is one task', () => {
    expect(drainTaskName(new Date('2026-11-25T10:00:00.000Z'))).toBe(`drain-${Date.parse('2026-11-25T10:00:00.000Z') / 1000}`);
    expect(drainTaskName(new Date('2026-11-25T10:00:00.001Z'))).toBe(`drain-${Date.parse('2026-11-25T10:00:01.000Z') / 1000}`);
  });

  it('enqueues a named task on the webhookTasks queue at the asked time; a duplicate name (409) is success; other errors throw', async () => {
    const at = new Date(Date.now() + 3_600_000);
    await drain(at);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/projects/demo-ferry/locations/us-central1/queues/webhookTasks/tasks');
    expect(seen[0]!.body.task.name).toContain(`/tasks/${drainTaskName(at)}`);
    expect(Date.parse(seen[0]!.body.task.scheduleTime!)).toBe(Math.ceil(at.getTime() / 1000) * 1000);
    answer = 409;
    await expect(drain(at)).resolves.toBeUndefined();
    answer = 500;
    await expect(drain(at)).rejects.toThrow();
    answer = 200;
  });
});
