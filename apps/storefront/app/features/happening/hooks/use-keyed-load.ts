/**
 * One answer of the API per key, asked for in the browser: loading until the answer for the
 * current key is in (an answer for an older key is ignored), idle without a key. The state is
 * derived from the key, so nothing is reset in an effect.
 */
import { useEffect, useRef, useState } from 'react';

export type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export function useKeyedLoad<T>(key: string | null, load: () => Promise<T>): Load<T> {
  const [result, setResult] = useState<{ key: string; ok: true; data: T } | { key: string; ok: false; error: unknown } | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loader.current().then(
      (data) => live && setResult({ key, ok: true, data }),
      (error: unknown) => live && setResult({ key, ok: false, error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (key === null) return { status: 'idle' };
  if (!result || result.key !== key) return { status: 'loading' };
  return result.ok ? { status: 'ready', data: result.data } : { status: 'error', error: result.error };
}
