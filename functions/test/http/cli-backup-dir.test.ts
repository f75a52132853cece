// `ferry backup --dir <directory> [--keep <n>]`, in process: the timestamped name, which files
// rotation deletes (only the oldest of its own names beyond the newest n) and the usage errors.
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli';
import { BACKUP_NAME, backupName } from '../../src/cli/backup';
import { asCliFailure } from '../../src/cli/errors';

const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** Names as the timer would have left them on earlier days, oldest first. */
const earlier = (count: number) => Array.from({ length: count }, (_, i) => backupName(new Date(Date.UTC(2020, 0, 1 + i, 3, 15))));

/** A backup folder holding `names` (stand-in contents: rotation never opens them). */
function folderWith(names: string[]): string {
  const dir = tempDir('ferry-backups-');
  for (const name of names) writeFileSync(join(dir, name), 'old backup');
  return dir;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => asCliFailure(error),
  );

describe('ferry backup --dir', () => {
  const env = { DATA_DIR: tempDir('ferry-cli-'), RATE_LIMIT_API_PER_MINUTE: '0' };
  const backup = async (...args: string[]) =>
    JSON.parse((await runCli(['backup', ...args, '--json'], env))!) as { file: string; projects: number; removed: string[] };

  beforeAll(async () => {
    await runCli(['project', 'create', '--subdomain', 'acme'], env);
  });

  it('when a date is named, then the file is ferry-<UTC date>T<hhmmss>Z.db, and only such names match', () => {
    expect(backupName(new Date('2026-11-26T03:15:00.999Z'))).toBe('ferry-2026-11-26T031500Z.db');
    expect(backupName(new Date('2026-11-26T04:15:00+01:00'))).toBe('ferry-2026-11-26T031500Z.db');
    expect(
      ['ferry-2026-11-26T031500Z.db', 'ferry-2026-11-26.db', 'ferry-2026-11-26T031500Z.db.partial-9', 'ferry-latest.db', 'Ferry-2026-11-26T031500Z.db'].map(
        (name) => BACKUP_NAME.test(name),
      ),
    ).toEqual([true, false, false, false, false]);
  });

  it('when --dir names a folder, then a checked copy named for this second is written there, with no partial file left', async () => {
    const dir = folderWith([]);
    const before = backupName(new Date());
    const out = await backup('--dir', dir);
    const after = backupName(new Date());
    const name = out.file.slice(dir.length + 1);
    expect(out).toMatchObject({ file: join(dir, name), projects: 1, schemaVersion: expect.any(Number), bytes: expect.any(Number), removed: [] });
    expect(name >= before && name <= after).toBe(true);
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('when more than --keep backups are there, then the n newest stay, the older ones go, and other files are untouched', async () => {
    const unrelated = ['notes.txt', 'ferry-latest.db', 'ferry-2019-12-31.db', 'ferry-2019-12-30T000000Z.db.partial-1', 'ferry-2019-12-29T000000Z.db.bak'];
    const old = earlier(5);
    const dir = folderWith([...old, ...unrelated]);
    mkdirSync(join(dir, backupName(new Date(Date.UTC(2019, 0, 1))))); // a folder with the pattern's name: not a backup file
    const out = await backup('--dir', dir, '--keep', '3');
    expect(out.removed).toEqual(old.slice(0, 3).map((name) => join(dir, name)));
    const kept = readdirSync(dir).filter((name) => BACKUP_NAME.test(name) && name !== 'ferry-2019-01-01T000000Z.db');
    expect(kept.sort()).toEqual([...old.slice(3), out.file.slice(dir.length + 1)].sort());
    expect(readdirSync(dir)).toEqual(expect.arrayContaining([...unrelated, 'ferry-2019-01-01T000000Z.db']));
  });

  it('when exactly --keep backups are there with the new one, then none is removed; with one more, the oldest is', async () => {
    const atLimit = folderWith(earlier(2));
    expect((await backup('--dir', atLimit, '--keep', '3')).removed).toEqual([]);
    expect(readdirSync(atLimit)).toHaveLength(3);
    const overLimit = folderWith(earlier(3));
    expect((await backup('--dir', overLimit, '--keep', '3')).removed).toEqual([join(overLimit, earlier(1)[0]!)]);
    expect(readdirSync(overLimit)).toHaveLength(3);
  });

  it('when --keep is left out, then 7 are kept', async () => {
    const dir = folderWith(earlier(8));
    expect((await backup('--dir', dir)).removed).toEqual(earlier(2).map((name) => join(dir, name)));
    expect(readdirSync(dir)).toHaveLength(7);
  });

  it('when --keep 1 and an older backup has a name from a clock set ahead, then the one just written is still the one kept', async () => {
    const ahead = backupName(new Date(Date.UTC(2099, 0, 1)));
    const dir = folderWith([ahead]);
    const out = await backup('--dir', dir, '--keep', '1');
    expect(out.removed).toEqual([join(dir, ahead)]);
    expect(readdirSync(dir)).toEqual([out.file.slice(dir.length + 1)]);
  });

  it('when run without --json, then the text lists what was removed, or none', async () => {
    const dir = folderWith(earlier(1));
    const text = (await runCli(['backup', '--dir', dir, '--keep', '1'], env))!;
    expect(text).toMatch(new RegExp(`^removed: +\\["${join(dir, earlier(1)[0]!)}"\\]$`, 'm'));
    expect((await runCli(['backup', '--dir', folderWith([]), '--keep', '1'], env))!).toMatch(/^removed: +none$/m);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '7days', '1e3', '99999999999999999999'])(
    'when --keep is "%s", then it is a usage error (exit 2) and nothing is written',
    async (keep) => {
      const dir = folderWith(earlier(2));
      const failure = await failureOf(runCli(['backup', '--dir', dir, `--keep=${keep}`], env));
      expect(failure).toMatchObject({
        exitCode: 2,
        body: { code: 'USAGE', error: expect.stringContaining('--keep') },
        text: expect.stringContaining('usage: ferry backup'),
      });
      expect(readdirSync(dir).sort()).toEqual(earlier(2));
    },
  );

  it.each([
    [['backup'], '<file> or --dir'],
    [['backup', join(tmpdir(), 'x.db'), '--dir', tmpdir()], 'not both'],
    [['backup', join(tmpdir(), 'x.db'), '--keep', '3'], '--keep goes with --dir'],
    [['backup', '--dir'], "'--dir <value>' argument missing"],
  ])('when the command line is %j, then it is a usage error (exit 2) naming the mistake', async (argv, message) => {
    const failure = await failureOf(runCli(argv, env));
    expect(failure).toMatchObject({ exitCode: 2, body: { code: 'USAGE', error: expect.stringContaining(message) } });
  });

  it('when --dir is not a folder, then it is refused naming the dir field (exit 1)', async () => {
    const missing = join(tempDir('ferry-backups-'), 'missing');
    expect(await failureOf(runCli(['backup', '--dir', missing], env))).toMatchObject({ exitCode: 1, body: { code: 'INVALID_ARGUMENT', field: 'dir' } });
  });

  it('when a <file> is given, then the one-file form answers as before, without a removed list', async () => {
    const file = join(tempDir('ferry-backups-'), 'copy.db');
    const out = await backup(file);
    expect(out).toMatchObject({ file, projects: 1 });
    expect(out).not.toHaveProperty('removed');
  });
});
