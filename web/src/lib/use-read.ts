import { useState } from 'react';
import { useLiveSnapshot, type ReadState, type Subscribe } from './use-live-snapshot';

/**
 * A read as one object: what it is called (`key`, its cache identity) and how to get it, made
 * together by the feature's `api/` so the two cannot drift apart. A component never spells a
 * key: it asks the feature for `commentsOf(classId, 20)` and hands that to `useRead`.
 *
 * `live` reads keep listening (a Firestore snapshot listener); `once` reads deliver a single
 * answer (getDocs, a callable). Both come back as the same ReadState.
 */
export type Read<T> =
  | { kind: 'live'; key: string; subscribe: Subscribe<T> }
  | { kind: 'once'; key: string; load: () => Promise<T> };

/** A listener under a name (`key` must change whenever what `subscribe` listens to changes). */
export function liveRead<T>(key: string, subscribe: Subscribe<T>): Read<T> {
  return { kind: 'live', key, subscribe };
}

/** A single answer under a name (`key` must change whenever what `load` asks for changes). */
export function onceRead<T>(key: string, load: () => Promise<T>): Read<T> {
  return { kind: 'once', key, load };
}

/** The same read, its data passed through `map` (the key says so, so caches never mix). */
export function mapRead<T, U>(read: Read<T>, name: string, map: (data: T) => U): Read<U> {
  const key = `${read.key}|${name}`;
  if (read.kind === 'once') return onceRead(key, async () => map(await read.load()));
  return liveRead(key, (onData, onError) => read.subscribe((data) => onData(map(data)), onError));
}

export type ReadResult<T> = ReadState<T> & {
  /** Asks again (the error view's 'Tentar novamente'); a live read re-subscribes. */
  retry: () => void;
};

/**
 * The state of a read owned by the calling component: it starts with the component (or when the
 * read's key changes) and ends with it. `null` means "not needed yet": nothing is read and the
 * state stays 'loading'. Built on useLiveSnapshot, whose rules hold: a late answer for an earlier
 * key is never shown, and errors are logged.
 */
export function useRead<T>(read: Read<T> | null): ReadResult<T> {
  const [attempt, setAttempt] = useState(0);
  const key = read ? `${read.key}#${attempt}` : 'idle';
  const state = useLiveSnapshot<T>(key, (onData, onError) => {
    if (!read) return () => undefined;
    if (read.kind === 'live') return read.subscribe(onData, onError);
    let subscribed = true;
    read.load().then(
      (data) => subscribed && onData(data),
      (error: unknown) => subscribed && onError(error),
    );
    return () => {
      subscribed = false;
    };
  });
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
