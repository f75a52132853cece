// What a form on the Projects screen keeps around its one API call: busy while the call runs,
// and the errors to show: each at the field the API names (all of them at once), the rest on the
// form (a 403 names the role it needs); an API that cannot be reached is said as such.

import { useState } from 'preact/hooks';
import { placeErrors, withLabel, type FieldErrors } from '../ui/field-errors';
import { explain, UNREACHABLE, type ApiError, type Needs } from './api';

export interface FormError {
  /** For the form as a whole: what no field of it shows. */
  message?: string;
  fields: FieldErrors;
}

/** What the typed client answers: data, or the API's error. */
type Answer = { data?: unknown; error?: ApiError };

/** `fields`: the API field names the form has an input for. */
export function useApiForm(needs: Needs, fields: readonly string[]) {
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `call`; its API error is shown, or `done` gets the answer. */
  const send = async <A extends Answer>(call: () => Promise<A>, done: (data: NonNullable<A['data']>) => void): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (answer.error) setError(formError(answer.error, needs, fields));
      else done(answer.data as NonNullable<A['data']>);
    } catch {
      setError({ message: UNREACHABLE, fields: new Map() });
    }
    setBusy(false);
  };
  /** The error at `field`, in the words of its label. */
  const at = (field: string, label: string) => withLabel(error?.fields.get(field), label);
  return { error, busy, send, at };
}

function formError(error: ApiError, needs: Needs, fields: readonly string[]): FormError {
  const known = (field: string | undefined) => (field !== undefined && fields.includes(field) ? field : null);
  const placed = placeErrors(error, known, (e) => explain(e, needs));
  return { fields: placed.fields, ...(placed.rest.length > 0 ? { message: placed.rest.join(' ') } : {}) };
}
