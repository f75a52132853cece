// "Test a deferred link on your machine" (sdk/README.md) run as a newcomer runs it: its shell
// block, word for word but for the port and the printed secret key, with bash at the
// repository root against a freshly started self-hosted Ferry (its first start makes `demo`).
// It must end with the deferred link matched, as the section promises.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningDocsFerry, startDocsFerry } from './docs-ferry';
import { textSubstitutions } from './substitutions';

const ROOT = join(__dirname, '..', '..', '..');
const SECTION = '## Test a deferred link on your machine';

/** Runs bash without blocking: the server answering it lives in this process. */
function bash(script: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-euo', 'pipefail', '-c', script], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

/** The first ```sh block of the section. */
function walkthroughBlock(): string {
  const readme = readFileSync(join(ROOT, 'sdk', 'README.md'), 'utf8');
  const start = readme.indexOf(SECTION);
  if (start < 0) throw new Error(`sdk/README.md has no "${SECTION}"`);
  const block = /```sh\n([\s\S]*?)\n```/.exec(readme.slice(start));
  if (!block) throw new Error('the section has no sh block');
  return block[1]!;
}

describe('sdk/README.md: test a deferred link on your machine', () => {
  let ferry: RunningDocsFerry;
  beforeAll(async () => {
    ferry = await startDocsFerry();
  });
  afterAll(() => ferry.close());

  it('when its commands are run as written, then the last one prints the matched link and why', async () => {
    let script = walkthroughBlock();
    for (const [from, to] of textSubstitutions(ferry)) script = script.split(from).join(to);
    expect(script).not.toContain(':8080');
    const run = await bash(script);
    expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 });
    expect(run.stdout).toMatch(/^first-launch$/m);
    expect(run.stdout).toMatch(/^200$/m);
    expect(run.stdout).toContain("deepLink: 'demo://welcome'");
    expect(run.stdout).toContain("matchType: 'fingerprint'");
    expect(`${run.stdout}${run.stderr}`).toMatch(/\[ferry\] deferred link first-launch \(fingerprint, confidence 0\.\d+\)/);
  }, 150_000);
});
