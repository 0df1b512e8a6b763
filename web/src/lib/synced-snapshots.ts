import { onSnapshot, type Query, type QuerySnapshot, type Unsubscribe } from 'firebase/firestore';

/** What the gate reads of a query snapshot. */
type SnapshotLike = {
  metadata: { fromCache: boolean };
  docChanges: () => readonly unknown[];
};

/**
 * Which snapshots of a listener (created with includeMetadataChanges) reach the screen: none from
 * the cache while the browser is online, until the server has answered once; the held cache answer
 * as soon as the browser goes offline; after the first answer, every change of the documents.
 */
export function syncedSnapshotGate<S extends SnapshotLike>(
  onNext: (snapshot: S) => void,
  isOffline: () => boolean,
) {
  let answered = false;
  let held: S | null = null;
  const answer = (snapshot: S) => {
    answered = true;
    held = null;
    onNext(snapshot);
  };
  return {
    snapshot(snapshot: S) {
      if (answered) {
        if (snapshot.docChanges().length > 0) onNext(snapshot);
      } else if (snapshot.metadata.fromCache && !isOffline()) {
        held = snapshot;
      } else {
        answer(snapshot);
      }
    },
    offline() {
      if (held) answer(held);
    },
  };
}

/**
 * A live query whose first answer is the server's, not the SDK cache's partial guess.
 *
 * Firestore answers a new listener from its local cache first whenever the cache holds any
 * matching document, even one that is only there because another listener holds it (the member
 * console's list first showed the signed-in admin's own profile alone, then the full page a moment
 * later: the table jumped under the pointer, and a click aimed at a button landed elsewhere).
 * Offline, the cache is all there is: its answer is shown when the browser is offline, or as soon
 * as it goes offline while waiting. Metadata-only changes are not reported.
 */
export function onSyncedSnapshot<T>(
  source: Query<T>,
  onNext: (snapshot: QuerySnapshot<T>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const gate = syncedSnapshotGate(onNext, () => navigator.onLine === false);
  const onOffline = () => gate.offline();
  window.addEventListener('offline', onOffline);
  const unsubscribe = onSnapshot(
    source,
    { includeMetadataChanges: true },
    (snapshot) => gate.snapshot(snapshot),
    onError,
  );
  return () => {
    window.removeEventListener('offline', onOffline);
    unsubscribe();
  };
}
