import { onAuthStateChanged, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from './firebase-app';

export type AuthUserState = { status: 'loading' } | { status: 'ready'; user: User | null };

let state: AuthUserState = { status: 'loading' };
const listeners = new Set<() => void>();
onAuthStateChanged(auth, (user) => {
  state = { status: 'ready', user };
  listeners.forEach((notify) => notify());
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Who is signed in, for /login (a signed-in visitor goes straight on). Deliberately not reactfire:
 * importing reactfire pulls every Firebase SDK into the login chunk. The public pages' header
 * does not load Auth at all: it reads the stored session (stored-session.ts).
 */
export function useAuthUser(): AuthUserState {
  return useSyncExternalStore(subscribe, () => state);
}
