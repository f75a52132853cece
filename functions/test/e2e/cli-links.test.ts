// ferry link create | list | get | update | delete | import on the built CLI (SQLite): the
// API's schemas and services behind flags, --file bodies, the project rule, CSV row errors and
// the progress bar (drawn only on a terminal: `script` gives the CLI one).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, CLI, cliEnv, ferry, functionsDir, tempDir } from './built-cli';

const dir = tempDir();
const env = cliEnv(dir);
let projectId: string;

beforeAll(async () => {
  await buildCli();
  projectId = (await ferry(env, 'project', 'create', '--subdomain', 'acme', '--plan', 'studio', '--json')).json().projectId;
}, 120_000);

describe('link verbs', () => {
  it('when a link is created with flags, then every flag lands on the API field it names', async () => {
    const run = await ferry(
      env,
      'link',
      'create',
      '--title',
      'Sale',
      '--deep-link',
      'acme://sale',
      '--slug',
      'sale',
      '--desktop-url',
      'https://acme.example/sale',
      '--expires-at',
      '2030-01-01T00:00:00.000Z',
      '--max-clicks',
      '5',
      '--tags',
      'a, b',
      '--utm-source',
      'mail',
      '--param',
      'ref=x',
      '--param',
      'code=1=2',
      '--json',
    );
    expect(run.status).toBe(0);
    expect(run.json()).toEqual({
      success: true,
      slug: 'sale',
      shortUrl: 'http://acme.localhost:8080/sale',
      link: expect.objectContaining({
        title: 'Sale',
        deepLink: 'acme://sale',
        desktopUrl: 'https://acme.example/sale',
        expiresAt: '2030-01-01T00:00:00.000Z',
        maxClicks: 5,
        tags: ['a', 'b'],
        utmSource: 'mail',
        params: { ref: 'x', code: '1=2' },
        projectId,
      }),
    });
  });

  it('when a link is created from --file, then flags override its fields; bad values fail as the API fails', async () => {
    const file = join(dir, 'body.json');
    writeFileSync(
      file,
      JSON.stringify({
        title: 'From file',
        deepLink: 'acme://file',
        slug: 'file',
        params: { a: '1' },
        geoRouting: [{ countries: ['FR'], url: 'https://fr.acme.example' }],
      }),
    );
    const made = await ferry(env, 'link', 'create', '--file', file, '--title', 'Flag wins', '--json');
    expect(made.json().link).toMatchObject({ title: 'Flag wins', deepLink: 'acme://file', geoRouting: [{ countries: ['FR'] }] });
    const [scheme, clicks, unknown, taken] = await Promise.all([
      ferry(env, 'link', 'create', '--title', 'X', '--deep-link', 'javascript:alert(1)', '--json'),
      ferry(env, 'link', 'create', '--title', 'X', '--deep-link', 'acme://x', '--max-clicks', 'lots', '--json'),
      ferry(env, 'link', 'create', '--file', join(dir, 'missing.json'), '--json'),
      ferry(env, 'link', 'create', '--title', 'X', '--deep-link', 'acme://x', '--slug', 'sale', '--json'),
    ]);
    expect([scheme.status, clicks.status, unknown.status, taken.status]).toEqual([1, 1, 1, 1]);
    expect(scheme.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'deepLink' });
    expect(clicks.json()).toEqual({ error: 'maxClicks must be a number', code: 'INVALID_ARGUMENT', field: 'maxClicks' });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'file', error: expect.stringContaining('ENOENT') });
    expect(taken.json()).toEqual({ error: 'Slug already in use', code: 'ALREADY_EXISTS' });
  });

  it('when links are listed, read, updated and deleted, then each answers like its API route', async () => {
    const page = (await ferry(env, 'link', 'list', '--limit', '1', '--json')).json();
    expect(page.links).toHaveLength(1);
    const rest = (await ferry(env, 'link', 'list', '--cursor', page.nextCursor, '--json')).json();
    expect([...page.links, ...rest.links].map((l: { slug: string }) => l.slug).sort()).toEqual(['file', 'sale']);
    expect((await ferry(env, 'link', 'list')).stdout).toMatch(/^SLUG +TITLE +SHORT URL +DEEP LINK +CREATED\n/);
    expect((await ferry(env, 'link', 'get', 'sale', '--project', 'acme', '--json')).json()).toMatchObject({ slug: 'sale', clicks: 0 });
    const clear = join(dir, 'clear.json');
    writeFileSync(clear, JSON.stringify({ desktopUrl: null }));
    const updated = await ferry(env, 'link', 'update', 'sale', '--file', clear, '--title', 'Sale 2', '--slug', 'sale-2', '--json');
    expect(updated.json().link).toMatchObject({ slug: 'sale-2', title: 'Sale 2', maxClicks: 5 });
    expect(updated.json().link).not.toHaveProperty('desktopUrl');
    expect((await ferry(env, 'link', 'delete', 'sale-2', '--json')).json()).toEqual({ success: true, slug: 'sale-2' });
    expect(await ferry(env, 'link', 'get', 'sale-2')).toMatchObject({ status: 1, stderr: 'ferry: Link not found\n' });
  });

  it('when the store holds two projects and none is named, then --project is asked for (exit 2)', async () => {
    const other = cliEnv(tempDir());
    await ferry(other, 'project', 'create', '--subdomain', 'one');
    await ferry(other, 'project', 'create', '--subdomain', 'two');
    const run = await ferry(other, 'link', 'list', '--json');
    expect(run.status).toBe(2);
    expect(run.json()).toMatchObject({ code: 'USAGE', error: expect.stringContaining('--project <id> is required') });
    expect((await ferry(other, 'link', 'list', '--project', 'two', '--json')).json()).toEqual({ links: [], nextCursor: null });
  });
});

