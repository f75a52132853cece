// The Firebase deployment, end to end and offline: the built functions in the Functions
// emulator behind the Hosting emulator (firebase.json's rewrites and headers), on Firestore
// served by @firestore-emulator/server, with the Auth emulator. Everything goes through the
// Hosting port, as visitors and apps reach a deployed Ferry; the console signs in there with
// Firebase Auth (Chromium). Run by `npm run test:emulators` (and `npm test`).

import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyDelivery } from '../../src/domain/webhooks/signature';
import { ensureConsoleBuilt } from '../browser/console-browser';
import { launchChromium, watchContext } from '../browser/ferry-browser';
import { clipboardTokenOf } from '../support/link-host';
import { UA } from '../support/user-agents';
import { type FirebaseDeployment, startFirebaseDeployment } from './firebase-deployment';
import type { RunningEmulators } from './firebase-emulators';
import { platformAnswers } from './platform-answers';

const APP_UA = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0';

let deployment: FirebaseDeployment;
let emulators: RunningEmulators;
let secretKey: string;
let projectId: string;

/** A webhook receiver on this machine: every request it got, answered 204. */
const hooked: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    hooked.push({ headers: req.headers, body });
    res.writeHead(204).end();
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Through the Hosting emulator, on the project's host. node:http, since fetch ignores a Host
 * header. Errors carry the emulators' log.
 */
function visit(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, host = 'acme'): Promise<Answer> {
  const port = emulators.hostingPort;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host: `${host}.localhost:${port}`, ...init.headers }, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    const fail = (error: Error) => reject(new Error(`${init.method ?? 'GET'} ${path} failed (${error.message}); emulators log:\n${emulators.logTail()}`));
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', fail);
    req.end(init.body);
  });
}

