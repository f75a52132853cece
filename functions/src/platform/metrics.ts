// Prometheus metrics of the self-hosted server, with prom-client (docs/adr/0010).
// One registry per server (not prom-client's global one), so tests and a second server in one
// process do not share counters. Labels are bounded sets: route group, method, status class,
// match type; never a slug, a project or a path.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Metrics } from '../runtime-ports';
import type { Store } from '../store/ports';
import { CLIENT_CLOSED_REQUEST } from './client-closed';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: a cached redirect answers in about a millisecond, an export streams for seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ServerMetrics extends Metrics {
  registry: Registry;
  observeRequest(group: string, method: string, status: number, seconds: number): void;
}

export function createMetrics(store: Store): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ferry_' });
  const requests = new Counter({
    name: 'ferry_http_requests_total',
    help: 'Requests answered, by route group, method and status class',
    labelNames: ['group', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ferry_http_request_duration_seconds',
    help: 'Time to the response headers, by route group',
    labelNames: ['group'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const clicks = new Counter({ name: 'ferry_clicks_recorded_total', help: 'Visits whose click the store took', registers: [registry] });
  const lost = new Counter({
    name: 'ferry_clicks_lost_total',
    help: 'Visits answered whose click the store refused (logged one by one)',
    registers: [registry],
  });
  const matches = new Counter({
    name: 'ferry_match_answers_total',
    help: 'POST /api/match answers, by match type (none: no match)',
    labelNames: ['type'],
    registers: [registry],
  });
  const aborts = new Counter({
    name: 'ferry_http_client_aborts_total',
    help: 'Requests whose client closed the connection before the answer (not counted as requests answered)',
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'ferry_store_errors_total',
    help: 'Store faults (full disk, busy, unavailable) met by requests',
    registers: [registry],
  });
  const stats = () => store.stats?.() ?? { walBytes: 0, unfoldedClicks: 0, foldLagSeconds: 0 };
  new Gauge({
    name: 'ferry_sqlite_wal_bytes',
    help: 'Size of the SQLite write-ahead log',
    registers: [registry],
    collect() {
      this.set(stats().walBytes);
    },
  });
  new Gauge({
    name: 'ferry_click_fold_backlog',
    help: 'Clicks stored but not yet folded into the counters',
    registers: [registry],
    collect() {
      this.set(stats().unfoldedClicks);
    },
  });
  new Gauge({
    name: 'ferry_click_fold_lag_seconds',
    help: 'Age of the oldest click not yet folded (0: none waits)',
    registers: [registry],
    collect() {
      this.set(stats().foldLagSeconds);
    },
  });
  return {
    registry,
    observeRequest(group, method, status, seconds) {
      // Counted apart: a client that hangs up mid-body is no answer of the server's, good or bad.
      if (status === CLIENT_CLOSED_REQUEST) return aborts.inc();
      requests.inc({ group, method: METHODS.has(method) ? method : 'OTHER', status: `${Math.floor(status / 100)}xx` });
      latency.observe({ group }, seconds);
    },
    clickRecorded: () => clicks.inc(),
    clickLost: () => lost.inc(),
    matchAnswered: (type) => matches.inc({ type }),
    storeError: () => storeErrors.inc(),
  };
}
