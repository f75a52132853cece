// GET /health/ready: ready while the store answers; 503 naming the store when it
// cannot (closed, terminated, or slower than its deadline). /health stays up regardless.
import type { Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../../src/store/deadline';
import { openFirestoreStore } from '../../src/store/firestore';
import { openEmulatedFirestore } from '../contract/emulated-firestore';
import { testApp } from '../support/test-app';

const ready = async (t: ReturnType<typeof testApp>) => {
  const res = await t.app.request('/health/ready');
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: (await res.json()) as Record<string, unknown> };
};

describe('GET /health/ready', () => {
  it('when SQLite answers, then ready; once its file is closed, 503 naming the store while /health stays 200', async () => {
    const t = testApp();
    expect(await ready(t)).toEqual({ status: 200, retryAfter: null, json: { status: 'ready', checks: { store: 'ok' } } });
    await t.close();
    const down = await ready(t);
    expect(down).toMatchObject({ status: 503, retryAfter: '5', json: { status: 'unavailable', checks: { store: 'failed' } } });
    expect(String(down.json.error)).toMatch(/^The sqlite store cannot answer: /);
    expect((await t.app.request('/health')).status).toBe(200);
  });

  it('when Firestore answers, then ready; when it hangs past the deadline, 503 naming the store within it', async () => {
    const firestore = await openEmulatedFirestore('ready');
    try {
      expect((await ready(testApp(openFirestoreStore(firestore.db)))).json).toEqual({ status: 'ready', checks: { store: 'ok' } });
    } finally {
      await firestore.close();
    }
    // A Firestore that never answers (a stopped emulator makes the client retry for a minute and
    // fail later in another test file, so the hang is simulated at the query).
    const hanging = { collection: () => ({ select: () => ({ limit: () => ({ get: () => new Promise(() => undefined) }) }) }) };
    const t = testApp(openFirestoreStore(hanging as unknown as Firestore));
    const asked = Date.now();
    expect(await ready(t)).toMatchObject({
      status: 503,
      retryAfter: '5',
      json: { checks: { store: 'failed' }, error: expect.stringMatching(/^The firestore store cannot answer: Firestore did not answer within \d+ ms/) },
    });
    expect(Date.now() - asked).toBeLessThan(3_000);
  });
});

describe('withDeadline', () => {
  it('when the work is slower than the deadline, then it fails with the message; when quicker, it answers', async () => {
    await expect(withDeadline(new Promise(() => undefined), 20, 'Firestore did not answer')).rejects.toThrow('Firestore did not answer within 20 ms');
    await expect(withDeadline(Promise.resolve(7), 20, 'x')).resolves.toBe(7);
  });
});