describe('link import', () => {
  const csv = (name: string, lines: string[]) => {
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };

  it('when some rows are bad, then the good ones are created, each bad row is listed, and the exit code is 1', async () => {
    const file = csv('mixed.csv', [
      'title,deepLink,slug,maxClicks',
      'A,acme://a,imp-a,',
      'B,javascript:x,,',
      'C,acme://c,imp-a,',
      'D,acme://d,,-3',
      'E,acme://e,,7',
    ]);
    const json = await ferry(env, 'link', 'import', file, '--json');
    expect(json.status).toBe(1);
    expect(json.json()).toEqual({
      error: '2 links created, 3 rows skipped',
      code: 'ROWS_SKIPPED',
      created: 2,
      skipped: 3,
      links: [expect.objectContaining({ slug: 'imp-a' }), expect.any(Object)],
      errors: [
        { row: 3, message: expect.stringContaining('deepLink must be a URL') },
        { row: 4, message: 'Slug already in use' },
        { row: 5, message: 'maxClicks must be at least 1' },
      ],
    });
    const text = await ferry(env, 'link', 'import', file);
    expect(text.status).toBe(1);
    expect(text.stderr).toMatch(/^ferry: 1 link created, 4 rows skipped\nROW +ERROR\n2 +Slug already in use\n3 +deepLink must be/);
  });

  it('when every row is good, then it exits 0; without a terminal no progress is drawn, on one it is', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `Bulk ${i},acme://bulk/${i}`);
    const quiet = await ferry(env, 'link', 'import', csv('good.csv', ['title,deepLink', ...rows]), '--json');
    expect(quiet).toMatchObject({ status: 0, stderr: '' });
    expect(quiet.json()).toMatchObject({ success: true, created: 300, skipped: 0, errors: [] });
    // `script` runs the CLI on a pseudo-terminal, as a person at a shell would.
    const command = `${process.execPath} ${CLI} link import ${csv('tty.csv', ['title,deepLink', ...rows])}`;
    const shown = await new Promise<string>((resolve) =>
      execFile('script', ['-qec', command, '/dev/null'], { cwd: functionsDir, env }, (_error, stdout) => resolve(stdout)),
    );
    expect(shown).toContain('\rChecking rows [');
    expect(shown).toContain('] 300/300');
    expect(shown).toContain('300 links created');
  });
});
