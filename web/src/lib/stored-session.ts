import { useEffect } from 'react';

/**
 * Where Firebase Auth keeps a signed-in user with browserLocalPersistence (lib/firebase-app.ts):
 * `firebase:authUser:<apiKey>:[DEFAULT]` in localStorage. Reading it tells a public page whether
 * someone is signed in on this browser without downloading and starting the Auth SDK.
 */
export const storedSessionKey = `firebase:authUser:${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`;

/**
 * The public header renders the actions of both states and CSS shows one of them, by this
 * attribute on <html>: 'in' when a session is stored, 'out' (or absent, without JavaScript)
 * otherwise. The right buttons are there at the first paint of a static page (no React runs
 * there) and the app never re-renders the header for it.
 */
export const sessionAttribute = 'data-session';

/** Hides an element unless a session is stored (an `sx` entry). */
export const onlyWhenSignedIn = { [`html:not([${sessionAttribute}="in"]) &`]: { display: 'none' } };
/** Hides an element while a session is stored (an `sx` entry). */
export const onlyWhenSignedOut = { [`html[${sessionAttribute}="in"] &`]: { display: 'none' } };

/**
 * Sets the attribute from localStorage (storage blocked: Auth could not keep a session either).
 * Self-contained, with its inputs as arguments: its source is also inlined in the prerendered
 * pages (markStoredSessionScript), so the app and the first paint share one check.
 */
function applySessionMark(attribute: string, key: string) {
  let signedIn = false;
  try {
    signedIn = window.localStorage.getItem(key) !== null;
  } catch {
    signedIn = false;
  }
  document.documentElement.setAttribute(attribute, signedIn ? 'in' : 'out');
}

function markStoredSession() {
  applySessionMark(sessionAttribute, storedSessionKey);
}

/**
 * markStoredSession as an inline <script> for the <head> of the prerendered pages, so the
 * attribute is set before the body first paints.
 */
export const markStoredSessionScript = `(${applySessionMark.toString()})(${JSON.stringify(
  sessionAttribute,
)},${JSON.stringify(storedSessionKey)});`;

/**
 * Keeps the attribute current while a public header is shown: on mount (this tab may have signed
 * in or out since the page loaded) and on sign-in or sign-out in another tab. A stored session may
 * have been revoked since; the dashboard's guard then sends the visitor to /login, so the worst
 * case is one extra click.
 */
export function useStoredSessionMark() {
  useEffect(() => {
    markStoredSession();
    window.addEventListener('storage', markStoredSession);
    return () => window.removeEventListener('storage', markStoredSession);
  }, []);
}
