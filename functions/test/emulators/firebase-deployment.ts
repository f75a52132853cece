// Ferry as deployed on Firebase, on this machine: Firestore from @firestore-emulator/server in
// this process, the built functions behind the Hosting emulator (firebase-emulators.ts), and the
// built CLI on the same Firestore, as an operator runs it. Shared by the end-to-end suite and the
// fuzz run through the emulators.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type RunningEmulator, startFirestoreEmulator } from '../contract/firestore-emulator';
import { type RunningEmulators, startFirebaseEmulators } from './firebase-emulators';

const run = promisify(execFile);
const FUNCTIONS = join(__dirname, '..', '..');

export interface FirebaseDeployment {
  firestore: RunningEmulator;
  emulators: RunningEmulators;
  /** The environment of the functions and the CLI (SHORT_DOMAIN names the Hosting port). */
  env: NodeJS.ProcessEnv;
  /** `ferry <args> --json` on this deployment's Firestore; never blocking, since Firestore runs in this process. */
  cli(...args: string[]): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** `extra`: the test's settings on top of a Firestore store with no App Store lookups and no metadata server. */
export async function startFirebaseDeployment(extra: NodeJS.ProcessEnv = {}): Promise<FirebaseDeployment> {
  const firestore = await startFirestoreEmulator();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STORE: 'firestore',
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_PROJECT_ID: 'demo-ferry',
    METADATA_SERVER_DETECTION: 'none',
    // Deepviews look app icons up: here at a closed local port, never the App Store.
    APP_STORE_LOOKUP_URL: 'http://127.0.0.1:9/lookup',
    ...extra,
  };
  // The emulators' CLI points the functions at its own Auth emulator.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  let emulators: RunningEmulators;
  try {
    emulators = await startFirebaseEmulators((hostingPort) => {
      env.SHORT_DOMAIN = `localhost:${hostingPort}`;
      return env;
    });
  } catch (error) {
    firestore.stop();
    throw error;
  }
  return {
    firestore,
    emulators,
    env,
    async cli(...args) {
      const { stdout } = await run(process.execPath, ['lib/cli.js', ...args, '--json'], { cwd: FUNCTIONS, env, timeout: 30_000 });
      return JSON.parse(stdout) as Record<string, string>;
    },
    async stop() {
      await emulators.stop();
      firestore.stop();
    },
  };
}
