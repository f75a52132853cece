// Configuration as Cloud Functions (and their emulator) present it.

import { buildDeps } from '../../src/build-deps';
import { loadConfig } from '../../src/config';
import type { Store } from '../../src/store/ports';

describe('config on Cloud Functions', () => {
  it('ignores PORT: the platform owns the listener, and the emulator sets it to a socket path', () => {
    expect(() => loadConfig({ PORT: '/tmp/fire_emu_1234.sock' }, 'functions')).not.toThrow();
    expect(() => loadConfig({}, 'functions')).not.toThrow();
    expect(() => loadConfig({ PORT: '/tmp/x.sock' }, 'self-hosted')).toThrow(/PORT/);
  });

  it('reads the IP-hash pepper on first use: a function without the secret bound, or the CLI, still starts', () => {
    const store = { kind: 'firestore' } as Store;
    const deps = buildDeps(loadConfig({ STORE: 'firestore' }, 'functions'), store);
    expect(() => deps.ipHashPepper).toThrow(/IP_HASH_PEPPER must be set/);
    const bound = buildDeps(loadConfig({ STORE: 'firestore', IP_HASH_PEPPER: 'a-long-enough-pepper' }, 'functions'), store);
    expect(bound.ipHashPepper).toBe('a-long-enough-pepper');
  });
});
