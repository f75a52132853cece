// The deployable package: every function in the region firebase.json's rewrites name, the
// hot paths tuned for many concurrent requests, the IP-hash pepper bound exactly where IPs are
// hashed, and the scheduled jobs on their UTC crons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_TASK_FUNCTION } from '../../src/platform/webhook-tasks';

interface Endpoint {
  region: string[];
  concurrency: number | null;
  cpu?: number;
  availableMemoryMb: number;
  timeoutSeconds: number;
  secretEnvironmentVariables?: { key: string }[];
  httpsTrigger?: object;
  scheduleTrigger?: { schedule: string; timeZone: string };
  taskQueueTrigger?: { retryConfig?: { maxAttempts?: number }; rateLimits?: { maxConcurrentDispatches?: number } };
}

const root = join(__dirname, '..', '..', '..');
const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const entry = require('../../src/index') as Record<string, { __endpoint: Endpoint }>;
const endpoint = (name: string) => entry[name]!.__endpoint;
const secrets = (name: string) => (endpoint(name).secretEnvironmentVariables ?? []).map((s) => s.key);

describe('Cloud Functions options (src/function-options.ts)', () => {
  it('puts every function in the region the Hosting rewrites call, and every rewrite names an exported HTTPS function', () => {
    const rewrites = firebase.hosting.rewrites as { function: { functionId: string; region: string } }[];
    for (const { function: target } of rewrites) {
      expect(endpoint(target.functionId).httpsTrigger).toBeDefined();
      expect(endpoint(target.functionId).region).toEqual([target.region]);
    }
    for (const name of Object.keys(entry)) expect(endpoint(name).region).toEqual([rewrites[0]!.function.region]);
  });

  it.each(['redirect', 'match', 'pixel'])('serves %s with a whole vCPU and many concurrent requests per instance', (name) => {
    expect(endpoint(name)).toMatchObject({ cpu: 1, availableMemoryMb: 512, timeoutSeconds: 30 });
    expect(endpoint(name).concurrency).toBeGreaterThanOrEqual(200);
  });

  it('binds the IP_HASH_PEPPER secret to the functions that hash IPs, and only to them', () => {
    for (const name of ['redirect', 'match', 'pixel', 'api']) expect(secrets(name)).toEqual(['IP_HASH_PEPPER']);
    for (const name of [
      'wellKnown',
      'foldClicks',
      'expireMatches',
      'rollMonthlyUsage',
      'deliverWebhooks',
      'raiseClickEvents',
      'checkLinkHealth',
      'pollHostingNames',
      'webhookTasks',
    ])
      expect(secrets(name)).toEqual([]);
  });

  it('runs foldClicks every minute, expireMatches every 15 minutes and rollMonthlyUsage just after midnight UTC on the 1st', () => {
    expect(endpoint('expireMatches').scheduleTrigger).toMatchObject({ schedule: '*/15 * * * *', timeZone: 'Etc/UTC' });
    expect(endpoint('rollMonthlyUsage').scheduleTrigger).toMatchObject({ schedule: '5 0 1 * *', timeZone: 'Etc/UTC' });
    expect(endpoint('foldClicks').scheduleTrigger).toMatchObject({ schedule: '* * * * *', timeZone: 'Etc/UTC' });
  });

  it('sends webhook deliveries through the Cloud Tasks queue function the services enqueue to, retried by the queue', () => {
    expect(endpoint(WEBHOOK_TASK_FUNCTION).taskQueueTrigger).toMatchObject({ retryConfig: { maxAttempts: 3 }, rateLimits: { maxConcurrentDispatches: 6 } });
    expect(endpoint(WEBHOOK_TASK_FUNCTION).timeoutSeconds).toBe(120);
  });

  it('targets Node 20, as firebase.json does', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('20');
    expect(firebase.functions[0].runtime).toBe('nodejs20');
  });
});
