// Where the CLI's CSV exports write (src/cli/csv-out.ts): a chunk is read only once the previous
// one is taken (no whole export in memory), a failure midway leaves no file that looks complete
// (nor a partial one), and a stream that fails stops the export's reads.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { CliContext } from '../../src/cli/command';
import { writeCsv } from '../../src/cli/csv-out';

const contextWith = (stdout: Writable) => ({ json: false, stdout }) as unknown as CliContext;

describe('CSV export output', () => {
  it('when stdout is slow, then the next chunk is read only after the last one was written', async () => {
    const log: string[] = [];
    const slow = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _encoding, done) {
        log.push(`write ${chunk.toString().replace('\r\n', '')}`);
        // Done on the next turn of the event loop: a read made without waiting for the drain
        // (promises only) would come first.
        setImmediate(done);
      },
    });
    async function* chunks() {
      for (const row of ['h', 'r1', 'r2']) {
        log.push(`read ${row}`);
        yield `${row}\r\n`;
      }
    }
    const output = await writeCsv(contextWith(slow), chunks(), undefined, true);
    expect(output).toMatchObject({ text: '', streamed: true });
    expect(log).toEqual(['read h', 'write \uFEFFh', 'read r1', 'write r1', 'read r2', 'write r2']);
  });

  it('when the export fails midway, then --out leaves neither a partial file nor a changed target', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferry-csv-out-'));
    const target = join(dir, 'clicks.csv');
    writeFileSync(target, 'the previous export\r\n');
    async function* failing() {
      yield 'clicked_at,slug\r\n';
      yield 'x'.repeat(1 << 20);
      throw new Error('SQLITE_IOERR: disk I/O error');
    }
    await expect(writeCsv(contextWith(new Writable()), failing(), target, false)).rejects.toThrow('SQLITE_IOERR');
    expect(readdirSync(dir)).toEqual(['clicks.csv']);
    expect(readFileSync(target, 'utf8')).toBe('the previous export\r\n');
  });

  it('when stdout fails (its reader went away), then the export stops reading and says so in one line', async () => {
    let closed = false;
    let reads = 0;
    const broken = new Writable({ write: (_chunk, _encoding, done) => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })) });
    async function* endless() {
      try {
        for (;;) {
          reads += 1;
          yield 'row\r\n';
        }
      } finally {
        closed = true;
      }
    }
    await expect(writeCsv(contextWith(broken), endless(), undefined, false)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'out',
      message: 'Cannot write the CSV to stdout: EPIPE',
    });
    expect(closed).toBe(true);
    expect(reads).toBeLessThan(5);
  });
});
