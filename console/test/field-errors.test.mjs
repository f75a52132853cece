// Where a form shows an API error answer (src/ui/field-errors.ts): every field the answer
// lists at its input, in the words of the input's label; what no input shows above the form;
// a call that got no answer (placeFailure) above the form too.
// The module is plain TypeScript with type-only imports: transpiled here, no bundler needed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';

const source = readFileSync(new URL('../src/ui/field-errors.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
const { placeErrors, placeFailure, inLabelWords, withLabel } = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);

const known = (keys) => (field) => {
  if (!field) return null;
  const parts = field.split('.');
  while (parts.length) {
    if (keys.includes(parts.join('.'))) return parts.join('.');
    parts.pop();
  }
  return null;
};
const plain = (error) => error.error;

test('every listed field goes to its input, the unknown ones above the form', () => {
  const answer = {
    error: 'title is required',
    code: 'INVALID_ARGUMENT',
    field: 'title',
    errors: [
      { field: 'title', error: 'title is required' },
      { field: 'desktopUrl', error: 'desktopUrl must be an http or https URL' },
      { field: 'campaign', error: 'campaign is not a field of this form' },
    ],
  };
  const placed = placeErrors(answer, known(['title', 'desktopUrl']), plain);
  assert.deepEqual(
    [...placed.fields],
    [
      ['title', '{label} is required'],
      ['desktopUrl', '{label} must be an http or https URL'],
    ],
  );
  assert.deepEqual(placed.rest, ['campaign is not a field of this form']);
  assert.equal(withLabel(placed.fields.get('desktopUrl'), 'Desktop URL'), 'Desktop URL must be an http or https URL');
});

test('an answer with one field and no list still finds its input; a refusal of the role stays whole', () => {
  const one = placeErrors(
    { error: 'ios.teamId must be 10 capital letters or digits', code: 'INVALID_ARGUMENT', field: 'ios.teamId' },
    known(['ios.teamId']),
    plain,
  );
  assert.equal(withLabel(one.fields.get('ios.teamId'), 'Apple team ID'), 'Apple team ID must be 10 capital letters or digits');
  const denied = placeErrors(
    { error: 'Viewers cannot change links', code: 'PERMISSION_DENIED', field: 'title' },
    known(['title']),
    (e) => `${e.error}. Ask an owner.`,
  );
  assert.deepEqual(denied, { fields: new Map(), rest: ['Viewers cannot change links. Ask an owner.'] });
  const conflict = placeErrors({ error: 'Slug already in use', code: 'ALREADY_EXISTS' }, known([]), (e) => `described: ${e.error}`);
  assert.deepEqual(conflict.rest, ['described: Slug already in use']);
});

test('the API names a field by its path, its input key, the path without indices or its last part; the longest wins', () => {
  assert.equal(inLabelWords('geoRouting url must be an http or https URL', 'geoRouting.0.url'), '{label} must be an http or https URL');
  assert.equal(inLabelWords('allowedDomains must list host names', 'allowedDomains.1', 'allowedDomains'), '{label} must list host names');
  assert.equal(inLabelWords('url must be https', 'fallbackChain.1.url'), '{label} must be https');
  assert.equal(inLabelWords('ios.teamId must be 10 capital letters', 'ios.teamId'), '{label} must be 10 capital letters');
  assert.equal(inLabelWords('Slug already in use', 'slug'), 'Slug already in use');
  assert.equal(inLabelWords('titles must be short', 'title'), 'titles must be short');
  assert.equal(withLabel(undefined, 'Title'), undefined);
});

test("a failed call: no answer above the form, an answer placed with the failure's own sentence for its error", () => {
  assert.deepEqual(placeFailure(null, known(['title'])), { fields: new Map(), rest: [] });
  const unreachable = { message: 'Ferry could not be reached. Check your connection and try again.' };
  assert.deepEqual(placeFailure(unreachable, known(['title'])), { fields: new Map(), rest: [unreachable.message] });
  const denied = {
    message: 'This needs the owner role (the project owner, signed in). Ferry says: Owners only',
    error: { error: 'Owners only', code: 'PERMISSION_DENIED', field: 'name' },
  };
  assert.deepEqual(placeFailure(denied, known(['name'])), { fields: new Map(), rest: [denied.message] });
  const limit = { message: 'Plan limit reached: 3 projects', error: { error: '3 projects', code: 'PLAN_LIMIT_REACHED' } };
  assert.deepEqual(placeFailure(limit, known(['name'])).rest, ['Plan limit reached: 3 projects']);
  const invalid = {
    message: 'name is required',
    error: {
      error: 'name is required',
      code: 'INVALID_ARGUMENT',
      field: 'name',
      errors: [
        { field: 'name', error: 'name is required' },
        { field: 'subdomain', error: 'subdomain is taken' },
      ],
    },
  };
  const placed = placeFailure(invalid, known(['name', 'subdomain']));
  assert.deepEqual(
    [...placed.fields],
    [
      ['name', '{label} is required'],
      ['subdomain', '{label} is taken'],
    ],
  );
  assert.deepEqual(placed.rest, []);
});
