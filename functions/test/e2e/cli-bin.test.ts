// `npx ferry ...` from the repository: npm links the functions package's bin, which runs the
// built CLI without building when lib/ is up to date (a build is what made
// `npm run ferry -- ...` take seconds a command).
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, functionsDir, tempDir } from './built-cli';

const BIN = join(functionsDir, 'bin', 'ferry.js');

beforeAll(buildCli, 120_000);

it("when npm installed the workspace, then node_modules/.bin/ferry is the functions package's bin", () => {
  const linked = join(functionsDir, '..', 'node_modules', '.bin', 'ferry');
  expect(existsSync(linked)).toBe(true);
  expect(realpathSync(linked)).toBe(realpathSync(BIN));
});

it('when the build is current, then the bin runs the CLI at once, with its output and exit code, and builds nothing', async () => {
  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, [BIN, ...args], { env: { ...process.env, DATA_DIR: tempDir() } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    );
  const help = await run('--help');
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/^usage: ferry <command>/);
  expect(help.stderr).toBe('');
  const refused = await run('link', 'get', 'nope', '--json');
  expect([refused.code, JSON.parse(refused.stdout).code]).toEqual([1, 'NOT_FOUND']);
});
