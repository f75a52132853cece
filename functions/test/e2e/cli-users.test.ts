// `ferry user` and `ferry member` as operators run them (the built CLI, one process a command)
// beside a running server: an account invited by a printed link sets its password and owns the
// project it was given by email; --password-stdin; disable and reset-password end sessions at
// once; the password never appears in any output.
import { buildCli, cliEnv, ferry, ferryWithStdin, type Run, type Served, serve, tempDir } from './built-cli';

beforeAll(buildCli, 120_000);

const PASSWORD = 'a long pass phrase 42';
const NEW_PASSWORD = 'another long phrase 43';

describe('accounts and members from the CLI', () => {
  const env = cliEnv(tempDir(), { BASE_URL: 'http://localhost:8080' });
  const runs: Run[] = [];
  const cli = async (...args: string[]) => {
    const run = await ferry(env, ...args);
    runs.push(run);
    return run;
  };
  const piped = async (input: string, ...args: string[]) => {
    const run = await ferryWithStdin(env, input, ...args);
    runs.push(run);
    return run;
  };
  let server: Served;
  let projectId: string;
  const http = (path: string, init: { body?: unknown; cookie?: string; method?: string } = {}) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080', ...(init.cookie ? { cookie: init.cookie } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const login = (email: string, password: string) => http('/api/auth/login', { body: { email, password } });

  beforeAll(async () => {
    projectId = (await cli('project', 'create', '--subdomain', 'acme', '--json')).json().projectId;
    server = await serve(env);
  }, 30_000);
  afterAll(() => server?.stop());
  afterAll(() => {
    for (const run of runs) expect(run.stdout + run.stderr).not.toMatch(/a long pass phrase|another long phrase|scrypt\$/);
  });

  it('when an email is made owner before its account exists, then the invited account sets its password by the link and manages keys', async () => {
    const given = await cli('member', 'add', '--project', 'acme', '--email', 'ops@acme.example', '--role', 'owner', '--json');
    expect(given.json()).toEqual({ projectId, uid: null, email: 'ops@acme.example', role: 'owner', pending: true });
    const created = await cli('user', 'create', '--email', 'Ops@Acme.example', '--json');
    expect(created.status).toBe(0);
    const account = created.json();
    expect(account).toEqual({
      uid: expect.stringMatching(/^usr_[0-9a-z]{20}$/),
      email: 'ops@acme.example',
      setPasswordUrl: expect.stringMatching(/^http:\/\/localhost:8080\/console\/#\/set-password\?token=[\w-]{43}$/),
      expiresAt: expect.any(String),
    });
    const listed = await cli('member', 'list', '--json');
    expect(listed.json()).toEqual({ members: [{ uid: account.uid, email: 'ops@acme.example', role: 'owner' }], invites: [] });
    const accepted = await http('/api/auth/invitation', { body: { token: account.setPasswordUrl.split('token=')[1], password: PASSWORD } });
    expect(accepted.status).toBe(200);
    const cookie = cookieOf(accepted);
    expect((await http(`/api/projects/${projectId}/keys`, { cookie })).status).toBe(200);
    expect((await http(`/api/projects/${projectId}/keys`, { cookie, body: { type: 'secret', name: 'CI' } })).status).toBe(201);
  });

  it('when a user is created with --password-stdin, then it signs in with it; the text output and list show no secret', async () => {
    const created = await piped(`${PASSWORD}\n`, 'user', 'create', '--email', 'dev@acme.example', '--password-stdin');
    expect(created).toMatchObject({ status: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Account usr_[0-9a-z]{20} for dev@acme\.example\. It signs in with the password given\.\n$/);
    expect((await login('dev@acme.example', PASSWORD)).status).toBe(200);
    const text = await cli('user', 'list');
    expect(text.stdout).toMatch(
      /^UID +EMAIL +PASSWORD +STATUS +CREATED\nusr_\w+ +dev@acme\.example +yes +active +\S+\nusr_\w+ +ops@acme\.example +yes +active/,
    );
    const json = (await cli('user', 'list', '--json')).json();
    expect(json.map((a: { email: string; hasPassword: boolean }) => [a.email, a.hasPassword])).toEqual([
      ['dev@acme.example', true],
      ['ops@acme.example', true],
    ]);
  });

  it('when a user is disabled, then its session ends at once and it cannot sign in until enabled', async () => {
    const cookie = cookieOf(await login('dev@acme.example', PASSWORD));
    expect((await http('/api/auth/session', { cookie })).status).toBe(200);
    const disabled = await cli('user', 'disable', 'dev@acme.example', '--json');
    expect(disabled.json()).toMatchObject({ email: 'dev@acme.example', disabled: true });
    expect((await http('/api/auth/session', { cookie })).status).toBe(401);
    expect((await login('dev@acme.example', PASSWORD)).status).toBe(401);
    expect((await cli('user', 'enable', disabled.json().uid)).stdout).toBe('Enabled dev@acme.example: it can sign in again.\n');
    expect((await login('dev@acme.example', PASSWORD)).status).toBe(200);
  });

  it('when a password is reset, then a link is printed (the old password works until it is used), or stdin sets it and sessions end', async () => {
    const cookie = cookieOf(await login('ops@acme.example', PASSWORD));
    const link = await cli('user', 'reset-password', 'ops@acme.example');
    expect(link.stdout).toMatch(
      /^Reset for ops@acme\.example: .+\nSet-password link, valid until \S+ \(shown once: only its hash is kept\):\n {2}http:\/\/localhost:8080\/console\/#\/set-password\?token=[\w-]{43}\n$/,
    );
    expect((await http('/api/auth/session', { cookie })).status).toBe(200);
    expect((await piped(NEW_PASSWORD, 'user', 'reset-password', 'ops@acme.example', '--password-stdin')).status).toBe(0);
    expect((await http('/api/auth/session', { cookie })).status).toBe(401);
    expect((await login('ops@acme.example', PASSWORD)).status).toBe(401);
    expect((await login('ops@acme.example', NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    [['user', 'create', '--email', 'ops@acme.example'], { error: 'An account with this email already exists', code: 'ALREADY_EXISTS' }],
    [['user', 'create'], { error: 'email is required', code: 'INVALID_ARGUMENT', field: 'email' }],
    [['user', 'disable', 'nobody@acme.example'], { error: 'Account not found', code: 'NOT_FOUND' }],
    [
      ['member', 'add', '--email', 'x@acme.example', '--role', 'admin'],
      { error: 'role must be owner, editor or viewer', code: 'INVALID_ARGUMENT', field: 'role' },
    ],
    [['member', 'add', '--email', 'not-an-email', '--role', 'viewer'], { error: 'email must be an email address', code: 'INVALID_ARGUMENT', field: 'email' }],
  ])("when %j is refused, then the API's error shape and exit code 1", async (args, error) => {
    const run = await cli(...args, '--json');
    expect([run.status, run.json()]).toEqual([1, error]);
  });

  it('when the piped password is too short, then nothing is created', async () => {
    const run = await piped('short\n', 'user', 'create', '--email', 'short@acme.example', '--password-stdin', '--json');
    expect([run.status, run.json()]).toEqual([1, { error: 'password must be at least 10 characters', code: 'INVALID_ARGUMENT', field: 'password' }]);
    expect((await cli('user', 'disable', 'short@acme.example', '--json')).status).toBe(1);
  });
});
