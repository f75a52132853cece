// ferry link export --csv, ferry clicks export and ferry analytics export on the built CLI
// (SQLite), beside `ferry serve` on the same data directory: each file, on stdout or --out, is
// byte for byte the API's answer to the same query, and bad input is one line on stderr with
// the CLI's exit codes (2: the command line; 1: refused, with the API's own message).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { REPORTS } from '../../src/domain/exports/export-query';
import { UA } from '../support/user-agents';
import { buildCli, CLI, cliEnv, functionsDir, type Served, serve, tempDir } from './built-cli';

const dir = tempDir();
const env = cliEnv(dir, { SHORT_DOMAIN: 'localhost:8080', COUNTRY_HEADER: 'x-test-country' });
const EVIL = '=HYPERLINK("http://evil","x")';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Yesterday to tomorrow: the visits' day whatever the clock, and the same range for both sides.
const [from, to] = [day(-1), day(1)];
let server: Served;
let [projectId, secretKey] = ['', ''];

interface Run {
  status: number | null;
  stdout: Buffer;
  stderr: string;
}
/** The CLI's stdout as bytes: the comparison is of files, not of decoded text. */
const ferry = (...args: string[]) =>
  new Promise<Run>((resolve) =>
    execFile(process.execPath, [CLI, ...args], { cwd: functionsDir, env, encoding: 'buffer', timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr: stderr.toString() }),
    ),
  );
const api = async (path: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { authorization: `Bearer ${secretKey}` } });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers };
};
const apiError = async (path: string) => JSON.parse((await api(path)).body.toString()) as { error: string };
/** A visit to the link host (node:http: fetch cannot set Host), which records a click. */
const visit = (path: string, userAgent: string, country: string) =>
  new Promise<void>((resolve, reject) => {
    const headers = { host: 'acme.localhost:8080', 'user-agent': userAgent, 'x-test-country': country, referer: 'https://t.co/x' };
    request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => res.resume().on('end', resolve))
      .on('error', reject)
      .end();
  });
/** latin1 maps each byte to one character: equal strings are equal bytes, and a difference shows as text. */
const expectSameBytes = (cli: Buffer, fromApi: Buffer) => expect(cli.toString('latin1')).toBe(fromApi.toString('latin1'));
/** A refusal: exit code, and exactly one line on stderr, no stack and nothing on stdout. */
const expectRefused = (run: Run, status: number, line: string) =>
  expect({ ...run, stdout: run.stdout.toString() }).toEqual({ status, stdout: '', stderr: `ferry: ${line}\n` });
const noPartialFiles = () => expect(readdirSync(dir).filter((name) => name.includes('.partial-'))).toEqual([]);

