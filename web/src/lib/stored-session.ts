import { useSyncExternalStore } from 'react';

/**
 * Where Firebase Auth keeps a signed-in user with browserLocalPersistence (lib/firebase-app.ts):
 * `firebase:authUser:<apiKey>:[DEFAULT]` in localStorage. Reading it tells a public page whether
 * someone is signed in on this browser without downloading and starting the Auth SDK.
 */
export const storedSessionKey = `firebase:authUser:${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`;

/** 'unknown' in the prerendered HTML and while hydrating; the stored answer right after. */
export type StoredSession = 'unknown' | 'signedIn' | 'signedOut';

function read(): StoredSession {
  try {
    return window.localStorage.getItem(storedSessionKey) ? 'signedIn' : 'signedOut';
  } catch {
    return 'signedOut'; // storage blocked: Auth could not have kept a session either
  }
}

/** Sign-in and sign-out in another tab change the stored user: follow them. */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether this browser holds a signed-in session, for the public pages' header ('Dashboard' vs
 * 'Entrar'). A stored session may have been revoked since; the dashboard's guard then sends the
 * visitor to /login, so the worst case is one extra click.
 */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribe, read, () => 'unknown');
}
