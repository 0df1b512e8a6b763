import { useLiveSnapshot, type ReadState } from './use-live-snapshot';

/**
 * A one-time read (getDoc, getDocs, a callable) owned by the calling component: it runs when the
 * component mounts or `key` changes, and a result that arrives after unmount or for an earlier
 * key is dropped. The same state and the same rules as useLiveSnapshot, which it is built on:
 * a promise is a subscription that delivers once. `load` null means "not needed yet": nothing is
 * read and the state stays 'loading'.
 */
export function useReadOnce<T>(key: string, load: (() => Promise<T>) | null): ReadState<T> {
  const read = load;
  return useLiveSnapshot<T>(key, (onData, onError) => {
    if (!read) return () => undefined;
    let subscribed = true;
    read().then(
      (data) => subscribed && onData(data),
      (error: unknown) => subscribed && onError(error),
    );
    return () => {
      subscribed = false;
    };
  });
}
