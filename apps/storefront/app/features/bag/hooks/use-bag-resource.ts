/**
 * Something the bag's panels show beside the bag (offers, gift sets, samples, rewards), fetched
 * when the panel opens and again whenever `key` changes (the parts of the bag it depends on). The
 * last answer stays on screen while the next one loads, so a change does not blank the panel.
 * `initial` is an answer the page already has (the server's) for a key: shown from the first
 * render, and not fetched again while the key is the same.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface BagResource<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet for the current key. */
  loading: boolean;
  retry: () => void;
}

export function useBagResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string, initial?: { key: string; data: T } | null): BagResource<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown }>(() =>
    initial && initial.key === key ? { key, data: initial.data, error: null } : { key: null, data: undefined, error: null },
  );
  const had = useRef(state.key);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (had.current === key && attempt === 0) return;
    had.current = null;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ key, data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, key: null, error: null }));
    setAttempt((n) => n + 1);
  }, []);

  return { data: state.data, error: state.key === key ? state.error : null, loading: state.key !== key, retry };
}
