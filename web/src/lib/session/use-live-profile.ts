import type { Profile } from '@app/domain';
import { onSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { liveRead, useRead } from '@/lib/use-read';
import { profileRef } from './profile-ref';

export type LiveProfile =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; profile: Profile };

const LOADING: LiveProfile = { status: 'loading' };
const MISSING: LiveProfile = { status: 'missing' };

/**
 * profiles/{uid}, live; `null` while it does not exist. A snapshot that fails the domain schema
 * keeps the last good profile if there is one (one odd snapshot must not end the session); with
 * none, the read fails.
 */
const liveProfile = (uid: string) =>
  liveRead<Profile | null>(`doc:profiles/${uid}`, (onData, onError) => {
    let hadProfile = false;
    return onSnapshot(
      profileRef(uid),
      (snapshot) => {
        try {
          const profile = snapshot.data() ?? null;
          hadProfile = profile !== null;
          onData(profile);
        } catch (error) {
          console.error('Perfil fora do formato esperado', error);
          if (!hadProfile) onError(error);
        }
      },
      onError,
    );
  });

/**
 * The signed-in user's profiles/{uid}, kept live; 'loading' while there is no uid. The listener
 * belongs to the uid (useRead): a state left over from another account, or from before
 * sign-out, is never reported.
 */
export function useLiveProfile(uid: string | null): LiveProfile {
  const read = useRead(uid ? liveProfile(uid) : null);
  // Same read, same object: the session's effects and memos depend on it.
  return useMemo((): LiveProfile => {
    if (!uid || read.status === 'loading') return LOADING;
    if (read.status === 'error') return { status: 'error', error: read.error };
    return read.data ? { status: 'ready', profile: read.data } : MISSING;
  }, [uid, read]);
}
