// The one way a screen calls the API: `run(call, done)` is busy while the call runs, then hands
// the data to `done`, or keeps what went wrong as a sentence (ui/api-errors.ts: the API's error
// with the role it needs, or "could not be reached"). Only the newest call's answer counts: a
// slower earlier one (another filter, another project) is dropped, as is any that comes after the
// screen is gone. useLoad is the same for what a screen shows: asked at once, asked again on retry.

import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { type Answer, type DataOf, type Failure, type Need, settle } from './api-errors';

export interface Request {
  busy: boolean;
  /** What went wrong, as a sentence; null while nothing did. */
  error: string | null;
  /** The same with the API's answer, for a form that shows it at its fields. */
  failure: Failure | null;
  /** Resolves once `done` has run, with what went wrong (null: nothing, or the answer was dropped). */
  run: <A extends Answer | void>(call: () => Promise<A>, done?: (data: DataOf<A>, answer: A) => unknown) => Promise<Failure | null>;
  /** Shows a sentence of the screen's own, e.g. a check made before sending. */
  fail: (message: string) => void;
  clear: () => void;
}

/** `need`: the role the calls need, named when the API refuses one for the lack of it. */
export function useRequest(need?: Need): Request {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
    },
    [],
  );

  const run = useCallback<Request['run']>(
    async (call, done) => {
      const ticket = ++latest.current;
      setBusy(true);
      setFailure(null);
      const outcome = await settle(call, need);
      if (ticket !== latest.current || gone.current) return null;
      try {
        if (outcome.ok) await done?.(outcome.data, outcome.answer);
        else setFailure(outcome.failure);
      } finally {
        if (ticket === latest.current) setBusy(false);
      }
      return outcome.ok ? null : outcome.failure;
    },
    [need],
  );
  const fail = useCallback((message: string) => setFailure({ message }), []);
  const clear = useCallback(() => setFailure(null), []);
  return { busy, error: failure?.message ?? null, failure, run, fail, clear };
}

export interface Load<D> {
  /** The last answer's data; null until one came. */
  data: D | null;
  setData: (data: D | null) => void;
  error: string | null;
  failure: Failure | null;
  loading: boolean;
  /** Asks again (a retry, a refresh, after a change). */
  reload: () => Promise<Failure | null>;
}

/** Asks `load` when the screen shows and whenever `deps` change. */
export function useLoad<A extends Answer>(load: () => Promise<A>, deps: unknown[], need?: Need): Load<DataOf<A>> {
  const [data, setData] = useState<DataOf<A> | null>(null);
  const { run, busy, error, failure } = useRequest(need);
  // The caller names what `load` depends on: a new `load` each render must not ask again.
  const call = useCallback(load, deps);
  const reload = useCallback(() => run(call, (loaded) => setData(loaded)), [run, call]);
  useEffect(() => void reload(), [reload]);
  return { data, setData, error, failure, loading: busy, reload };
}
