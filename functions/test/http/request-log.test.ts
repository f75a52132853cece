// One structured log line per request and the X-Request-Id every answer carries:
// the shape Cloud Logging reads, the trace, the level, and nothing personal or secret.

import { jsonLogger, type LogLevel } from '../../src/platform/logger';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function capture(level: LogLevel = 'debug') {
  const lines: { stream: 'out' | 'err'; entry: Record<string, any>; raw: string }[] = [];
  const log = jsonLogger(level, {
    out: (raw) => lines.push({ stream: 'out', entry: JSON.parse(raw), raw }),
    err: (raw) => lines.push({ stream: 'err', entry: JSON.parse(raw), raw }),
  });
  return { log, lines };
}

describe('request log', () => {
  const sink = capture();
  const t = testApp(undefined, { log: sink.log });
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'logged');
    await acme.link({ slug: 'promo', desktopUrl: 'https://acme.example/' });
  });
  beforeEach(() => (sink.lines.length = 0));
  afterAll(() => t.close());

  it('when an API request is answered, then one INFO line has httpRequest, the group and the request id the response echoes, and never the key', async () => {
    const res = await t.call('GET', '/api/links?projectId=x&q=secret-query', { token: acme.secretKey, headers: { 'user-agent': 'ferry-cli/1.0' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(sink.lines).toHaveLength(1);
    const [{ stream, entry, raw }] = sink.lines as [(typeof sink.lines)[number]];
    expect(stream).toBe('out');
    expect(entry).toEqual({
      severity: 'INFO',
      message: `GET /api/links ${res.status}`,
      httpRequest: {
        requestMethod: 'GET',
        requestUrl: '/api/links',
        status: res.status,
        latency: expect.stringMatching(/^\d+\.\d{3}s$/),
        userAgent: 'ferry-cli/1.0',
      },
      group: 'api',
      requestId: id,
    });
    expect(raw).not.toContain(acme.secretKey);
    expect(raw).not.toContain('secret-query');
  });

  it('when a visitor opens a short link, then the line has no user agent, no IP, no query, and the group is link', async () => {
    const res = await acme.visit('/promo?utm_source=mail&token=abc', UA.iphoneSafari, { headers: { referer: 'https://mail.example/inbox/42' } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    const [{ entry, raw }] = sink.lines as [(typeof sink.lines)[number]];
    expect(entry.httpRequest).toEqual({
      requestMethod: 'GET',
      requestUrl: '/promo',
      status: res.status,
      latency: expect.any(String),
      ...(entry.httpRequest.responseSize ? { responseSize: expect.any(String) } : {}),
    });
    expect(entry.group).toBe('link');
    for (const secret of ['203.0.113.7', 'iPhone', 'utm_source', 'mail.example']) expect(raw).not.toContain(secret);
  });

  it('when a password is posted to a protected link, then it is nowhere in the line', async () => {
    await acme.link({ slug: 'locked', desktopUrl: 'https://acme.example/', password: 'hunter2-correct' });
    await acme.visit('/locked', UA.desktopChrome, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=hunter2-correct',
    });
    expect(sink.lines.map((l) => l.raw).join('\n')).not.toContain('hunter2');
  });

  it('when the caller sends an X-Request-Id that looks like one, then it is kept; anything else is replaced', async () => {
    expect((await t.call('GET', '/health', { headers: { 'x-request-id': 'lb-7f3a.42:9' } })).headers.get('x-request-id')).toBe('lb-7f3a.42:9');
    for (const bad of ['has space', 'x'.repeat(129), '<script>']) {
      expect((await t.call('GET', '/health', { headers: { 'x-request-id': bad } })).headers.get('x-request-id')).toMatch(UUID);
    }
    expect((await t.call('GET', '/health', { headers: { 'x-request-id': 'x'.repeat(128) } })).headers.get('x-request-id')).toBe('x'.repeat(128));
  });

  it('when a request carries a trace, then the line names it as Cloud Logging links traces: traceparent first, else X-Cloud-Trace-Context', async () => {
    t.deps.traceProject = 'ferry-prod';
    try {
      await t.call('GET', '/api/projects', {
        headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'x-cloud-trace-context': '11111111111111111111111111111111/1;o=0' },
      });
      await t.call('GET', '/api/projects', { headers: { 'x-cloud-trace-context': '105445aa7843bc8bf206b12000100000/255;o=1' } });
    } finally {
      delete t.deps.traceProject;
    }
    expect(sink.lines[0]!.entry).toMatchObject({
      'logging.googleapis.com/trace': 'projects/ferry-prod/traces/4bf92f3577b34da6a3ce929d0e0e4736',
      'logging.googleapis.com/spanId': '00f067aa0ba902b7',
      'logging.googleapis.com/trace_sampled': true,
    });
    expect(sink.lines[1]!.entry).toMatchObject({
      'logging.googleapis.com/trace': 'projects/ferry-prod/traces/105445aa7843bc8bf206b12000100000',
      'logging.googleapis.com/spanId': '00000000000000ff',
      'logging.googleapis.com/trace_sampled': true,
    });
  });

  it('when health is asked, then its line is DEBUG: a load balancer polling it does not fill the log', async () => {
    await t.call('GET', '/health');
    expect(sink.lines.map((l) => l.entry.severity)).toEqual(['DEBUG']);
  });
});

describe('request log levels', () => {
  it('when LOG_LEVEL is info, then health lines are dropped and requests kept; at error, only 5xx lines and errors', async () => {
    const info = capture('info');
    const t = testApp(undefined, { log: info.log });
    await t.call('GET', '/health');
    await t.call('GET', '/api/nothing-here');
    expect(info.lines.map((l) => l.entry.message)).toEqual(['GET /api/nothing-here 404']);
    const errors = capture('error');
    t.deps.log = errors.log;
    await t.call('GET', '/api/nothing-here');
    expect(errors.lines).toEqual([]);
    await t.close();
  });
});
