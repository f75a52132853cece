// POST /:slug (the password form) is public: its body is a form with one short field, so a
// large body is refused after a few KB are read, never buffered whole (a 1 GB POST to any
// short link would otherwise be held in memory).
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('POST /:slug body size', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'acme');
    await acme.link({ slug: 'vault', password: 'right', desktopUrl: 'https://acme.example/in' });
  });
  afterAll(() => t.close());

  const streamOf = (totalBytes: number, counter: { pulled: number }) => {
    const chunk = new Uint8Array(Buffer.from('password='.padEnd(64 * 1024, 'x')));
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled += chunk.length;
        if (counter.pulled > totalBytes) controller.close();
        else controller.enqueue(chunk);
      },
    });
  };

  it('when the form body streams 20 MB, then 413 after less than 1 MB was read', async () => {
    const counter = { pulled: 0 };
    const res = await t.app.request('http://acme.localhost:8080/vault', {
      method: 'POST',
      headers: { 'user-agent': UA.desktopChrome, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.50' },
      body: streamOf(20 * 1024 * 1024, counter),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(counter.pulled).toBeLessThan(1024 * 1024);
  });

  it('when the form is an ordinary one, then the password is checked as before', async () => {
    const res = await acme.visit('/vault', UA.desktopChrome, {
      method: 'POST',
      body: new URLSearchParams({ password: 'right' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.51' },
    });
    expect(res.status).toBe(302);
  });

  const post = (slug: string, password: string) =>
    t.app.request(`http://acme.localhost:8080/${slug}`, {
      method: 'POST',
      headers: { 'user-agent': UA.desktopChrome, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.51' },
      body: new URLSearchParams({ password }).toString(),
    });

  it('when the password sent is longer than 1,024 characters, then 400 whatever the link, never a cut password tried', async () => {
    await acme.link({ slug: 'open-door', desktopUrl: 'https://acme.example/open' });
    for (const slug of ['vault', 'open-door']) {
      const res = await post(slug, 'x'.repeat(1025));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain('longer than 1024 characters');
    }
    // At the limit, the form is read: a wrong password, and the open link's visit.
    expect((await post('vault', 'x'.repeat(1024))).status).toBe(401);
    expect((await post('open-door', 'x'.repeat(1024))).status).toBe(302);
  });

  it('when a POST is not a form (no body, JSON, text), then 415 whatever the link, and a form of either kind is read', async () => {
    await acme.link({ slug: 'side-door', desktopUrl: 'https://acme.example/side' });
    const send = (slug: string, headers: Record<string, string>, body?: string) =>
      t.app.request(`http://acme.localhost:8080/${slug}`, {
        method: 'POST',
        headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': '198.51.100.52', ...headers },
        body,
      });
    for (const slug of ['vault', 'side-door']) {
      for (const [headers, body] of [
        [{}, undefined],
        [{ 'content-type': 'application/json' }, '{"password":"right"}'],
        [{ 'content-type': 'text/plain' }, 'password=right'],
      ] as const) {
        const res = await send(slug, headers, body);
        expect(res.status).toBe(415);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(await res.text()).toContain('Send the password form');
      }
    }
    const multipart = new FormData();
    multipart.set('password', 'right');
    expect(
      (
        await t.app.request('http://acme.localhost:8080/vault', {
          method: 'POST',
          headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': '198.51.100.53' },
          body: multipart,
        })
      ).status,
    ).toBe(302);
    expect((await send('side-door', { 'content-type': 'Application/X-WWW-Form-URLEncoded; charset=UTF-8' }, '')).status).toBe(302);
  });

  it('when the form is malformed, repeats its field or sends a file, then 400 whatever the link', async () => {
    const send = (slug: string, body: string | FormData, headers: Record<string, string> = {}) =>
      t.app.request(`http://acme.localhost:8080/${slug}`, {
        method: 'POST',
        headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': '198.51.100.54', ...headers },
        body,
      });
    const file = new FormData();
    file.set('password', new Blob(['right']), 'password.txt');
    for (const slug of ['vault', 'side-door']) {
      const answers = [
        await send(slug, '--b\r\n[]--b--\r\n', { 'content-type': 'multipart/form-data; boundary=b' }),
        await send(slug, 'password=right&password=right', { 'content-type': 'application/x-www-form-urlencoded' }),
        await send(slug, file),
      ];
      for (const res of answers) {
        expect(res.status).toBe(400);
        expect(await res.text()).toContain('could not be read');
      }
    }
  });
});
