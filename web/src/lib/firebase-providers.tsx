import type { ReactNode } from 'react';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { auth, firebaseApp } from './firebase-app';
import { firestore } from './firestore';
import { functions } from './functions';
import { storage } from './storage';

/**
 * reactfire's providers for the signed-in area. reactfire imports every Firebase SDK, so it must
 * only ever be imported from the dashboard's lazy chunk, never from public pages.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <StorageProvider sdk={storage}>
            <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
          </StorageProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
