import type { Profile } from '@app/domain';
import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firestore';
import { profileRef } from './profile-ref';

export type LiveProfile =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; profile: Profile };

type Tracked = { uid: string; state: LiveProfile };

/**
 * The signed-in user's profiles/{uid}, kept live; 'loading' while there is no uid.
 *
 * Why not reactfire's useFirestoreDocData: reactfire caches each document's observable globally
 * for the life of the page, and once a listener fails (signing out turns the owner-only read into
 * permission-denied) the cached error is re-thrown on every later use, so signing in again in
 * the same tab would crash the dashboard. A listener owned by this hook ends with the uid.
 */
export function useLiveProfile(uid: string | null): LiveProfile {
  const [tracked, setTracked] = useState<Tracked | null>(null);
  useEffect(() => {
    if (!uid) return;
    const update = (next: (current: LiveProfile | null) => LiveProfile) =>
      setTracked((current) => ({
        uid,
        state: next(current?.uid === uid ? current.state : null),
      }));
    return onSnapshot(
      profileRef(firestore, uid),
      (snapshot) => {
        try {
          const profile = snapshot.data();
          update(() => (profile ? { status: 'ready', profile } : { status: 'missing' }));
        } catch (error) {
          // A document that fails the domain schema. Keep the last good profile if there is one
          // (one odd snapshot must not end the session); with none, it is unreadable.
          console.error('Perfil fora do formato esperado', error);
          update((current) => (current?.status === 'ready' ? current : { status: 'error', error }));
        }
      },
      (error) => update(() => ({ status: 'error', error })),
    );
  }, [uid]);
  // A state left over from another account (or from before sign-out) is never reported.
  return uid && tracked?.uid === uid ? tracked.state : { status: 'loading' };
}
