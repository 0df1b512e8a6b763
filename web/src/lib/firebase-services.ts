import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts, env, functionsRegion } from '@/config/env';
import { firebaseApp } from './firebase-app';

/** Firestore, Storage and Functions, created once when the dashboard chunk first loads. */
export const firestore = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });
export const storage = getStorage(firebaseApp);
export const functions = getFunctions(firebaseApp, functionsRegion);

if (env.VITE_USE_EMULATORS) {
  const host = env.VITE_EMULATOR_HOST;
  connectFirestoreEmulator(firestore, host, emulatorPorts.firestore);
  connectStorageEmulator(storage, host, emulatorPorts.storage);
  connectFunctionsEmulator(functions, host, emulatorPorts.functions);
}
