import type { Profile } from '@app/domain';
import { onSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { profileRef } from './profile-ref';

export type LiveProfile =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; profile: Profile };

const LOADING: LiveProfile = { status: 'loading' };
const MISSING: LiveProfile = { status: 'missing' };

/**
 * The signed-in user's profiles/{uid}, kept live; 'loading' while there is no uid. The listener
 * belongs to the uid (useLiveSnapshot): a state left over from another account, or from before
 * sign-out, is never reported.
 */
export function useLiveProfile(uid: string | null): LiveProfile {
  const read = useLiveSnapshot<Profile | null>(
    uid ? `profiles/${uid}` : 'profiles:signed-out',
    (onData, onError) => {
      if (!uid) return () => undefined;
      let hadProfile = false;
      return onSnapshot(
        profileRef(uid),
        (snapshot) => {
          try {
            const profile = snapshot.data() ?? null;
            hadProfile = profile !== null;
            onData(profile);
          } catch (error) {
            // A document that fails the domain schema. Keep the last good profile if there is one
            // (one odd snapshot must not end the session); with none, it is unreadable.
            console.error('Perfil fora do formato esperado', error);
            if (!hadProfile) onError(error);
          }
        },
        onError,
      );
    },
  );
  // Same read, same object: the session's effects and memos depend on it.
  return useMemo((): LiveProfile => {
    if (!uid || read.status === 'loading') return LOADING;
    if (read.status === 'error') return { status: 'error', error: read.error };
    return read.data ? { status: 'ready', profile: read.data } : MISSING;
  }, [uid, read]);
}
