// The CLI as users run it (decisions §9): the built entry in a fresh process, JSON on stdout.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const functionsDir = join(__dirname, '..', '..');

describe('built ferry CLI', () => {
  beforeAll(() => {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: functionsDir, stdio: 'pipe' });
  }, 120_000);

  it('when a project and a key are created in a fresh process, then each prints its JSON and exits 0', () => {
    const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-cli-e2e-')) };
    const run = (...args: string[]) => spawnSync(process.execPath, ['lib/cli.js', ...args], { cwd: functionsDir, env, encoding: 'utf8', timeout: 30_000 });
    const created = run('project', 'create', '--subdomain', 'acme', '--json');
    expect(created.status).toBe(0);
    const project = JSON.parse(created.stdout);
    expect(project).toMatchObject({ subdomain: 'acme', secretKey: expect.stringMatching(/^sk_live_/) });
    const key = run('key', 'create', project.projectId, '--type', 'secret', '--json');
    expect(key.status).toBe(0);
    expect(JSON.parse(key.stdout).key).toMatch(/^sk_live_/);
    const bad = run('key', 'create', 'prj_nope', '--type', 'secret');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Project not found');
  });
});
