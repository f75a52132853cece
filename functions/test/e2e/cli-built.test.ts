// The CLI as users run it (docs/cli.md): the built entry in a fresh process per
// command, on SQLite. Help and usage, every project/key/link verb with --json and text,
// error shapes and exit codes (0 ok, 1 refused, 2 usage, 3 store unavailable).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, cliEnv, ferry, tempDir } from './built-cli';

beforeAll(buildCli, 120_000);

describe('help and usage', () => {
  const env = cliEnv(tempDir());
  const all = (commands: string[][]) => Promise.all(commands.map((args) => ferry(env, ...args)));

  it('when asked for help in any of the ways, then usage and the exit codes go to stdout and it exits 0', async () => {
    const runs = await all([['--help'], ['help'], ['-h'], ['help', 'link'], ['link', '--help'], ['key', 'create', '--help'], ['backup', '--help']]);
    for (const run of runs) {
      expect(run).toMatchObject({ status: 0, stderr: '' });
      expect(run.stdout).toMatch(/^usage: ferry/);
      expect(run.stdout).toContain('Exit codes:');
    }
  });

  it('when the command line is wrong, then usage goes to stderr and the exit code is 2', async () => {
    const wrong = [
      [],
      ['launch'],
      ['link'],
      ['link', 'frobnicate'],
      ['link', 'create', '--titel', 'x'],
      ['link', 'get'],
      ['project', 'get', 'a', 'b'],
      ['link', 'list', '--limit'],
    ];
    const runs = await all(wrong);
    runs.forEach((run, i) => {
      expect({ args: wrong[i], status: run.status, stdout: run.stdout }).toEqual({ args: wrong[i], status: 2, stdout: '' });
      expect(run.stderr).toMatch(/^ferry: .+\nusage: ferry/);
    });
    expect(runs[4]!.stderr).toContain("ferry: Unknown option '--titel'\nusage: ferry link create");
  });

  it('when a usage error happens under --json, then stdout is the JSON error and the usage is on stderr', async () => {
    const run = await ferry(env, 'link', 'create', '--titel', 'x', '--json');
    expect(run.status).toBe(2);
    expect(run.json()).toEqual({ error: "Unknown option '--titel'", code: 'USAGE' });
    expect(run.stderr).toContain('usage: ferry link create');
  });
});

describe('projects and keys', () => {
  const env = cliEnv(tempDir());

  it('when a project is created, listed and read, then each verb prints its JSON and text', async () => {
    const created = await ferry(env, 'project', 'create', '--subdomain', 'acme', '--name', 'Acme', '--plan', 'indie', '--json');
    expect(created.status).toBe(0);
    const project = created.json();
    expect(project).toEqual({
      projectId: expect.stringMatching(/^prj_/),
      subdomain: 'acme',
      secretKey: expect.stringMatching(/^sk_live_/),
      publishableKey: expect.stringMatching(/^pk_live_/),
    });
    const [list, listText, bySubdomain, missing] = await Promise.all([
      ferry(env, 'project', 'list', '--json'),
      ferry(env, 'project', 'list'),
      ferry(env, 'project', 'get', 'acme', '--json'),
      ferry(env, 'project', 'get', 'prj_none', '--json'),
    ]);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: project.projectId, subdomain: 'acme', name: 'Acme', plan: 'indie', host: 'acme.localhost:8080' }),
    ]);
    expect(listText.stdout).toMatch(new RegExp(`^ID +SUBDOMAIN +NAME +PLAN.*\\n${project.projectId} +acme +Acme +indie`));
    expect(bySubdomain.json()).toMatchObject({ id: project.projectId, matchWindowMinutes: 1440 });
    expect(missing).toMatchObject({ status: 1, stdout: '{"error":"Project not found","code":"NOT_FOUND"}\n' });
  });

  it.each([
    [['project', 'create', '--subdomain', 'acme'], { error: 'Subdomain already in use', code: 'ALREADY_EXISTS' }],
    [['project', 'create'], { error: 'subdomain is required', code: 'INVALID_ARGUMENT', field: 'subdomain' }],
    [['project', 'create', '--subdomain', 'x', '--plan', 'gold'], { error: '--plan must be free, indie or studio', code: 'INVALID_ARGUMENT', field: 'plan' }],
    [['key', 'create', 'prj_missing', '--type', 'secret'], { error: 'Project not found', code: 'NOT_FOUND' }],
    [['key', 'create', '--type', 'master'], { error: '--type must be secret or publishable', code: 'INVALID_ARGUMENT', field: 'type' }],
  ])("when %j is refused, then the JSON error is the API's shape and the exit code 1", async (args, error) => {
    const run = await ferry(env, ...args, '--json');
    expect(run.status).toBe(1);
    expect(run.json()).toEqual(error);
  });

  it('when a link has two bad flags, then both problems are printed, one a line, and the exit code is 1', async () => {
    const run = await ferry(env, 'link', 'create', '--deep-link', 'acme://x', '--desktop-url', 'ftp://files.example');
    expect(run).toMatchObject({ status: 1, stdout: '', stderr: 'ferry: title is required\nferry: desktopUrl must be an http or https URL\n' });
    const json = (await ferry(env, 'link', 'create', '--deep-link', 'acme://x', '--desktop-url', 'ftp://files.example', '--json')).json<{
      errors: unknown[];
    }>();
    expect(json.errors).toEqual([
      { field: 'title', error: 'title is required' },
      { field: 'desktopUrl', error: 'desktopUrl must be an http or https URL' },
    ]);
  });

  it('when keys are created, listed and revoked, then listings show prefixes only and a revoked key is gone', async () => {
    const made = (await ferry(env, 'key', 'create', '--type', 'secret', '--name', 'CI', '--json')).json();
    expect(made).toEqual({
      projectId: expect.stringMatching(/^prj_/),
      keyId: expect.stringMatching(/^key_/),
      type: 'secret',
      key: expect.stringMatching(/^sk_live_/),
    });
    const listed = await ferry(env, 'key', 'list', '--json');
    const mine = listed.json<Record<string, unknown>[]>().find((k) => k.id === made.keyId);
    expect(mine).toEqual({
      id: made.keyId,
      projectId: made.projectId,
      type: 'secret',
      name: 'CI',
      prefix: made.key.slice(0, 12),
      createdAt: expect.any(String),
    });
    expect(listed.stdout).not.toContain(made.key);
    const text = await ferry(env, 'key', 'list');
    expect(text.stdout).toMatch(new RegExp(`${made.keyId} +secret +CI +${made.key.slice(0, 12)}…`));
    expect((await ferry(env, 'key', 'revoke', made.keyId, '--json')).json()).toEqual({ success: true, projectId: made.projectId, keyId: made.keyId });
    expect((await ferry(env, 'key', 'list', '--json')).json<{ id: string }[]>().map((k) => k.id)).not.toContain(made.keyId);
    const again = await ferry(env, 'key', 'revoke', made.keyId);
    expect(again).toMatchObject({ status: 1, stderr: 'ferry: API key not found\n' });
  });
});

describe('an unusable store', () => {
  it('when ferry.db is not a database, then the command fails with exit code 3 and STORE_UNAVAILABLE', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ferry.db'), 'this is not a database, it is a shopping list'.repeat(100));
    const run = await ferry(cliEnv(dir), 'project', 'list', '--json');
    expect(run.status).toBe(3);
    expect(run.json()).toMatchObject({ code: 'STORE_UNAVAILABLE', error: expect.stringContaining('SQLITE_NOTADB') });
  });
});
