// Jest globalSetup: starts the fake Auth emulator once; workers inherit its address.
import { startFakeAuthEmulator } from './fake-auth-emulator';

export default async function globalSetup() {
  const { host, server } = await startFakeAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  (globalThis as { __fakeAuth?: typeof server }).__fakeAuth = server;
}
