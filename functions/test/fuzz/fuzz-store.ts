// Schemathesis, a fuzzer nobody here wrote, against the OpenAPI document a fresh self-hosted
// Ferry serves, on one store: SQLite, Firestore (the in-process emulator) or PostgreSQL (a cluster
// of its own), one file each (schemathesis-<store>.fuzz.ts) so that jest runs two at once. Each run sends the
// documented examples, then generated requests (fuzzing) and sequences along the links it infers
// between operations (stateful: a link created, then read, changed, cloned, deleted), all with
// the demo project's keys, and checks every answer against the document (run-schemathesis.ts).
// The server (scripts/fuzz-server.js) runs with its rate limits off so that requests reach the
// routes: a 429 is documented, so it would pass, but it would test nothing. The deepview's beacon
// (30 a minute) and the pixel (120) keep their fixed limits and answer 429 now and then.
import { type RunningEmulator, startFirestoreEmulator } from '../contract/firestore-emulator';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerHeaders, ownerIdToken, ownerSession } from './fuzz-owner';
import { type FuzzServer, startFuzzServer } from './fuzz-server';
import { COVERAGE, findings, type OwnerCredential, runSchemathesis, secondsOf } from './run-schemathesis';

export type FuzzedStore = 'sqlite' | 'firestore' | 'postgres';

/** Self-hosted stores sign the owner in with Ferry's accounts (a session cookie); Firebase's with an ID token. */
const usesAccounts = (store: FuzzedStore) => store !== 'firestore';

/** `coverage`: the coverage phase alone (COVERAGE), in a file of its own beside the store's run. */
export function fuzzStore(store: FuzzedStore, { coverage = false } = {}): void {
  const runName = coverage ? `${store}-coverage` : store;
  const budget = coverage ? COVERAGE : undefined;
  describe(`Schemathesis on ${runName}`, () => {
    let emulator: RunningEmulator | undefined;
    let cluster: PostgresCluster | undefined;
    let ferry: FuzzServer;
    let ownedProject: string;
    let owner: OwnerCredential;

    beforeAll(async () => {
      let env: NodeJS.ProcessEnv = {};
      if (store === 'firestore') {
        emulator = await startFirestoreEmulator();
        // On Firestore the IP-hash pepper is a setting (SQLite keeps a generated one beside its file).
        env = { STORE: 'firestore', FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: 'demo-ferry', IP_HASH_PEPPER: 'fuzz-pepper-0123456789abcdef' };
      }
      if (store === 'postgres') {
        cluster = await startPostgresCluster();
        env = { STORE: 'postgres', DATABASE_URL: await cluster.createDatabase('fuzz'), IP_HASH_PEPPER: 'fuzz-pepper-0123456789abcdef' };
      }
      // Self-hosted teams sign in with Ferry's accounts, Firebase ones with Firebase Auth: the owner's
      // routes are fuzzed with the session cookie on SQLite and PostgreSQL, with an ID token on Firestore.
      if (usesAccounts(store)) env = { ...env, FERRY_FUZZ_OWNER_EMAIL: OWNER_EMAIL, FERRY_FUZZ_OWNER_PASSWORD: OWNER_PASSWORD };
      ferry = await startFuzzServer(runName, env);
      owner = usesAccounts(store) ? await ownerSession(ferry) : ownerIdToken();
      // `demo` has no owner: the owner's routes act on a project this user creates.
      const created = await fetch(`http://127.0.0.1:${ferry.port}/api/projects`, {
        method: 'POST',
        headers: { ...ownerHeaders(owner), 'content-type': 'application/json' },
        body: JSON.stringify({ subdomain: 'owned', name: 'Owned' }),
      });
      if (created.status !== 201) throw new Error(`the owner's project: ${created.status} ${await created.text()}`);
      ownedProject = ((await created.json()) as { project: { id: string } }).project.id;
    }, 60_000);

    afterAll(async () => {
      await ferry?.stop();
      emulator?.stop();
      cluster?.close();
    });

    it(
      'finds no answer that departs from the document',
      async () => {
        const run = await runSchemathesis(
          runName,
          ferry.port,
          {
            FERRY_FUZZ_PROJECT: 'demo',
            FERRY_FUZZ_SECRET_KEY: ferry.secretKey,
            FERRY_FUZZ_PUBLISHABLE_KEY: ferry.publishableKey,
            FERRY_FUZZ_OWNED_PROJECT: ownedProject,
            FERRY_FUZZ_LINK_HOST: `demo.localhost:${ferry.port}`,
          },
          { owner, ...(budget ? { budget } : {}) },
        );
        const summary = /^=+ (.+ in [\d.]+s) =+$/m.exec(run.output)?.[1] ?? `exit ${run.code}`;
        console.log(`Schemathesis on ${runName}: ${summary}; ${run.seconds} s in all (${run.logFile}; server log ${ferry.logFile})`);
        if (run.code !== 0)
          throw new Error(
            `Schemathesis on ${runName} exited ${run.code} (whole output: ${run.logFile}; server log: ${ferry.logFile}):\n${findings(run.output)}`,
          );
      },
      (secondsOf({ ...(budget ? { budget } : {}) }) + 120) * 1000,
    );
  });
}
