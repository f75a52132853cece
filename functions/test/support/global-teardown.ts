import type { Server } from 'node:http';

export default async function globalTeardown() {
  const server = (globalThis as { __fakeAuth?: Server }).__fakeAuth;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
