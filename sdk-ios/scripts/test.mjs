// npm run test:swift: the Swift package's tests against a real Ferry of this repository. Starts
// the built server (functions/lib/cli.js serve --json, as the Android library's tests do) on a
// free port of 127.0.0.1 with a fresh temporary SQLite store, hands its address and the demo
// project's keys to `swift test` (sdk-ios/scripts/swift.sh, which makes the toolchain when
// missing), and stops the server after. The exit code is swift test's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(repo, 'functions', 'lib', 'cli.js');
if (!existsSync(cli)) {
  console.log('functions/lib is missing: building the server first (npm run build -w functions)');
  const built = spawnSync('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: repo, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'ferry-swift-test-'));
const metricsToken = 'swift-tests-metrics';
const server = spawn(process.execPath, [cli, 'serve', '--json'], {
  cwd: repo,
  stdio: ['ignore', 'pipe', openSync(join(dataDir, 'server.log'), 'a')],
  env: {
    ...withoutKeys(process.env, ['SHORT_DOMAIN', 'BASE_URL']), // unset: both follow the port the server gets
    PORT: '0',
    INTERNAL_PORT: '0',
    HOST: '127.0.0.1',
    STORE: 'sqlite',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: metricsToken, // the tests count the match requests Ferry answered
    KEEP_ALIVE_TIMEOUT_S: '1',
    // Each test phone has its own address, told in this header as a proxy would: Ferry gives no
    // fingerprint answer where more than 5 iPhones clicked from one address (an office, a NAT).
    TRUST_PROXY: '1',
    CLIENT_IP_HEADER: 'x-ferry-test-client-ip',
    // Off: every request of a test comes from one address, and the limits would trip.
    RATE_LIMIT_MATCH_PER_MINUTE: '0',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
    RATE_LIMIT_API_PER_MINUTE: '0',
    RATE_LIMIT_LINK_CREATIONS_PER_HOUR: '0',
  },
});

const started = await firstLine(server, 60_000);
if (!started) {
  console.error(`ferry serve did not start:\n${readFileSync(join(dataDir, 'server.log'), 'utf8')}`);
  finish(1);
}
const { port, demo } = JSON.parse(started);
// Warnings fail the run: the library stays as clean as it is today.
const swift = spawn('bash', [join(repo, 'sdk-ios', 'scripts', 'swift.sh'), 'test', '-Xswiftc', '-warnings-as-errors', ...process.argv.slice(2)], {
  cwd: repo,
  stdio: 'inherit',
  env: {
    ...process.env,
    FERRY_TEST_PORT: String(port),
    FERRY_TEST_SECRET_KEY: demo.secretKey,
    FERRY_TEST_PUBLISHABLE_KEY: demo.publishableKey,
    FERRY_TEST_METRICS_TOKEN: metricsToken,
  },
});
swift.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));

function finish(code) {
  server.kill('SIGTERM');
  server.once('exit', () => {
    if (code !== 0) console.error(`Ferry's log: ${join(dataDir, 'server.log')}`);
    else rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
}

function firstLine(child, timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

function withoutKeys(env, keys) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !keys.includes(key)));
}
