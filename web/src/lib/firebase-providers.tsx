import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp } from './firebase-app';
import { firestore } from './firestore';

/**
 * reactfire's providers for the signed-in area, which reads Auth and Firestore everywhere. Storage
 * and Functions have no provider: the screens that upload or call a function import their instance
 * from lib/storage.ts and lib/functions.ts, so those SDKs load with those screens only (and
 * reactfire's own references to them are left out of the build: build/reactfire-unused-sdks.ts).
 * Only the dashboard's lazy chunk imports this, never a public page.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
