// From one machine to Firebase and back: a project exported from SQLite and imported
// into Firestore (the in-process emulator) answers every API read as it did on SQLite, and the
// other way round; a second import changes nothing.

import { exportProjects } from '../../src/services/transfer/export-projects';
import { importTransfer } from '../../src/services/transfer/import-file';
import { openFirestoreStore } from '../../src/store/firestore';
import { testApp } from '../support/test-app';
import { projectReads, seedEverything } from '../support/transfer-fixture';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';

let firestore: EmulatedFirestore;
beforeAll(async () => {
  firestore = await openEmulatedFirestore('transfer');
});
afterAll(() => firestore.close());

type App = ReturnType<typeof testApp>;
type Seeded = Awaited<ReturnType<typeof seedEverything>>['acme'];

/** Every read of the project, as a console or a script makes them. */
async function answersOf(app: App, acme: Seeded) {
  const out: { path: string; status: number; body: unknown }[] = [];
  for (const path of projectReads(acme.id)) {
    const res = await app.call('GET', path, { token: path.includes('/keys') ? acme.ownerToken : acme.secretKey });
    out.push({ path, status: res.status, body: res.json ?? res.text });
  }
  return out;
}

async function exported(app: App, projectId: string): Promise<() => AsyncIterable<string>> {
  const lines: string[] = [];
  await exportProjects(app.deps, [projectId], (line) => void lines.push(line));
  return () =>
    (async function* () {
      yield* lines;
    })();
}

describe('ferry export on SQLite, ferry import on Firestore', () => {
  it('when a project with something of everything moves, then every read of the API answers the same, and again after a second import', async () => {
    const source = testApp();
    const target = testApp(openFirestoreStore(firestore.db));
    try {
      const { acme } = await seedEverything(source, 'to-firebase');
      const lines: string[] = [];
      await exportProjects(source.deps, [acme.id], (line) => void lines.push(line));
      const file = () =>
        (async function* () {
          yield* lines;
        })();
      target.setNow(source.deps.now());
      expect(await importTransfer(target.deps, file)).toEqual({ projects: [acme.id], records: lines.length - 1 });

      const answers = (app: App) => answersOf(app, acme);
      const before = await answers(source);
      // Every read answers, with data: an empty project would compare equal too.
      expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
      expect(JSON.stringify(before)).toMatch(/"installs":1/);
      expect(JSON.stringify(before)).toContain('alice');
      expect(await answers(target)).toEqual(before);
      // Webhooks move with their signing secrets (receivers keep verifying) and their click cursor.
      expect(await target.store.webhooks.list(acme.id)).toEqual(await source.store.webhooks.list(acme.id));
      await importTransfer(target.deps, file);
      expect(await answers(target)).toEqual(before);
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000);
});

describe('ferry export on Firestore, ferry import on SQLite', () => {
  it('when a project made on Firebase moves to one machine, then every read answers the same; imported back into Firestore, it changes nothing there', async () => {
    const source = testApp(openFirestoreStore(firestore.db));
    const target = testApp();
    try {
      const { acme } = await seedEverything(source, 'from-firebase');
      const file = await exported(source, acme.id);
      const lines: string[] = [];
      for await (const line of file()) lines.push(line);
      expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'ferry-export', source: 'firestore' });
      // Something of every kind the format has: a record type lost on the way would be silent.
      const kinds = new Set(lines.slice(1).map((line) => (JSON.parse(line) as { type: string }).type));
      expect([...kinds].sort()).toEqual([
        'campaign',
        'click',
        'influencer',
        'installs',
        'key',
        'link',
        'match',
        'pixelVisitor',
        'project',
        'referral',
        'referralDay',
        'rollup',
        'usage',
        'webhook',
      ]);
      // Key hashes only: no key itself in the file.
      expect(lines.join('\n')).not.toContain(acme.secretKey);

      target.setNow(source.deps.now());
      expect(await importTransfer(target.deps, file)).toEqual({ projects: [acme.id], records: lines.length - 1 });
      const before = await answersOf(source, acme);
      expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
      expect(JSON.stringify(before)).toMatch(/"installs":1/);
      expect(await answersOf(target, acme)).toEqual(before);
      expect(await target.store.webhooks.list(acme.id)).toEqual(await source.store.webhooks.list(acme.id));

      await importTransfer(source.deps, file);
      expect(await answersOf(source, acme)).toEqual(before);
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000);
});
