// Unsigned Firebase ID tokens: firebase-admin accepts them when FIREBASE_AUTH_EMULATOR_HOST
// is set (test/support/env.ts sets it), exactly as with the Auth emulator.

const PROJECT = 'demo-ferry';

export function idToken(uid: string, overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'custom' },
    ...overrides,
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.`;
}
