import type { User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';

export type AuthUserState = { status: 'loading' } | { status: 'ready'; user: User | null };

const LOADING: AuthUserState = { status: 'loading' };
let state: AuthUserState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function publish(next: AuthUserState) {
  state = next;
  listeners.forEach((notify) => notify());
}

/**
 * Auth (and the Firebase app) load on first use, not with the page: a public page paints and
 * hydrates without them, and the header's session buttons appear when the session is known.
 */
function startWatching() {
  if (started) return;
  started = true;
  Promise.all([import('firebase/auth'), import('./firebase-app')])
    .then(([{ onAuthStateChanged }, { auth }]) =>
      onAuthStateChanged(auth, (user) => publish({ status: 'ready', user })),
    )
    // Without the SDK (offline, failed chunk) nobody can be signed in on this page.
    .catch(() => publish({ status: 'ready', user: null }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  startWatching();
  return () => listeners.delete(listener);
};

/**
 * Who is signed in, for public pages (the header's 'Dashboard' vs 'Entrar'). Deliberately not
 * reactfire: importing reactfire pulls every Firebase SDK into the first load. The prerendered
 * HTML and the hydrating render both see 'loading', so they match.
 */
export function useAuthUser(): AuthUserState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
