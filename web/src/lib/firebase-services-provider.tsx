import type { ReactNode } from 'react';
import { FirestoreProvider, FunctionsProvider, StorageProvider } from 'reactfire';
import { firestore, functions, storage } from './firebase-services';

/** Wraps the signed-in part of the app, so that only it pays for these SDKs. */
export function FirebaseServicesProvider({ children }: { children: ReactNode }) {
  return (
    <FirestoreProvider sdk={firestore}>
      <StorageProvider sdk={storage}>
        <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
      </StorageProvider>
    </FirestoreProvider>
  );
}
