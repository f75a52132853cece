// The built CLI with STORE=firestore, on the in-process Firestore emulator: projects, keys and
// links end to end through the same services; export from Firestore, import on SQLite; backup
// and restore say they are SQLite's.

import { join } from 'node:path';
import { type RunningEmulator, startFirestoreEmulator } from '../contract/firestore-emulator';
import { buildCli, cliEnv, ferry, tempDir } from './built-cli';

let emulator: RunningEmulator;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  await buildCli();
  emulator = await startFirestoreEmulator();
  env = cliEnv(tempDir(), { STORE: 'firestore', FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: 'demo-ferry', METADATA_SERVER_DETECTION: 'none' });
}, 120_000);

afterAll(() => emulator?.stop());

it('when projects, keys and links are managed on Firestore, then every verb answers as on SQLite', async () => {
  const project = (await ferry(env, 'project', 'create', '--subdomain', 'acme', '--plan', 'studio', '--json')).json();
  expect(project).toMatchObject({ projectId: expect.stringMatching(/^prj_/), subdomain: 'acme' });
  expect((await ferry(env, 'project', 'list', '--json')).json()).toEqual([expect.objectContaining({ id: project.projectId, subdomain: 'acme' })]);

  const created = await ferry(env, 'link', 'create', '--title', 'Sale', '--deep-link', 'acme://sale', '--slug', 'sale', '--tags', 'summer', '--json');
  expect(created.json()).toMatchObject({ success: true, slug: 'sale', link: { tags: ['summer'], projectId: project.projectId } });
  await ferry(env, 'link', 'create', '--title', 'Second', '--deep-link', 'acme://second', '--json');
  const listed = (await ferry(env, 'link', 'list', '--json')).json();
  expect(listed.links.map((l: { title: string }) => l.title).sort()).toEqual(['Sale', 'Second']);

  const keys = (await ferry(env, 'key', 'list', '--json')).json();
  expect(keys.map((k: { type: string }) => k.type).sort()).toEqual(['publishable', 'secret']);
  expect((await ferry(env, 'key', 'revoke', keys[0].id, '--json')).status).toBe(0);
  expect((await ferry(env, 'link', 'get', 'nope', '--json')).json()).toEqual({ error: 'Link not found', code: 'NOT_FOUND' });
}, 60_000);

it('when backup or restore is asked on Firestore, then it is a usage error pointing to Firestore export', async () => {
  const run = await ferry(env, 'backup', 'x.db', '--json');
  expect(run.status).toBe(2);
  expect(run.json()).toMatchObject({ code: 'USAGE', error: expect.stringContaining('gcloud firestore export') });
});

it('when ferry export runs on Firestore, then ferry import on a SQLite machine holds the same project and links', async () => {
  const dir = tempDir();
  const file = join(dir, 'from-firebase.ndjson');
  const exported = await ferry(env, 'export', file, '--json');
  expect(exported.status).toBe(0);
  expect(exported.json()).toMatchObject({ file, projects: 1, records: expect.any(Number) });

  const machine = cliEnv(join(dir, 'machine'));
  const imported = await ferry(machine, 'import', file, '--json');
  expect(imported.status).toBe(0);
  const [project] = (await ferry(env, 'project', 'list', '--json')).json();
  expect(imported.json()).toMatchObject({ projects: [project.id] });
  const titles = async (e: NodeJS.ProcessEnv) =>
    (await ferry(e, 'link', 'list', '--json'))
      .json()
      .links.map((l: { title: string }) => l.title)
      .sort();
  expect(await titles(machine)).toEqual(await titles(env));
}, 60_000);
