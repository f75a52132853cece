// Schemathesis through the Firebase emulators, as deployed: Hosting (firebase.json's rewrites and
// headers) in front of the built functions in the Functions emulator, on Firestore (the
// in-process emulator), with the Auth emulator. The same document, phases, budget and checks
// (all of them) as the self-hosted runs. What belongs to the platform, not to Ferry (the Functions
// runtime's HTML 400 for a body it cannot parse, the Hosting emulator's 500 for a first path
// segment over 255 bytes and its rare proxy error) is listed in schemathesis.toml, the last two
// kept out by firebase_hooks.py; the emulator suite pins them and docs/firebase.md says them.
import { request } from 'node:http';
import { join } from 'node:path';
import { type FirebaseDeployment, startFirebaseDeployment } from '../emulators/firebase-deployment';
import { findings, runSchemathesis, SECONDS } from './run-schemathesis';

let deployment: FirebaseDeployment;
let emulators: FirebaseDeployment['emulators'];

/** A user of the Auth emulator and their ID token (Ferry looks the user up, so it must exist). */
async function signUp(): Promise<string> {
  const res = await fetch(`http://${emulators.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-web-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fuzz-owner@acme.example', password: 'a long pass phrase', returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator sign-up: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/**
 * The Functions emulator starts a worker per function on its first request and another whenever
 * every worker is busy; on two shared cores that takes 10 s or more, long enough for the fuzzer
 * to give up on a request (a network error, no answer). Two requests at once to every HTTP
 * function (the fuzzer's two workers) start them all before it begins, as a deployment's
 * minimum instances would.
 */
async function warmUp(port: number, linkHost: string): Promise<void> {
  const visits: [string, string, string?][] = [
    ['GET', '/api/openapi.json'],
    ['POST', '/api/match', '{}'],
    ['GET', '/api/pixel/warm-up.gif'],
    ['GET', '/.well-known/assetlinks.json'],
    ['GET', '/warm-up'],
  ];
  // node:http, since fetch sends the URL's host and no resolver here knows demo.localhost.
  const visit = ([method, path, body]: [string, string, string?]) =>
    new Promise<void>((resolve, reject) => {
      const headers = { host: linkHost, ...(body ? { 'content-type': 'application/json' } : {}) };
      const req = request({ host: '127.0.0.1', port, method, path, headers, timeout: 90_000 }, (res) => res.resume().on('end', resolve));
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 90 s`)));
      req.on('error', reject);
      req.end(body);
    });
  await Promise.all(visits.flatMap((v) => [visit(v), visit(v)]));
}

beforeAll(async () => {
  deployment = await startFirebaseDeployment({
    // As on the self-hosted runs: requests reach the routes, webhooks may name loopback.
    RATE_LIMIT_API_PER_MINUTE: '0',
    RATE_LIMIT_MATCH_PER_MINUTE: '0',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
    RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0',
    RATE_LIMIT_LINK_CREATIONS_PER_HOUR: '0',
    WEBHOOKS_PRIVATE_NETWORK: 'true',
  });
  emulators = deployment.emulators;
}, 150_000);

afterAll(() => deployment?.stop(), 40_000);

it(
  'through Hosting and Functions, no answer departs from the document',
  async () => {
    // `demo`, as self-hosted: the document's examples name that project.
    const project = await deployment.cli('project', 'create', '--subdomain', 'demo', '--plan', 'studio');
    const publishable = await deployment.cli('key', 'create', project.projectId!, '--type', 'publishable');
    const owner = await signUp();
    const origin = `http://127.0.0.1:${emulators.hostingPort}`;
    const created = await fetch(`${origin}/api/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subdomain: 'owned', name: 'Owned' }),
    });
    if (created.status !== 201) throw new Error(`the owner's project: ${created.status} ${await created.text()}\n${emulators.logTail()}`);
    const owned = ((await created.json()) as { project: { id: string } }).project.id;

    const linkHost = `demo.localhost:${emulators.hostingPort}`;
    await warmUp(emulators.hostingPort, linkHost);
    const result = await runSchemathesis(
      'firebase',
      emulators.hostingPort,
      {
        FERRY_FUZZ_PROJECT: project.projectId!,
        FERRY_FUZZ_SECRET_KEY: project.secretKey!,
        FERRY_FUZZ_PUBLISHABLE_KEY: publishable.key!,
        FERRY_FUZZ_OWNED_PROJECT: owned,
        FERRY_FUZZ_LINK_HOST: linkHost,
        // The Functions runtime parses these bodies before Ferry does (schemathesis.toml).
        FERRY_FUZZ_PLATFORM_BODY_PATHS: '^/api/',
      },
      // Past the warm-up a worker may still be started mid-run: 60 s for an answer.
      { hooks: join(__dirname, 'firebase_hooks.py'), requestTimeout: 60, owner: { idToken: owner } },
    );
    const summary = /^=+ (.+ in [\d.]+s) =+$/m.exec(result.output)?.[1] ?? `exit ${result.code}`;
    // The Hosting emulator's own proxy errors, sent again once (firebase_hooks.py says why).
    const resent = result.output.match(/^FERRY_FUZZ_RESENT .+$/gm) ?? [];
    console.log(
      `Schemathesis through the Firebase emulators: ${summary}; ${result.seconds} s in all; ${resent.length} sent again after the Hosting emulator's proxy error${resent.length ? `:\n${resent.join('\n')}` : ''} (${result.logFile}; emulators log ${emulators.logFile})`,
    );
    if (result.code !== 0)
      throw new Error(
        `Schemathesis through the Firebase emulators exited ${result.code} (whole output: ${result.logFile}; emulators log: ${emulators.logFile}):\n${findings(result.output)}`,
      );
  },
  (SECONDS + 180) * 1000,
);
