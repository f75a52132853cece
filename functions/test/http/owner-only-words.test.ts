// An API key on an owner-only route (keys, members) is refused in words that fit the runtime:
// a self-hosted owner signs in with a Ferry account, and a project the CLI made (demo) must be
// handed to one first; on Firebase the owner signs in with a Firebase ID token.
import { testApp } from '../support/test-app';

// Every row has a body (undefined for GET): a shorter row would make jest take the test's
// last parameter for a `done` callback.
const OWNER_ONLY: [string, string, unknown][] = [
  ['GET', 'keys', undefined],
  ['POST', 'keys', { type: 'secret' }],
  ['POST', 'members', { email: 'dana@acme.example', role: 'editor' }],
];

describe.each([
  ['self-hosted', undefined],
  ['Firebase', null],
] as const)('%s', (runtime, accounts) => {
  const t = testApp(undefined, { accounts });
  afterAll(() => t.close());

  it.each(OWNER_ONLY)('when a secret key calls %s /api/projects/:id/%s, then 403 says how the owner signs in here', async (method, path, body) => {
    const { id, secretKey } = await t.seedProject(`words-${runtime === 'Firebase' ? 'fb' : 'sh'}-${method.toLowerCase()}-${path}`);
    const res = await t.call(method, `/api/projects/${id}/${path}`, { token: secretKey, body });
    expect(res.status).toBe(403);
    const error = (res.json as { error: string; code: string }).error;
    expect((res.json as { code: string }).code).toBe('PERMISSION_DENIED');
    if (runtime === 'self-hosted') {
      expect(error).toContain("signed in to the console with the owner's account; an API key cannot");
      expect(error).toContain(`ferry member add --project ${id} --email <email> --role owner`);
      expect(error).not.toMatch(/ID token|Firebase/);
    } else {
      expect(error).toBe('Only the project owner can do this, signed in with a Firebase ID token; an API key cannot');
    }
  });
});
