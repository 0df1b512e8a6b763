import { useCallback, useMemo, useState } from 'react';
import { useLiveSnapshot, type ReadState, type Subscribe } from './use-live-snapshot';

/**
 * A read as one object: what it is called (`key`, its cache identity) and how to get it, made
 * together by the feature's `api/` so the two cannot drift apart. A component never spells a
 * key: it asks the feature for `commentsOf(classId, 20)` and hands that to `useRead`.
 *
 * `live` reads keep listening (a Firestore snapshot listener); `once` reads deliver a single
 * answer (getDocs, a callable). Both come back as the same ReadState.
 */
export type Read<T> = { kind: 'live'; key: string; subscribe: Subscribe<T> } | OnceRead<T>;

/** A read that answers once: outside a component, `load()` is its answer. */
export type OnceRead<T> = { kind: 'once'; key: string; load: () => Promise<T> };

/** A listener under a name (`key` must change whenever what `subscribe` listens to changes). */
export function liveRead<T>(key: string, subscribe: Subscribe<T>): Read<T> {
  return { kind: 'live', key, subscribe };
}

/** A single answer under a name (`key` must change whenever what `load` asks for changes). */
export function onceRead<T>(key: string, load: () => Promise<T>): OnceRead<T> {
  return { kind: 'once', key, load };
}

/** The same read, its data passed through `map` (the key says so, so caches never mix). */
export function mapRead<T, U>(read: Read<T>, name: string, map: (data: T) => U): Read<U> {
  const key = `${read.key}|${name}`;
  if (read.kind === 'once') return onceRead(key, async () => map(await read.load()));
  return liveRead(key, (onData, onError) => read.subscribe((data) => onData(map(data)), onError));
}

/** Listens to any read: a live one as it is, a once one as a listener that hears one answer. */
function subscribeTo<T>(read: Read<T>): Subscribe<T> {
  if (read.kind === 'live') return read.subscribe;
  return (onData, onError) => {
    let subscribed = true;
    read.load().then(
      (data) => subscribed && onData(data),
      (error: unknown) => subscribed && onError(error),
    );
    return () => {
      subscribed = false;
    };
  };
}

/**
 * Several reads as one (e.g. a query split in chunks of 30 ids, or two sources of one panel):
 * the data of all of them, in order, once each has answered, and again on every change. No
 * reads: an empty list at once.
 */
export function allReads<T extends readonly unknown[]>(reads: {
  readonly [K in keyof T]: Read<T[K]>;
}): Read<T> {
  const list = reads as readonly Read<unknown>[];
  const key = `all(${list.map((read) => read.key).join(',')})`;
  return liveRead(key, (onData, onError) => {
    const parts: { data: unknown }[] = [];
    const emit = () => {
      if (parts.filter(Boolean).length === list.length) {
        onData(parts.map((part) => part.data) as unknown as T);
      }
    };
    if (list.length === 0) emit();
    const stops = list.map((read, index) =>
      subscribeTo(read)((data) => {
        parts[index] = { data };
        emit();
      }, onError),
    );
    return () => stops.forEach((stop) => stop());
  });
}

/** A page of a list read with one item more than shown, which only says whether there is more. */
export type Page<T> = { items: T[]; hasMore: boolean };

/** The first `count` items of a read asked for `count + 1`, and whether there were more. */
export function pageOf<T>(read: Read<T[]>, count: number): Read<Page<T>> {
  return mapRead(read, `page-of-${count}`, (items) => ({
    items: items.slice(0, count),
    hasMore: items.length > count,
  }));
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
  const state = useLiveSnapshot<T>(key, (onData, onError) =>
    read ? subscribeTo(read)(onData, onError) : () => undefined,
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The same state, the same object: callers may memoise on it.
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}

/**
 * The read's state, except while it loads again: then the last state it settled on for the same
 * `group` stays (a longer page of the same list, so 'Ver mais' does not flash the list away).
 * A new group starts from its own loading state.
 */
export function useKeptRead<T>(read: ReadResult<T>, group = ''): ReadResult<T> {
  const [kept, setKept] = useState<{ group: string; read: ReadResult<T> } | null>(null);
  if (read.status !== 'loading' && (kept?.read !== read || kept.group !== group)) {
    setKept({ group, read });
  }
  return read.status === 'loading' && kept?.group === group ? kept.read : read;
}