function expectStatus(res: Answer, status: number): string {
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${res.body.slice(0, 500)}\nemulators log:\n${emulators.logTail()}`);
  }
  return res.body;
}

const ferry = (...args: string[]) => deployment.cli(...args);

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  deployment = await startFirebaseDeployment({
    // The console offers Firebase Auth sign-in; the CLI points the functions at its Auth emulator.
    FIREBASE_WEB_API_KEY: 'demo-web-api-key',
    // The webhook receiver below is on this machine.
    WEBHOOKS_PRIVATE_NETWORK: 'true',
  });
  emulators = deployment.emulators;
}, 120_000);

afterAll(async () => {
  await deployment?.stop();
  receiver.close();
}, 40_000);

describe('Ferry on the Firebase emulators (Hosting -> Functions -> Firestore)', () => {
  it('creates a project and a key with the CLI, and the API answers through Hosting', async () => {
    const project = await ferry('project', 'create', '--subdomain', 'acme', '--plan', 'studio');
    expect(project.secretKey).toMatch(/^sk_live_/);
    secretKey = (await ferry('key', 'create', project.projectId!, '--type', 'secret')).key!;
    projectId = project.projectId!;
    const settings = {
      appName: 'Acme',
      iconUrl: 'https://acme.example/icon.png',
      ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '1234567890' },
      android: { packageName: 'com.acme.app', sha256CertFingerprints: [Array(32).fill('AB').join(':')] },
    };
    const res = await visit(`/api/projects/${project.projectId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    expectStatus(res, 200);
  });

  it('creates a link via the API; an iPhone gets the deepview, a desktop the 302 to desktopUrl', async () => {
    const created = await visit('/api/links', {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Summer sale', slug: 'summer', deepLink: 'acme://sale', desktopUrl: 'https://acme.example/sale' }),
    });
    const link = JSON.parse(expectStatus(created, 200)) as { shortUrl: string };
    expect(link.shortUrl).toBe(`https://acme.localhost:${emulators.hostingPort}/summer`);

    const desktop = await visit('/summer', { headers: { 'user-agent': UA.desktopChrome } });
    expectStatus(desktop, 302);
    expect(desktop.headers.location).toBe('https://acme.example/sale');

    const iphone = await visit('/summer', { headers: { 'user-agent': UA.iphoneSafari } });
    const html = expectStatus(iphone, 200);
    expect(iphone.headers['content-type']).toContain('text/html');
    expect(html).toContain('acme://sale');
    const token = clipboardTokenOf(html);
    expect(token).toBeTruthy();

    // The app, first launch: its clipboard holds the token the deepview copied.
    const matched = await visit('/api/match', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceInfo: { userAgent: APP_UA, timestamp: Date.now() }, clipboard: token }),
    });
    expect(JSON.parse(expectStatus(matched, 200))).toMatchObject({ matched: true, slug: 'summer', deepLink: 'acme://sale', matchType: 'clipboard' });
  });

  it('exports links, clicks and a report as CSV through Hosting (the api function, Firestore)', async () => {
    const auth = { authorization: `Bearer ${secretKey}` };
    const links = await visit('/api/links/export.csv', { headers: auth });
    expect(links.headers['content-type']).toBe('text/csv; charset=utf-8');
    const linkRows = expectStatus(links, 200).trim().split('\r\n');
    expect(linkRows[0]!.startsWith('title,deepLink,slug,')).toBe(true);
    expect(linkRows.slice(1).map((r) => r.split(',')[2])).toEqual(['summer']);
    const clicks = expectStatus(await visit(`/api/projects/${projectId}/clicks.csv`, { headers: auth }), 200)
      .trim()
      .split('\r\n');
    const columns = clicks[0]!.split(',');
    const records = clicks.slice(1).map((r) => Object.fromEntries(r.split(',').map((v, i) => [columns[i], v])));
    expect(records.map((r) => [r.slug, r.platform, r.install_matched]).sort()).toEqual([
      ['summer', 'ios', 'true'],
      ['summer', 'web', 'false'],
    ]);
    const days = expectStatus(await visit(`/api/projects/${projectId}/analytics.csv?report=links`, { headers: auth }), 200)
      .trim()
      .split('\r\n');
    expect(days).toEqual(['slug,clicks,installs', 'summer,2,1']);
  });

  it('serves both well-known files as JSON, straight from the function (no redirect)', async () => {
    const aasa = await visit('/.well-known/apple-app-site-association');
    const body = JSON.parse(expectStatus(aasa, 200)) as { applinks: { details: { appID?: string; appIDs?: string[] }[] } };
    expect(aasa.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(body.applinks)).toContain('TEAM123456.com.acme.app');

    const assetlinks = await visit('/.well-known/assetlinks.json');
    const statements = JSON.parse(expectStatus(assetlinks, 200)) as { target: { package_name: string } }[];
    expect(assetlinks.headers['content-type']).toMatch(/^application\/json/);
    expect(statements[0]!.target.package_name).toBe('com.acme.app');

    // Apple's older location, at the root, is rewritten to the same function.
    const legacy = await visit('/apple-app-site-association');
    expect(JSON.parse(expectStatus(legacy, 200))).toEqual(body);
    expect(legacy.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the landing page of hosting/ at the root, and /health from the functions', async () => {
    expect(expectStatus(await visit('/', {}, 'www'), 200)).toContain('<h1>Ferry</h1>');
    expect(JSON.parse(expectStatus(await visit('/health', {}, 'www'), 200))).toMatchObject({ status: 'ok' });
  });

  it('answers /api/match with no match for an unknown device, and 404 pages on an unknown host', async () => {
    const none = await visit('/api/match', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subdomain: 'acme', userAgent: 'Acme/1.0 Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8)' }),
    });
    expect(JSON.parse(expectStatus(none, 200))).toEqual({ matched: false });
    expectStatus(await visit('/summer', { headers: { 'user-agent': UA.desktopChrome } }, 'nobody'), 404);
  });

  it('sends a webhook delivery through the Cloud Tasks queue function (webhookTasks), signed', async () => {
    const auth = { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' };
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const hook = await visit(`/api/projects/${projectId}/webhooks`, { method: 'POST', headers: auth, body: JSON.stringify({ url, events: ['link.created'] }) });
    const { secret } = JSON.parse(expectStatus(hook, 200)) as { secret: string };
    expectStatus(
      await visit('/api/links', { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Hooked', slug: 'hooked', deepLink: 'acme://hooked' }) }),
      200,
    );
    // The emulator runs no scheduled function: only the task queue can send it.
    for (const end = Date.now() + 30_000; hooked.length === 0; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (Date.now() > end) throw new Error(`no delivery within 30 s; emulators log:\n${emulators.logTail()}`);
    }
    const [delivery] = hooked;
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'link.created', projectId, data: { slug: 'hooked' } });
    const signed = { signature: String(delivery!.headers['ferry-webhook-signature']), timestamp: String(delivery!.headers['ferry-webhook-timestamp']) };
    expect(verifyDelivery(secret, signed, delivery!.body, Math.floor(Date.now() / 1000))).toBe(true);
    // The task logs what it attempted once the receiver has answered: wait for it (bounded).
    const attempted = /webhookTasks: attempted [1-9]/;
    for (const end = Date.now() + 10_000; !attempted.test(emulators.logTail(400)) && Date.now() < end; )
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(emulators.logTail(400)).toMatch(attempted);
  });

  it("the console on Hosting signs in with email and password on the Auth emulator and shows the owner's links", async () => {
    ensureConsoleBuilt();
    const email = 'ada@acme.example';
    const password = 'correct horse battery';
    const signUp = await fetch(`http://${emulators.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }).then((r) => r.json() as Promise<{ localId: string }>);
    const owned = await ferry('project', 'create', '--subdomain', 'owned', '--name', 'Owned by Ada', '--owner', signUp.localId);
    const created = await visit(
      '/api/links',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${owned.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Ada spring sale', slug: 'spring', deepLink: 'acme://spring' }),
      },
      'www',
    );
    expectStatus(created, 200);

    const origin = `http://127.0.0.1:${emulators.hostingPort}`;
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const watch = await watchContext(context, origin);
      await context.route(`http://${emulators.authHost}/**`, (route) => route.continue());
      const page = await context.newPage();
      await page.goto(`${origin}/console/`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in with email', exact: true }).click();
      await page.getByRole('row').filter({ hasText: 'Ada spring sale' }).waitFor({ timeout: 20_000 });
      await page.getByText('Owned by Ada', { exact: true }).waitFor();
      expect(watch.cspViolations).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
      expect(watch.blockedRequests).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);

  platformAnswers({
    hostingPort: () => emulators.hostingPort,
    functionsPort: () => emulators.functionsPort,
    secretKey: () => secretKey,
    log: () => emulators.logTail(),
  });
});
