// What a mocked feature `api/` returns in a component test: Read objects built by the app's own
// liveRead/onceRead, answering from the test's data. Import it inside the vi.mock factory
// (`const { fakeRead } = await import('@/testing/fake-reads')`): factories run before imports.
import { liveRead, onceRead, type Read } from '@/lib/use-read';

/** A read answered once with `data()`; never answered while `pending()` (the loading state). */
export function fakeRead<T>(key: string, data: () => T, pending: () => boolean = () => false) {
  return onceRead<T>(key, () =>
    pending() ? new Promise<T>(() => undefined) : Promise.resolve(data()),
  );
}

/** A live read that answers `data()` as soon as it is listened to; `onListen` runs first. */
export function fakeLiveRead<T>(key: string, data: () => T, onListen?: () => void): Read<T> {
  return feedRead<T>(key, () => {
    onListen?.();
    return { data: data() };
  });
}

/** What feedRead hands over: its data, its error, or neither (it then stays loading). */
export type Feed = { data?: unknown; error?: unknown };

/**
 * A live read that delivers what `feed()` holds when it is listened to, at once: its data, its
 * error, or nothing (loading). For screens whose test walks through data, error and loading.
 */
export function feedRead<T = never>(key: string, feed: () => Feed): Read<T> {
  return liveRead<T>(key, (onData, onError) => {
    const current = feed();
    if ('error' in current) onError(current.error);
    else if ('data' in current) onData(current.data as T);
    return () => undefined;
  });
}
