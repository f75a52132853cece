// From one machine to Firebase (issue #14): a project exported from SQLite and imported into
// Firestore (the in-process emulator) answers every API read as it did on SQLite, and a second
// import changes nothing.

import { openFirestoreStore } from '../../src/store/firestore';
import { exportProjects } from '../../src/services/transfer/export-projects';
import { TransferUnavailableError } from '../../src/services/transfer/transfer-of';
import { importTransfer } from '../../src/services/transfer/import-file';
import { testApp } from '../support/test-app';
import { projectReads, seedEverything } from '../support/transfer-fixture';
import { openEmulatedFirestore, type EmulatedFirestore } from './emulated-firestore';

let firestore: EmulatedFirestore;
beforeAll(async () => {
  firestore = await openEmulatedFirestore('transfer');
});
afterAll(() => firestore.close());

describe('ferry export on SQLite, ferry import on Firestore', () => {
  it('when a project with something of everything moves, then every read of the API answers the same, and again after a second import', async () => {
    const source = testApp();
    const target = testApp(openFirestoreStore(firestore.db));
    try {
      const { acme } = await seedEverything(source, 'to-firebase');
      const lines: string[] = [];
      await exportProjects(source.deps, [acme.id], (line) => void lines.push(line));
      const file = () => (async function* () {
        yield* lines;
      })();
      target.setNow(source.deps.now());
      expect(await importTransfer(target.deps, file)).toEqual({ projects: [acme.id], records: lines.length - 1 });

      const answers = async (app: typeof source) => {
        const out: { path: string; status: number; body: unknown }[] = [];
        for (const path of projectReads(acme.id)) {
          const res = await app.call('GET', path, { token: path.includes('/keys') ? acme.ownerToken : acme.secretKey });
          out.push({ path, status: res.status, body: res.json ?? res.text });
        }
        return out;
      };
      const before = await answers(source);
      // Every read answers, with data: an empty project would compare equal too.
      expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
      expect(JSON.stringify(before)).toMatch(/"installs":1/);
      expect(JSON.stringify(before)).toContain("alice");
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

  it('when asked to export from Firestore, then it says export is not built there yet, before writing anything', async () => {
    const target = testApp(openFirestoreStore(firestore.db));
    const lines: string[] = [];
    try {
      await expect(exportProjects(target.deps, ['prj_x'], (line) => void lines.push(line))).rejects.toBeInstanceOf(TransferUnavailableError);
      expect(lines).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
