// One report request with its three states (loading, error, answer) and a way to ask again.
// Every call goes through the typed client; `load` answers the client's `{data, error}`.

import { useCallback, useEffect, useState } from 'preact/hooks';

interface Answer<T> {
  data?: T;
  error?: { error: string; field?: string };
}

export interface Report<T> {
  data: T | null;
  error: string | null;
  /** The field the API named in its error (`from`, `to`, `range`), if any. */
  field: string | null;
  loading: boolean;
  reload: () => void;
}

export function useReport<T>(load: () => Promise<Answer<T>>, deps: unknown[]): Report<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  const run = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    run()
      .then((answer) => {
        if (!current) return;
        if (answer.error) setError({ message: answer.error.error, field: answer.error.field ?? null });
        else setData(answer.data ?? null);
      })
      .catch(() => current && setError({ message: 'Ferry could not be reached.', field: null }))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [run, attempt]);

  return { data, error: error?.message ?? null, field: error?.field ?? null, loading, reload: () => setAttempt((n) => n + 1) };
}
