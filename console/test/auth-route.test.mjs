// The addresses shown without a session (src/auth/auth-route.ts): a set-password link's token,
// a failed single sign-on's code; anything else is the console's own.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';

const source = readFileSync(new URL('../src/auth/auth-route.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
const { authRoute } = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);

test('a set-password link: its token, as `ferry user create` prints it', () => {
  const token = 'Zq3-_x9AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
  assert.deepEqual(authRoute(`#/set-password?token=${token}`), { page: 'set-password', token });
  assert.deepEqual(authRoute('#/set-password'), { page: 'set-password', token: '' });
  assert.deepEqual(authRoute('#/set-password?other=1'), { page: 'set-password', token: '' });
});

test('sign-in, with the code a single sign-on came back with, or none', () => {
  assert.deepEqual(authRoute('#/sign-in?error=email_domain'), { page: 'sign-in', error: 'email_domain' });
  assert.deepEqual(authRoute('#/sign-in'), { page: 'sign-in', error: null });
  assert.deepEqual(authRoute('#/sign-in?error='), { page: 'sign-in', error: null });
});

test("the console's own addresses are not sign-in pages", () => {
  for (const hash of ['', '#/', '#/links', '#/projects/team', '#/links/set-password', '#/sign-in-help', '#/set-passwords?token=x']) {
    assert.equal(authRoute(hash), null, hash);
  }
});
