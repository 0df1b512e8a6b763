import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { emulatorPorts, env } from '@/config/env';

/**
 * The Firebase app and Auth, created once. Public pages need Auth (the header knows who is signed
 * in) but nothing else: Firestore, Storage and Functions live in firebase-services.ts, which only
 * the dashboard's lazy chunk imports.
 */
export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth with one persistence avoids bundling the popup/redirect resolvers we never use.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (env.VITE_USE_EMULATORS) {
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${emulatorPorts.auth}`, {
    disableWarnings: true,
  });
}
