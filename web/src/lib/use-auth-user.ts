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
 * Who is signed in, for public pages (the header's 'Dashboard' vs 'Entrar'). Deliberately not
 * reactfire: importing reactfire pulls every Firebase SDK into the first load.
 */
export function useAuthUser(): AuthUserState {
  return useSyncExternalStore(subscribe, () => state);
}
