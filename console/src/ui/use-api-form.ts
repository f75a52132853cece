// A form's one API call (ui/use-request.ts) with its errors placed: each at the field the API
// names (all of them at once), in the words of the field's label; the rest above the form (a 403
// names the role it needs, a call that got no answer says Ferry could not be reached).

import { useMemo } from 'preact/hooks';
import type { Need } from './api-errors';
import { type PlacedErrors, placeFailure, withLabel } from './field-errors';
import { type Request, useRequest } from './use-request';

export interface ApiForm extends Request {
  errors: PlacedErrors;
  /** Above the form: what no field shows, or null. */
  message: string | null;
  /** The error at the form's field `key`, in the words of its label. */
  at: (key: string, label: string) => string | undefined;
}

/** For a form whose inputs are named as the API names its fields. */
export const apiFields =
  (fields: readonly string[]) =>
  (field: string | undefined): string | null =>
    field !== undefined && fields.includes(field) ? field : null;

/** `fieldFor`: the form's field for an API field name, or null where the form has none. */
export function useApiForm(need: Need, fieldFor: (apiField: string | undefined) => string | null): ApiForm {
  const request = useRequest(need);
  // Placed once per answer, with the fields the form had when it was sent.
  const errors = useMemo(() => placeFailure(request.failure, fieldFor), [request.failure]);
  return {
    ...request,
    errors,
    message: errors.rest.length > 0 ? errors.rest.join(' ') : null,
    at: (key, label) => withLabel(errors.fields.get(key), label),
  };
}
