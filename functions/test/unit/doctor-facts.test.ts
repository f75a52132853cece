// The facts `ferry doctor` gathers from DATA_DIR before its verdicts, on real temporary files:
// the pepper file (missing, present, a directory in its place), the data directory, and disk space.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diskFacts } from '../../src/services/doctor/disk-check';
import { pepperFacts } from '../../src/services/doctor/pepper-check';
import { dataDirFacts } from '../../src/services/doctor/store-check';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ferry-doctor-facts-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('pepperFacts', () => {
  it('when there is no file, then missing', () => {
    const path = join(dir, 'ip-hash-pepper');
    expect(pepperFacts(path)).toEqual({ path, state: 'missing' });
  });

  it('when the file is there, then its trimmed length and its permission bits, never its value', () => {
    const path = join(dir, 'ip-hash-pepper');
    writeFileSync(path, '0123456789abcdef\n');
    chmodSync(path, 0o640);
    expect(pepperFacts(path)).toEqual({ path, state: 'present', length: 16, mode: 0o640 });
  });

  it('when a directory stands in place of the file, then unreadable with the error code (root included)', () => {
    const path = join(dir, 'ip-hash-pepper');
    mkdirSync(path);
    expect(pepperFacts(path)).toEqual({ path, state: 'unreadable', reason: 'EISDIR' });
  });
});

describe('dataDirFacts', () => {
  it('when the directory is there without a store, then it exists and is writable, and there is no file', () => {
    const file = join(dir, 'ferry.db');
    expect(dataDirFacts(dir, file)).toEqual({ dir, file, dirExists: true, dirWritable: true, fileExists: false });
    writeFileSync(file, '');
    expect(dataDirFacts(dir, file)).toEqual({ dir, file, dirExists: true, dirWritable: true, fileExists: true });
  });

  it('when the directory does not exist, then neither it nor the file exists, and it is not writable', () => {
    const missing = join(dir, 'nowhere');
    const file = join(missing, 'ferry.db');
    expect(dataDirFacts(missing, file)).toEqual({ dir: missing, file, dirExists: false, dirWritable: false, fileExists: false });
  });

  it('when a regular file stands in place of the directory, then no directory exists and none is writable', () => {
    const notDir = join(dir, 'data');
    writeFileSync(notDir, '');
    const file = join(notDir, 'ferry.db');
    expect(dataDirFacts(notDir, file)).toEqual({ dir: notDir, file, dirExists: false, dirWritable: false, fileExists: false });
  });
});

describe('diskFacts', () => {
  it('when the store is there, then its size, the WAL limit passed in, and the free space of its file system', () => {
    const file = join(dir, 'ferry.db');
    writeFileSync(file, Buffer.alloc(3000));
    const facts = diskFacts(dir, file, 64 * 1024 * 1024);
    expect(facts).toEqual({ freeBytes: expect.any(Number), dbBytes: 3000, walLimitBytes: 64 * 1024 * 1024 });
    const fs = statfsSync(dir);
    // Others may write on the same file system meanwhile: whole blocks, and within 1 % of it.
    expect(facts.freeBytes % fs.bsize).toBe(0);
    expect(Math.abs(facts.freeBytes - fs.bavail * fs.bsize)).toBeLessThanOrEqual(fs.bavail * fs.bsize * 0.01);
  });

  it('when there is no store yet, then its size is 0', () => {
    expect(diskFacts(dir, join(dir, 'ferry.db'), 1)).toMatchObject({ dbBytes: 0, walLimitBytes: 1 });
  });
});
