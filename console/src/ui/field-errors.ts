// Where an API error answer goes on a form: every field the answer names (`errors`, or the one
// `field`) at its input, the rest above the form; and the message in the words of the input's
// label ("Desktop URL must be an http or https URL", not "desktopUrl must ..."), since the
// person reads the label, not the API's field name.

import type { ApiError } from '@ferry/sdk/admin';

/** Messages keyed by the form's own field key. */
export type FieldErrors = ReadonlyMap<string, string>;

export interface PlacedErrors {
  fields: FieldErrors;
  /** Errors no input of the form shows (a 403, a 409 on a field the form lacks). */
  rest: string[];
}

/** A failed call (ui/api-errors.ts), as `settle` says it. */
interface FailureLike {
  message: string;
  error?: ApiError;
}

/**
 * A failed call's errors placed: the API's answer as placeErrors does, its own error in the
 * failure's words (which name the role a 403 needs); a call that got no answer above the form.
 */
export function placeFailure(failure: FailureLike | null, fieldFor: (apiField: string | undefined) => string | null): PlacedErrors {
  if (!failure) return { fields: new Map(), rest: [] };
  if (!failure.error) return { fields: new Map(), rest: [failure.message] };
  return placeErrors(failure.error, fieldFor, () => failure.message);
}

/** Every error of the answer, each at the input `fieldFor` finds for it, in the answer's order. */
export function placeErrors(error: ApiError, fieldFor: (apiField: string | undefined) => string | null, describe: (error: ApiError) => string): PlacedErrors {
  const fields = new Map<string, string>();
  const rest: string[] = [];
  if (error.code === 'PERMISSION_DENIED') return { fields, rest: [describe(error)] };
  const all = error.errors ?? [{ field: error.field, error: error.error }];
  for (const { field, error: message } of all) {
    const key = fieldFor(field);
    if (key === null) rest.push(field === error.field && message === error.error ? describe(error) : message);
    else if (!fields.has(key)) fields.set(key, inLabelWords(message, field ?? key, key));
  }
  return { fields, rest };
}

/**
 * The message with the API's name of the field at its start kept as a placeholder (`{label}`)
 * that the input fills with its label. The API words a name as its path (`ios.teamId`), the
 * input's key (`allowedDomains` for `allowedDomains.1`), the path without indices, dotted or
 * spaced (`geoRouting url` for `geoRouting.0.url`), or the last part (`url`); the longest that
 * starts the message wins. A message that starts with none of them is left as it is.
 */
export function inLabelWords(message: string, apiField: string, key: string = apiField): string {
  const parts = apiField.split('.');
  const named = parts.filter((part) => !/^\d+$/.test(part));
  const names = [apiField, key, named.join('.'), named.join(' '), parts[parts.length - 1] ?? apiField];
  const name = names.filter((candidate) => message.startsWith(`${candidate} `)).sort((a, b) => b.length - a.length)[0];
  return name === undefined ? message : `{label}${message.slice(name.length)}`;
}

/** The placeholder filled: "Desktop URL must be ...". */
export function withLabel(message: string | undefined, label: string): string | undefined {
  return message?.replace('{label}', label);
}
