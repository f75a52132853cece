// The set-password link of `ferry user create` names the console of the server that runs on
// the same DATA_DIR, even when the command's shell lacks the server's settings (the server on
// another PORT, the CLI run without it); with no server running it follows the command's own
// BASE_URL or PORT and says what it assumed. The built CLI and server, one process each.
import { buildCli, cliEnv, ferry, type Served, serve, tempDir } from './built-cli';

beforeAll(buildCli, 120_000);

const LINK = (origin: string) => new RegExp(`^${origin.replace(/[.]/g, '\\.')}/console/#/set-password\\?token=[\\w-]{43}$`);

describe('a set-password link while a server runs on the data directory', () => {
  const env = cliEnv(tempDir());
  let server: Served | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('when the server listens on a port the command was not told, then the link names that port and works there', async () => {
    server = await serve(env); // PORT=0: a free port, never 8080
    const created = await ferry(env, 'user', 'create', '--email', 'dana@acme.example', '--json');
    expect(created).toMatchObject({ status: 0, stderr: '' });
    const { setPasswordUrl } = created.json<{ setPasswordUrl: string }>();
    expect(setPasswordUrl).toMatch(LINK(`http://localhost:${server.port}`));
    const accepted = await fetch(`http://127.0.0.1:${server.port}/api/auth/invitation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${server.port}` },
      body: JSON.stringify({ token: setPasswordUrl.split('token=')[1], password: 'a long pass phrase' }),
    });
    expect(accepted.status).toBe(200);
  });

  it("when the command has another BASE_URL than the running server, then the link names the server's and a note says so", async () => {
    server = await serve({ ...env, BASE_URL: 'http://console.test:9999' });
    const created = await ferry({ ...env, BASE_URL: 'http://localhost:7000' }, 'user', 'create', '--email', 'lee@acme.example');
    expect(created.status).toBe(0);
    expect(created.stdout.trim().split('\n').pop()!.trim()).toMatch(LINK('http://console.test:9999'));
    expect(created.stderr).toContain('BASE_URL here is http://localhost:7000, but the server running on this DATA_DIR');
  });
});

describe('a set-password link with no server running', () => {
  const env = cliEnv(tempDir());

  it.each([
    ['nothing', {}, 'http://localhost:8080', true],
    ['PORT=9444', { PORT: '9444' }, 'http://localhost:9444', true],
    ['BASE_URL', { BASE_URL: 'https://api.links.example.com' }, 'https://api.links.example.com', false],
  ] as const)('when the command is given %s, then the link follows it, with a note unless BASE_URL was given', async (_given, extra, origin, noted) => {
    const created = await ferry({ ...env, ...extra }, 'user', 'create', '--email', `u${Object.keys(extra).join('')}@acme.example`, '--json');
    expect(created.status).toBe(0);
    expect(created.json<{ setPasswordUrl: string }>().setPasswordUrl).toMatch(LINK(origin));
    if (noted)
      expect(created.stderr).toMatch(
        /^Note: No running server uses DATA_DIR .* BASE_URL is unset.*If the server runs with another PORT or BASE_URL, run this command with the same settings\.\n$/,
      );
    else expect(created.stderr).toBe('');
  });
});
