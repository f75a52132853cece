// ferry export / ferry import on SQLite: a project exported and imported into a
// fresh store answers every API read as before; a second import changes nothing; a file that
// does not validate, or that would take another project's subdomain, is refused whole.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli';
import { asCliFailure } from '../../src/cli/errors';
import { exportProjects } from '../../src/services/transfer/export-projects';
import { importTransfer } from '../../src/services/transfer/import-file';
import { testApp } from '../support/test-app';
import { projectReads, seedEverything } from '../support/transfer-fixture';

async function exportLines(t: ReturnType<typeof testApp>, projectId: string): Promise<string[]> {
  const lines: string[] = [];
  await exportProjects(t.deps, [projectId], (line) => void lines.push(line));
  return lines;
}
const from = (lines: string[]) => () =>
  (async function* () {
    yield* lines;
  })();
/** The file without its header (which carries the export's own time). */
const body = (lines: string[]) => lines.slice(1);

describe('export and import (SQLite)', () => {
  const source = testApp();
  let seeded: Awaited<ReturnType<typeof seedEverything>>;
  let file: string[];
  beforeAll(async () => {
    seeded = await seedEverything(source, 'moving');
    file = await exportLines(source, seeded.acme.id);
  });
  afterAll(() => source.close());

  it('when a project is exported, then the file holds a header and records of every kind, with key hashes and never a key or a password', () => {
    expect(JSON.parse(file[0]!)).toEqual({ type: 'ferry-export', version: 1, exportedAt: expect.any(String), source: 'sqlite' });
    const types = new Set(body(file).map((line) => (JSON.parse(line) as { type: string }).type));
    expect([...types].sort()).toEqual([
      'campaign',
      'click',
      'influencer',
      'installs',
      'key',
      'link',
      'match',
      'pixelVisitor',
      'project',
      'referral',
      'referralDay',
      'rollup',
      'usage',
      'webhook',
    ]);
    const text = file.join('\n');
    expect(text).not.toContain(seeded.acme.secretKey);
    expect(text).not.toContain('hunter2-pass');
  });

  it('when it is imported into a fresh store, then every read of the API answers the same; a second import changes nothing', async () => {
    const target = testApp();
    try {
      target.setNow(source.deps.now());
      expect(await importTransfer(target.deps, from(file))).toEqual({ projects: [seeded.acme.id], records: file.length - 1 });
      for (const path of projectReads(seeded.acme.id)) {
        const [before, after] = await Promise.all(
          [source, target].map((app) => app.call('GET', path, { token: path.includes('/keys') ? seeded.acme.ownerToken : seeded.acme.secretKey })),
        );
        expect({ path, status: after!.status, body: after!.text }).toEqual({ path, status: before!.status, body: before!.text });
      }
      const once = body(await exportLines(target, seeded.acme.id));
      await importTransfer(target.deps, from(file));
      expect(body(await exportLines(target, seeded.acme.id))).toEqual(once);
      expect(once).toEqual(body(file));
      // The imported key works: its hash came along.
      expect((await target.call('GET', '/api/links/sale', { token: seeded.acme.secretKey })).status).toBe(200);
    } finally {
      await target.close();
    }
  });

  it.each([
    ['a header that is not one', (f: string[]) => ['{"type":"something"}', ...body(f)], /^Line 1: not a Ferry export header/],
    ['a line that is not JSON', (f: string[]) => [f[0]!, f[1]!, '{oops', ...f.slice(2)], /^Line 3: not a JSON object$/],
    [
      'a key without its hash',
      (f: string[]) => f.map((l) => l.replace(/"hash":"[0-9a-f]{64}"/, '"hash":"plain-key"')),
      /: key\.hash: must be a SHA-256 hex digest$/,
    ],
    [
      'a record before its project',
      (f: string[]) => [f[0]!, ...body(f).reverse()],
      /^Line 2: .* of project prj_\w+, which no earlier line of the file defines$/,
    ],
    ['an unknown record type', (f: string[]) => [...f, '{"type":"secrets","projectId":"x"}'], /^Line \d+: /],
  ])('when the file has %s, then it is refused naming the line and nothing is written', async (_what, spoil, message) => {
    const target = testApp();
    try {
      await expect(importTransfer(target.deps, from(spoil(file)))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(message) });
      expect(await target.deps.store.projects.get(seeded.acme.id)).toBeNull();
      expect(await target.deps.store.links.get(seeded.acme.id, 'sale')).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('when the target has another project on the same subdomain, then the import is refused and nothing is written', async () => {
    const target = testApp();
    try {
      await target.seedProject('moving');
      await expect(importTransfer(target.deps, from(file))).rejects.toMatchObject({
        code: 'ALREADY_EXISTS',
        message: expect.stringContaining('Subdomain moving'),
      });
      expect(await target.deps.store.projects.get(seeded.acme.id)).toBeNull();
    } finally {
      await target.close();
    }
  });
});

describe('ferry export / ferry import', () => {
  it('when the CLI exports a store and imports the file into another, then the second holds the project; --force is needed to overwrite a file', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-export-')), RATE_LIMIT_API_PER_MINUTE: '0' };
    const created = JSON.parse((await runCli(['project', 'create', '--subdomain', 'shop', '--json'], env))!) as { projectId: string };
    await runCli(['link', 'create', '--title', 'Hi', '--deep-link', 'shop://hi', '--slug', 'hi', '--json'], env).catch(() => undefined);
    const out = join(env.DATA_DIR, 'shop.ndjson');
    const exported = JSON.parse((await runCli(['export', out, '--project', 'shop', '--json'], env))!) as { projects: number; records: number };
    expect(exported).toMatchObject({ file: out, projects: 1 });
    expect(readFileSync(out, 'utf8').split('\n')[1]).toContain(created.projectId);
    expect(asCliFailure(await runCli(['export', out, '--json'], env).catch((e: unknown) => e))).toMatchObject({
      exitCode: 1,
      body: { code: 'ALREADY_EXISTS' },
    });

    const other = { DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-import-')), RATE_LIMIT_API_PER_MINUTE: '0' };
    const imported = JSON.parse((await runCli(['import', out, '--json'], other))!) as { projects: string[]; records: number };
    expect(imported).toEqual({ file: out, projects: [created.projectId], records: exported.records });
    const listed = JSON.parse((await runCli(['project', 'list', '--json'], other))!) as { id: string }[];
    expect(listed.map((p) => p.id)).toEqual([created.projectId]);

    writeFileSync(join(other.DATA_DIR, 'bad.ndjson'), '{"type":"ferry-export","version":2}\n');
    expect(asCliFailure(await runCli(['import', join(other.DATA_DIR, 'bad.ndjson'), '--json'], other).catch((e: unknown) => e))).toMatchObject({
      exitCode: 1,
      body: { code: 'INVALID_ARGUMENT', field: 'file', error: expect.stringMatching(/^Line 1: not a Ferry export header/) },
    });
  });
});
