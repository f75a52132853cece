// Prometheus metrics of the self-hosted server: off unless METRICS_TOKEN is set,
// bound to that token, on the API host only, and the shapes an operator's dashboards read.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { createMetrics } from '../../src/platform/metrics';
import { startServer } from '../../src/server';
import { isSqliteTransient } from '../../src/store/sqlite/database/transient';
import { asStoreError } from '../../src/store/unavailable-errors';
import { appProject, matchFromDeepview } from '../support/link-host';
import { tempSqliteStore } from '../support/temp-sqlite';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const TOKEN = 'metrics-token-0123456789';

function metricsApp() {
  const store = tempSqliteStore();
  const metrics = createMetrics(store);
  const t = testApp(store, {
    app: {
      observe: (group, method, status, seconds) => metrics.observeRequest(group, method, status, seconds),
      metrics: {
        token: TOKEN,
        baseUrl: 'http://localhost:8080',
        render: async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
      },
    },
  });
  t.deps.metrics = metrics;
  return t;
}

const scrape = async (t: ReturnType<typeof testApp>, token = TOKEN) =>
  t.app.request('http://localhost:8080/metrics', { headers: { authorization: `Bearer ${token}` } });
/** The value of one sample line, e.g. `ferry_clicks_recorded_total 3`. */
const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"[\]().+]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);

describe('GET /metrics', () => {
  const t = metricsApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'metered');
    await acme.link({ slug: 'promo', desktopUrl: 'https://acme.example/' });
    await acme.link({ slug: 'metrics', desktopUrl: 'https://acme.example/m' });
  });
  afterAll(() => t.close());

  it('when the token is missing or wrong, then 401 with the usual JSON error and WWW-Authenticate', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: `Basic ${TOKEN}` }] as Record<string, string>[]) {
      const res = await t.app.request('http://localhost:8080/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.json()).toEqual({ error: 'A valid metrics token is required', code: 'UNAUTHENTICATED' });
    }
  });

  it('when visits, matches and API calls were answered, then requests by group and status class, latency buckets, clicks and match types are counted', async () => {
    expect((await acme.visit('/promo', UA.desktopChrome)).status).toBe(302);
    const deepview = await acme.visit('/promo', UA.iphoneSafari);
    expect(await matchFromDeepview(t, acme.project.subdomain, await deepview.text())).toBe(true);
    await t.call('POST', '/api/match', { body: { subdomain: acme.project.subdomain, deviceInfo: { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0' } } });
    await t.call('GET', '/api/links', { token: acme.secretKey });

    const res = await scrape(t);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(sample(text, 'ferry_http_requests_total{group="link",method="GET",status="3xx"}')).toBe(1);
    expect(sample(text, 'ferry_http_requests_total{group="link",method="GET",status="2xx"}')).toBe(1);
    expect(sample(text, 'ferry_http_requests_total{group="match",method="POST",status="2xx"}')).toBe(2);
    expect(sample(text, 'ferry_http_requests_total{group="api",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ferry_http_request_duration_seconds_count{group="link"}')).toBe(2);
    expect(text).toMatch(/^ferry_http_request_duration_seconds_bucket\{le="0\.001",group="link"\} \d+$/m);
    expect(sample(text, 'ferry_clicks_recorded_total')).toBe(2);
    expect(sample(text, 'ferry_match_answers_total{type="clipboard"}')).toBe(1);
    expect(sample(text, 'ferry_match_answers_total{type="none"}')).toBe(1);
    expect(sample(text, 'ferry_sqlite_wal_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'ferry_click_fold_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'ferry_click_fold_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'ferry_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('ferry_process_open_fds');
    // Bounded labels: no slug, project or path ever.
    expect(text).not.toMatch(/promo|metered|\/api\/links/);
  });

  it('when the store refuses a click, then the visit still redirects and the click is counted as lost and as a store error', async () => {
    const record = t.deps.store.clicks.record;
    t.deps.store.clicks.record = async () => {
      throw asStoreError(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }), isSqliteTransient);
    };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await acme.visit('/promo', UA.desktopChrome)).status).toBe(302);
    } finally {
      t.deps.store.clicks.record = record;
      quiet.mockRestore();
    }
    const text = await (await scrape(t)).text();
    expect(sample(text, 'ferry_clicks_lost_total')).toBe(1);
    expect(sample(text, 'ferry_store_errors_total')).toBe(1);
  });

  it("when a project host asks for /metrics, then it is that project's slug like any other", async () => {
    const res = await acme.visit('/metrics', UA.desktopChrome);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://acme.example/m');
  });
});

describe('METRICS_TOKEN', () => {
  it('when unset, then the server has no /metrics; when shorter than 16 characters, the start stops naming it', async () => {
    expect(loadConfig({}, 'self-hosted').metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, 'self-hosted')).toThrow(
      'Invalid environment variable METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters',
    );
    const plain = testApp();
    expect((await plain.app.request('http://localhost:8080/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    await plain.close();
  });

  it('when set, then the self-hosted server answers /metrics to it on a real port', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-metrics-'));
    const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir, METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' }, 'self-hosted'), () => undefined);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      await fetch(`${base}/health`);
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(sample(await res.text(), 'ferry_http_requests_total{group="health",method="GET",status="2xx"}')).toBe(1);
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
