// Turns a zod failure into the AppError a caller reads: the first problem, naming its field.

import type { z } from 'zod';
import { AppError } from './errors';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.path.length === 0) {
    throw new AppError('INVALID_ARGUMENT', 'request body must be a JSON object', 'body');
  }
  const field = issue.path.map(String).join('.');
  return fail(field, issue.message);
}

function fail(field: string, message: string): never {
  throw new AppError('INVALID_ARGUMENT', message, field);
}
