import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli';
import { hashKey } from '../../src/security/api-keys';
import { openSqliteStore } from '../../src/store/sqlite';

describe('ferry CLI', () => {
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-cli-')) };

  it('when a project is created with --json, then it prints projectId, subdomain and both keys', async () => {
    const out = JSON.parse((await runCli(['project', 'create', '--subdomain', 'acme', '--plan', 'indie', '--owner', 'u1', '--json'], env))!);
    expect(out).toEqual({ projectId: expect.stringMatching(/^prj_/), subdomain: 'acme', secretKey: expect.stringMatching(/^sk_live_/), publishableKey: expect.stringMatching(/^pk_live_/) });
    const store = openSqliteStore(join(env.DATA_DIR, 'ferry.db'));
    expect((await store.projects.get(out.projectId))).toMatchObject({ plan: 'indie', ownerUid: 'u1', name: 'acme' });
    expect((await store.keys.findByHash(hashKey(out.secretKey)))?.projectId).toBe(out.projectId);
    await store.close();
  });

  it('when a key is created for a project, then it prints it once in JSON', async () => {
    const { projectId } = JSON.parse((await runCli(['project', 'create', '--subdomain', 'beta', '--json'], env))!);
    const out = JSON.parse((await runCli(['key', 'create', projectId, '--type', 'publishable', '--json'], env))!);
    expect(out).toEqual({ projectId, keyId: expect.stringMatching(/^key_/), type: 'publishable', key: expect.stringMatching(/^pk_live_/) });
  });

  it.each([
    [['project', 'create', '--subdomain', 'acme', '--json'], 'Subdomain already in use'],
    [['project', 'create', '--json'], 'subdomain is required'],
    [['project', 'create', '--subdomain', 'x', '--plan', 'gold'], '--plan must be free, indie or studio'],
    [['key', 'create', 'prj_missing', '--type', 'secret'], 'Project not found'],
    [['key', 'create', 'prj_x', '--type', 'master'], '--type must be secret or publishable'],
    [['launch'], 'usage:'],
  ])('when called with %j, then it fails with a clear message', async (argv, message) => {
    await expect(runCli(argv, env)).rejects.toThrow(message);
  });
});
