// What a failed sign-in says (src/auth/sign-in-errors.ts): the login's 401 and 429 (with the
// Retry-After in minutes), a set-password link that no longer works, a new password checked
// before it is sent, and each single sign-on failure code. Transpiled here: the module has no
// imports, so it runs without a bundler.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';

const source = readFileSync(new URL('../src/auth/sign-in-errors.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
const errors = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);
const { loginFailure, invitationFailure, newPasswordProblem, retryMinutes, ssoFailure, tryAgain } = errors;

const NOW = Date.parse('2025-06-01T12:00:00Z');

test('Retry-After in whole minutes, rounded up, at least one; seconds or an HTTP date', () => {
  assert.equal(retryMinutes('900', NOW), 15);
  assert.equal(retryMinutes('61', NOW), 2);
  assert.equal(retryMinutes('0', NOW), 1);
  assert.equal(retryMinutes(' 120 ', NOW), 2);
  assert.equal(retryMinutes(new Date(NOW + 10 * 60_000).toUTCString(), NOW), 10);
  assert.equal(retryMinutes(null, NOW), null);
  assert.equal(retryMinutes('soon', NOW), null);
});

test('the login: a wrong password, a lockout with its wait, an address that is not one', () => {
  const refused = { error: 'Email or password is incorrect', code: 'UNAUTHENTICATED' };
  assert.equal(loginFailure(401, null, refused, NOW), 'Email or password is wrong.');
  assert.equal(loginFailure(429, '900', { error: 'Too many failed sign-ins: try again later' }, NOW), 'Too many failed sign-ins: try again in 15 minutes.');
  assert.equal(loginFailure(429, '30', undefined, NOW), 'Too many failed sign-ins: try again in 1 minute.');
  assert.equal(loginFailure(429, null, undefined, NOW), 'Too many failed sign-ins: try again later.');
  assert.equal(loginFailure(400, null, { error: 'email must be an email address', field: 'email' }, NOW), 'This is not an email address.');
  assert.equal(
    loginFailure(404, null, { error: 'Password sign-in is not offered by this server' }, NOW),
    'This server does not offer sign-in with email and password.',
  );
  assert.equal(loginFailure(403, null, { error: 'Cross-site request refused' }, NOW), 'Sign-in failed: Cross-site request refused.');
  assert.equal(loginFailure(502, null, undefined, NOW), 'Sign-in failed (502).');
});

test('a set-password link used, replaced or expired says so and what to do', () => {
  const used = { error: 'This set-password link is not valid: it was used, replaced or has expired. Ask for a new one', field: 'token' };
  const text = invitationFailure(400, null, used, NOW);
  assert.match(text, /^This set-password link no longer works: it was used already, replaced by a newer one, or it expired/);
  assert.match(text, /Ask your administrator for a new one\.$/);
  assert.equal(
    invitationFailure(400, null, { error: 'password must be at least 10 characters', field: 'password' }, NOW),
    'The password must be 10 to 256 characters.',
  );
  assert.equal(invitationFailure(429, '120', undefined, NOW), 'Too many attempts: try again in 2 minutes.');
  assert.equal(tryAgain('Too many attempts', null, NOW), 'Too many attempts: try again later.');
});

test('a new password: 10 to 256 characters, the same twice', () => {
  assert.equal(newPasswordProblem('short', 'short'), 'Use at least 10 characters.');
  assert.equal(newPasswordProblem('x'.repeat(257), 'x'.repeat(257)), 'Use at most 256 characters.');
  assert.equal(newPasswordProblem('a long pass phrase', 'a long pass phrasE'), 'The two passwords are not the same.');
  assert.equal(newPasswordProblem('x'.repeat(10), 'x'.repeat(10)), null);
  assert.equal(newPasswordProblem('x'.repeat(256), 'x'.repeat(256)), null);
});

test('every single sign-on failure code has its sentence, with the provider named where it helps', () => {
  assert.equal(ssoFailure('email_domain', 'Okta'), "Your email's domain is not allowed on this server.");
  assert.equal(ssoFailure('provider', 'Okta'), 'Okta could not complete the sign-in: try again, or ask your administrator.');
  assert.equal(ssoFailure('provider'), 'The sign-in provider could not complete the sign-in: try again, or ask your administrator.');
  assert.equal(ssoFailure('email_unverified', 'Okta'), 'Okta has not verified your email address, so Ferry cannot sign you in with it.');
  assert.equal(ssoFailure('disabled'), 'Your account is disabled on this server: ask your administrator.');
  assert.equal(ssoFailure('cancelled'), 'The sign-in was cancelled.');
  assert.equal(ssoFailure('state'), 'The sign-in took too long or was started in another window: try again.');
  assert.equal(ssoFailure('account_conflict'), 'The account with this email is linked to another sign-in identity: ask your administrator.');
  const codes = ['state', 'provider', 'email_unverified', 'email_domain', 'disabled', 'cancelled', 'account_conflict'];
  const sentences = codes.map((code) => ssoFailure(code, 'Okta'));
  assert.equal(new Set(sentences).size, codes.length);
  assert.ok(sentences.every((sentence) => !sentence.includes('{name}') && sentence !== ssoFailure('teapot')));
  // An unknown code, or one that names a property every object has, is still a failure said plainly.
  for (const code of ['teapot', 'constructor', '__proto__', '']) assert.equal(ssoFailure(code, 'Okta'), 'The sign-in did not succeed: try again.');
});
