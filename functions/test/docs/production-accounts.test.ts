// The request examples of docs/production.md and docs/accounts.md, which the general docs test
// skips because they need a set-up of their own: a server configured as production.md's env
// file says (its public names reached with curl's --connect-to, http in place of Caddy's https),
// the project and the account the pages' `ferry` lines make, and a project owned by the signed-in
// user. Each placeholder is replaced by a value named below; the examples run in page order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runCli } from '../../src/cli';
import { freePort } from '../support/free-port';
import { type RunningDocsFerry, startDocsFerry } from './docs-ferry';
import { curlExamples } from './markdown-examples';
import { requireCurl } from './run-curl';
import { docRunner } from './run-doc';

const ROOT = join(__dirname, '..', '..', '..');
const page = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** The examples whose skip marker sends them here. */
const examplesOf = (file: string) => curlExamples(page(file), file).filter((e) => e.skip?.includes('production-accounts.test.ts'));

/** A documented `ferry ...` line, run in process against the server's store (no quotes in these lines). */
async function ferryLine(file: string, start: string, env: NodeJS.ProcessEnv, stdin?: string): Promise<string> {
  const line = page(file)
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.includes(start));
  if (!line) throw new Error(`${file} no longer shows \`${start}\``);
  const args = line
    .slice(line.indexOf(start) + 'ferry '.length)
    .split('#')[0]!
    .trim()
    .split(/\s+/);
  return (await runCli(args, env, process.stderr, process.stdout, Readable.from(stdin === undefined ? [] : [stdin])))!;
}

beforeAll(requireCurl);

describe('docs/production.md', () => {
  const names = ['api.links.example.com', 'acme.links.example.com'];
  // The page's ferry.env, as step 4 has it.
  const settings = { SHORT_DOMAIN: 'links.example.com', BASE_URL: 'https://api.links.example.com', PUBLIC_SCHEME: 'https', TRUST_PROXY: '1', PROXY_HOPS: '1' };
  let ferry: RunningDocsFerry;
  let internalPort: number;
  beforeAll(async () => {
    internalPort = await freePort();
    ferry = await startDocsFerry({ ...settings, INTERNAL_PORT: String(internalPort) });
  });
  afterAll(() => ferry?.close());

  it('when its requests are run in order after its `ferry project create`, then each answers as the page says', async () => {
    const examples = examplesOf('docs/production.md');
    expect(examples).toHaveLength(3);
    const acme = JSON.parse(await ferryLine('docs/production.md', 'ferry project create --subdomain acme', { ...settings, DATA_DIR: ferry.dataDir })) as {
      projectId: string;
      secretKey: string;
    };
    const run = docRunner(ferry, {
      table: [
        // The key and id step 7's `ferry project create` printed, where the page shows its own.
        ['sk_live_...', acme.secretKey],
        ['prj_x3803ydmetca382f', acme.projectId],
        // No Caddy here: the public names are sent to this server over plain http.
        ...names.map((name): [string, string] => [`https://${name}`, `http://${name}`]),
        ['127.0.0.1:8081', `127.0.0.1:${internalPort}`],
        ['127.0.0.1:8080', `127.0.0.1:${ferry.port}`],
      ],
      curlArgs: names.map((name) => `--connect-to ${name}::127.0.0.1:${ferry.port}`).join(' '),
    });
    const [health, link, identity] = [await run(examples[0]!), await run(examples[1]!), await run(examples[2]!)];
    expect(health.map((r) => r.status)).toEqual([200, 200]);
    // "Open its shortUrl, https://acme.links.example.com/summer-sale"
    expect(link[0]!.json).toMatchObject({ link: { shortUrl: 'https://acme.links.example.com/summer-sale' } });
    const [, aasa, assetlinks] = identity;
    // "must show 200, content-type: application/json and no location"
    expect({ status: aasa!.status, type: aasa!.headers['content-type'], location: aasa!.headers.location }).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/json/),
      location: undefined,
    });
    expect(JSON.stringify(assetlinks!.json)).toContain('14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5');
  }, 60_000);
});

describe('docs/accounts.md', () => {
  // The password the page signs in with, piped to its `ferry user create --password-stdin` line.
  const PASSWORD = 'a long pass phrase';
  let ferry: RunningDocsFerry;
  beforeAll(async () => {
    ferry = await startDocsFerry();
  });
  afterAll(() => ferry?.close());

  it('when the account and the owned project exist, then sign-in and the member by email answer as the page says', async () => {
    const examples = examplesOf('docs/accounts.md');
    expect(examples).toHaveLength(2);
    await ferryLine('docs/accounts.md', 'ferry user create --email ops@acme.example --password-stdin', { DATA_DIR: ferry.dataDir }, PASSWORD);
    // The signed-in user's own project, as api.md makes it: the members example needs its owner.
    const created = await fetch(`http://127.0.0.1:${ferry.port}/api/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ferry.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Acme', subdomain: 'acme-team' }),
    });
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { id: string } };
    const run = docRunner(ferry, { variables: { PROJECT_ID: project.id } });
    const [login] = await run(examples[0]!);
    expect(login!.headers['set-cookie']).toMatch(/^ferry_session=/);
    const [member] = await run(examples[1]!);
    expect(member!.json).toMatchObject({ success: true, member: { email: 'dana@acme.example', role: 'editor', pending: true } });
  }, 60_000);
});