beforeAll(async () => {
  await buildCli();
  ({ projectId, secretKey } = JSON.parse((await ferry('project', 'create', '--subdomain', 'acme', '--plan', 'studio', '--json')).stdout.toString()));
  await ferry('link', 'create', '--title', 'Sale, "big"\nnow', '--deep-link', 'acme://sale', '--slug', 'sale', '--tags', 'a,b', '--utm-source', 'mail');
  await ferry('link', 'create', '--title', EVIL, '--deep-link', 'acme://evil', '--slug', 'evil', '--campaign-id', 'cmp_x');
  // More than the export's page of 100 links: the file comes in several chunks.
  writeFileSync(join(dir, 'bulk.csv'), `title,deepLink\n${Array.from({ length: 230 }, (_, i) => `Bulk ${i},acme://bulk/${i}`).join('\n')}\n`);
  await ferry('link', 'import', join(dir, 'bulk.csv'));
  server = await serve(env);
  await visit('/sale', UA.iphoneSafari, 'JP');
  await visit('/sale', UA.androidChrome, 'DE');
  await visit('/evil', UA.desktopChrome, 'FR');
}, 120_000);
afterAll(() => server?.stop());

describe('ferry link export --csv', () => {
  it("when links are exported, then stdout is the API's file byte for byte, with formulas made inert", async () => {
    const [cli, fromApi] = await Promise.all([ferry('link', 'export', '--csv'), api('/api/links/export.csv')]);
    expect(cli.stderr).toBe('');
    expectSameBytes(cli.stdout, fromApi.body);
    const text = cli.stdout.toString();
    expect(text.split('\r\n')).toHaveLength(1 + 232 + 1);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")",acme://evil,evil,`);
    expect(text).toMatch(/^"Sale, ""big""\nnow",acme:\/\/sale,sale,.*,a\|b,.*,2\r$/m);
  });

  it("when filters and --bom are given, then each file is the API's for the same query parameters", async () => {
    const pairs: [string[], string][] = [
      [['--tag', 'b'], 'tag=b'],
      [['--campaign-id', 'cmp_x'], 'campaignId=cmp_x'],
      [['--q', 'BULK 1'], 'q=BULK%201'],
      [['--bom', '--q', 'sale'], 'bom=1&q=sale'],
    ];
    for (const [flags, query] of pairs)
      expectSameBytes((await ferry('link', 'export', '--csv', ...flags)).stdout, (await api(`/api/links/export.csv?${query}`)).body);
    expect((await ferry('link', 'export', '--csv', '--bom')).stdout.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('when --out is given, then the file holds the same bytes; an existing file needs --force', async () => {
    const out = join(dir, 'links.csv');
    const written = await ferry('link', 'export', '--csv', '--out', out);
    expect(written.status).toBe(0);
    expect(written.stdout.toString()).toMatch(/^file: +.*links\.csv\nbytes: +\d+\n$/);
    expectSameBytes(readFileSync(out), (await api('/api/links/export.csv')).body);
    expectRefused(await ferry('link', 'export', '--csv', '--out', out), 1, `${out} exists; pass --force to overwrite it`);
    const forced = await ferry('link', 'export', '--csv', '--tag', 'a', '--out', out, '--force', '--json');
    expect(JSON.parse(forced.stdout.toString())).toEqual({ file: out, bytes: readFileSync(out).length });
    expectSameBytes(readFileSync(out), (await api('/api/links/export.csv?tag=a')).body);
    noPartialFiles();
  });

  it('when the command is wrong, then it is one line on stderr: 2 for the command line, 1 for a refusal', async () => {
    expectRefused(await ferry('link', 'export'), 2, '--csv is required (the one format link export writes)');
    const json = await ferry('link', 'export', '--csv', '--json');
    expect({ status: json.status, stdout: JSON.parse(json.stdout.toString()) }).toEqual({
      status: 2,
      stdout: { error: '--json needs --out <file.csv>: without it stdout holds the CSV', code: 'USAGE' },
    });
    expectRefused(await ferry('link', 'export', '--csv', '--project', 'nope'), 1, 'Project not found');
    expectRefused(
      await ferry('link', 'export', '--csv', '--out', join(dir, 'missing', 'x.csv')),
      1,
      `The directory of ${join(dir, 'missing', 'x.csv')} does not exist`,
    );
  });
});

describe('ferry clicks export', () => {
  it("when clicks are exported, then stdout and --out are the API's file for the same days and slug", async () => {
    const range = `from=${from}&to=${to}`;
    const cli = await ferry('clicks', 'export', '--project', 'acme', '--from', from, '--to', to);
    expectSameBytes(cli.stdout, (await api(`/api/projects/${projectId}/clicks.csv?${range}`)).body);
    expect(
      cli.stdout
        .toString()
        .split('\r\n')
        .filter(Boolean)
        .map((row) => row.split(',').slice(1, 3)),
    ).toEqual([
      ['slug', 'platform'],
      ['evil', 'web'],
      ['sale', 'android'],
      ['sale', 'ios'],
    ]);
    const out = join(dir, 'clicks.csv');
    const written = await ferry('clicks', 'export', '--project', projectId, '--from', from, '--to', to, '--slug', 'sale', '--bom', '--out', out, '--json');
    expect(JSON.parse(written.stdout.toString())).toEqual({ file: out, bytes: readFileSync(out).length, from, to, cut: false });
    expectSameBytes(readFileSync(out), (await api(`/api/projects/${projectId}/clicks.csv?${range}&slug=sale&bom=1`)).body);
    noPartialFiles();
  });

  it('when the range is longer than 92 days, then its newest 92 are exported as by the API, and stderr says so', async () => {
    const [cli, fromApi] = await Promise.all([
      ferry('clicks', 'export', '--project', 'acme', '--from', day(-200), '--to', to),
      api(`/api/projects/${projectId}/clicks.csv?from=${day(-200)}&to=${to}`),
    ]);
    expect(fromApi.headers.get('x-export-cut')).toBe('true');
    expectSameBytes(cli.stdout, fromApi.body);
    expect(cli.stderr).toContain(`only the newest 92 days were exported (${fromApi.headers.get('x-export-from')} to ${to})`);
  });

  it("when the input is bad, then it is one line: the API's message for a bad range, 2 for a missing --project", async () => {
    const clicks = `/api/projects/${projectId}/clicks.csv`;
    expectRefused(await ferry('clicks', 'export', '--from', from), 2, '--project <id|subdomain> is required');
    expectRefused(await ferry('clicks', 'export', '--project', 'acme', '--from', '2026-02-30'), 1, (await apiError(`${clicks}?from=2026-02-30`)).error);
    expectRefused(
      await ferry('clicks', 'export', '--project', 'acme', '--from', to, '--to', from),
      1,
      (await apiError(`${clicks}?from=${to}&to=${from}`)).error,
    );
    expectRefused(await ferry('clicks', 'export', '--project', 'nope'), 1, 'Project not found');
    expectRefused(
      await ferry('clicks', 'export', '--project', 'acme', '--out', join(dir, 'no', 'c.csv')),
      1,
      `The directory of ${join(dir, 'no', 'c.csv')} does not exist`,
    );
  });
});

describe('ferry analytics export', () => {
  it("when each report is exported, then it is the API's file for the same report and range", async () => {
    const runs = await Promise.all(
      REPORTS.map((report) => ferry('analytics', 'export', '--project', 'acme', '--report', report, '--from', from, '--to', to, '--range', 'all')),
    );
    for (const [i, report] of REPORTS.entries()) {
      expectSameBytes(runs[i]!.stdout, (await api(`/api/projects/${projectId}/analytics.csv?report=${report}&from=${from}&to=${to}&range=all`)).body);
    }
    expect(runs[REPORTS.indexOf('days')]!.stdout.toString()).toContain(`\r\n${day(0)},3,0\r\n`);
    expect(runs[REPORTS.indexOf('countries')]!.stdout.toString()).toMatch(/^country,clicks\r\n(?=.*JP,1\r\n)(?=.*DE,1\r\n)/s);
    // No --report: days, as the API's default.
    expectSameBytes((await ferry('analytics', 'export', '--project', 'acme')).stdout, (await api(`/api/projects/${projectId}/analytics.csv`)).body);
  });

  it("when --out is given, then the file is the API's, BOM included", async () => {
    const out = join(dir, 'platforms.csv');
    const written = await ferry('analytics', 'export', '--project', 'acme', '--report', 'platforms', '--bom', '--out', out, '--json');
    expect(JSON.parse(written.stdout.toString())).toEqual({ file: out, bytes: readFileSync(out).length, report: 'platforms' });
    expectSameBytes(readFileSync(out), (await api(`/api/projects/${projectId}/analytics.csv?report=platforms&bom=1`)).body);
    noPartialFiles();
  });

  it("when the input is bad, then it is one line with the API's message, or 2 for a missing --project", async () => {
    const csv = `/api/projects/${projectId}/analytics.csv`;
    expectRefused(await ferry('analytics', 'export', '--report', 'days'), 2, '--project <id|subdomain> is required');
    expectRefused(await ferry('analytics', 'export', '--project', 'acme', '--report', 'weekly'), 1, (await apiError(`${csv}?report=weekly`)).error);
    expectRefused(
      await ferry('analytics', 'export', '--project', 'acme', '--report', 'referrals', '--range', '1y'),
      1,
      (await apiError(`${csv}?report=referrals&range=1y`)).error,
    );
    expectRefused(await ferry('analytics', 'export', '--project', 'acme', '--to', '2026-13-01'), 1, (await apiError(`${csv}?to=2026-13-01`)).error);
    expectRefused(
      await ferry('analytics', 'export', '--project', 'acme', '--out', join(dir, 'no', 'a.csv')),
      1,
      `The directory of ${join(dir, 'no', 'a.csv')} does not exist`,
    );
  });
});
