// What a form on the Projects screen keeps around its one API call: busy while the call runs,
// and the error to show, at the field the API names or on the form (a 403 names the role it
// needs); an API that cannot be reached is said as such.

import { useState } from 'preact/hooks';
import { explain, UNREACHABLE, type ApiError, type Needs } from './api';

export interface FormError {
  message: string;
  field?: string;
}

/** What the typed client answers: data, or the API's error. */
type Answer = { data?: unknown; error?: ApiError };

export function useApiForm(needs: Needs) {
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `call`; its API error is shown, or `done` gets the answer. */
  const send = async <A extends Answer>(call: () => Promise<A>, done: (data: NonNullable<A['data']>) => void): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (answer.error) setError({ message: explain(answer.error, needs), ...(answer.error.field ? { field: answer.error.field } : {}) });
      else done(answer.data as NonNullable<A['data']>);
    } catch {
      setError({ message: UNREACHABLE });
    }
    setBusy(false);
  };
  return { error, busy, send };
}
