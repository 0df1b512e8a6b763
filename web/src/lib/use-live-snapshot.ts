import { useEffect, useRef, useState } from 'react';

/** What a screen knows about data it asked for: still coming, failed, or here. */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

export type Subscribe<T> = (
  onData: (data: T) => void,
  onError: (error: unknown) => void,
) => () => void;

/**
 * A Firestore listener owned by the calling component: it starts with the component (or when
 * `key` changes) and ends with it. The app reads live data through this rather than reactfire's
 * data hooks because reactfire caches each listener for the life of the page: once a read turns
 * into permission-denied (every signed-in read does at sign-out), the cached error is re-thrown
 * when someone signs in again in the same tab. `key` names what is listened to; a result that
 * belongs to an earlier key is never returned. Errors are logged and reported.
 */
export function useLiveSnapshot<T>(key: string, subscribe: Subscribe<T>): ReadState<T> {
  const subscribeRef = useRef(subscribe);
  subscribeRef.current = subscribe;
  const [state, setState] = useState<{ key: string; value: ReadState<T> } | null>(null);

  useEffect(
    () =>
      subscribeRef.current(
        (data) => setState({ key, value: { status: 'ready', data } }),
        (error) => {
          console.error(`Falha ao ler ${key}`, error);
          setState({ key, value: { status: 'error', error } });
        },
      ),
    [key],
  );
  return state?.key === key ? state.value : { status: 'loading' };
}
