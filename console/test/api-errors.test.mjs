// How the console says a call that went wrong (src/ui/api-errors.ts), the one wording of every
// screen: a 403 with the role it needs, a plan limit, an API that could not be reached, and a
// sentence a sign-in step threw; `settle` tells them apart. Transpiled here: the module has no
// imports but types, so it runs without a bundler.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';

const source = readFileSync(new URL('../src/ui/api-errors.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
const { explain, settle, ShownError, UNREACHABLE } = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);

const denied = { error: 'Viewers cannot change links', code: 'PERMISSION_DENIED' };

test('a 403 names the role the action needs, then what Ferry said', () => {
  assert.equal(
    explain(denied, 'editor'),
    "This needs the editor or owner role (viewers can only read), or the project's secret key. Ferry says: Viewers cannot change links",
  );
  assert.equal(explain(denied, 'owner'), 'This needs the owner role (the project owner, signed in). Ferry says: Viewers cannot change links');
  assert.equal(explain(denied, 'viewer'), "This needs a viewer, editor or owner role, or the project's secret key. Ferry says: Viewers cannot change links");
  assert.equal(explain(denied), 'Viewers cannot change links', "no role known: the API's words alone");
});

test("a plan limit says so; any other error is the API's own message", () => {
  assert.equal(explain({ error: 'Your plan allows 3 projects', code: 'PLAN_LIMIT_REACHED' }, 'owner'), 'Plan limit reached: Your plan allows 3 projects');
  assert.equal(explain({ error: 'Slug already in use', code: 'ALREADY_EXISTS', field: 'slug' }, 'editor'), 'Slug already in use');
});

test('settle: the data of an answer, and the answer itself', async () => {
  const answer = { data: { link: { slug: 'summer' } }, response: { status: 201 } };
  const outcome = await settle(async () => answer, 'editor');
  assert.deepEqual(outcome, { ok: true, data: answer.data, answer });
});

test('settle: a call that answers nothing succeeds with no data', async () => {
  assert.deepEqual(await settle(async () => undefined), { ok: true, data: undefined, answer: undefined });
});

test("settle: the API's error in words, with the answer kept for a form to place", async () => {
  const outcome = await settle(async () => ({ error: denied }), 'owner');
  assert.deepEqual(outcome, { ok: false, failure: { message: explain(denied, 'owner'), error: denied } });
});

test('settle: a call that throws did not reach Ferry, unless it threw a sentence for the person', async () => {
  assert.equal(UNREACHABLE, 'Ferry could not be reached. Check your connection and try again.');
  const offline = await settle(async () => {
    throw new TypeError('Failed to fetch');
  });
  assert.deepEqual(offline, { ok: false, failure: { message: UNREACHABLE } });
  const anything = await settle(() => Promise.reject('not even an Error'));
  assert.deepEqual(anything, { ok: false, failure: { message: UNREACHABLE } });
  const refused = await settle(async () => {
    throw new ShownError('Email or password is wrong.');
  });
  assert.deepEqual(refused, { ok: false, failure: { message: 'Email or password is wrong.' } });
  assert.equal(new ShownError('x').name, 'ShownError');
  assert.ok(new ShownError('x') instanceof Error);
});
