// The field errors of a body (domain/validation.ts, domain/errors.ts): every field at fault,
// unknown ones first, one sentence a field, the body itself alone when it is not an object,
// capped at MAX_FIELD_ERRORS, and `errors` in the JSON only when there are several.

import { z } from 'zod';
import { AppError, errorBody, invalidFields, MAX_FIELD_ERRORS } from '../../src/domain/errors';
import { fieldErrors, parseInput, refuseUnknownFields } from '../../src/domain/validation';

const schema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .min(2, 'name is too short')
    .regex(/^[a-z]+$/, 'name must be lowercase'),
  size: z.number({ error: 'size must be a number' }).optional(),
  rules: z.array(z.union([z.string(), z.strictObject({ url: z.string() })])).optional(),
});

const thrown = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing thrown');
};

describe('field errors', () => {
  it('when two fields are bad, then both are listed, the first leading', () => {
    const error = thrown(() => parseInput(schema, { size: 'x' }));
    expect(errorBody(error)).toEqual({
      error: 'name is required',
      code: 'INVALID_ARGUMENT',
      field: 'name',
      errors: [
        { field: 'name', error: 'name is required' },
        { field: 'size', error: 'size must be a number' },
      ],
    });
  });

  it('when one field breaks two rules, then it is listed once, with the first sentence', () => {
    expect(fieldErrors(schema.safeParse({ name: 'A' }).error!.issues)).toEqual([{ field: 'name', error: 'name is too short' }]);
    expect(errorBody(thrown(() => parseInput(schema, { name: 'A' })))).toEqual({ error: 'name is too short', code: 'INVALID_ARGUMENT', field: 'name' });
  });

  it('when unknown fields come with other problems, then every unknown one is listed first, a union branch item by its path', () => {
    const issues = schema.safeParse({ size: 'x', nmae: 'a', extra: 1, rules: ['ok', { url: 'u', wait: 2 }] }).error!.issues;
    expect(fieldErrors(issues).map((e) => e.field)).toEqual(['rules.1.wait', 'nmae', 'extra', 'name', 'size']);
    expect(fieldErrors(issues)[0]).toEqual({ field: 'rules.1.wait', error: 'Unknown field: rules.1.wait' });
  });

  it('when the body is not an object, then that is the only error', () => {
    expect(fieldErrors(schema.safeParse([1]).error!.issues)).toEqual([{ field: 'body', error: 'request body must be a JSON object' }]);
    expect(errorBody(thrown(() => parseInput(schema, 'text')))).toEqual({
      error: 'request body must be a JSON object',
      code: 'INVALID_ARGUMENT',
      field: 'body',
    });
  });

  it('when a body read without a schema has unknown keys, then all of them are refused, and known ones pass', () => {
    expect(thrown(() => refuseUnknownFields({ a: 1, b: 2, c: 3 }, ['b'])).errors).toEqual([
      { field: 'a', error: 'Unknown field: a' },
      { field: 'c', error: 'Unknown field: c' },
    ]);
    expect(() => refuseUnknownFields({ b: 2 }, ['b'])).not.toThrow();
  });

  it.each([
    [MAX_FIELD_ERRORS, MAX_FIELD_ERRORS],
    [MAX_FIELD_ERRORS + 1, MAX_FIELD_ERRORS],
  ])('when %i fields are at fault, then %i are kept', (count, kept) => {
    const errors = Array.from({ length: count }, (_, i) => ({ field: `f${i}`, error: `f${i} is bad` }));
    expect(invalidFields(errors).errors).toHaveLength(kept);
  });

  it('when no error is given, then that is a bug, not an answer', () => {
    expect(() => invalidFields([])).toThrow('invalidFields needs at least one error');
  });
});
