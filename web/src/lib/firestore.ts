import { connectFirestoreEmulator, initializeFirestore, setLogLevel } from 'firebase/firestore';
import { emulatorPorts, env } from '@/config/env';
import { firebaseApp } from './firebase-app';

/**
 * Firestore, created once, on first import. Only the dashboard chunk (and the lead popup, on
 * demand) imports this module, so public pages never download the Firestore SDK.
 */
export const firestore = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });

if (env.VITE_USE_EMULATORS) {
  connectFirestoreEmulator(firestore, env.VITE_EMULATOR_HOST, emulatorPorts.firestore);
}

// The benchmarks count documents read from the SDK's debug log. In an emulator build they switch it
// on per browser profile (localStorage 'firestore-debug' = 'on'), so they measure the same build
// the tests use instead of a build of their own.
const debugByBench =
  env.VITE_USE_EMULATORS && globalThis.localStorage?.getItem('firestore-debug') === 'on';
if (env.VITE_FIRESTORE_DEBUG || debugByBench) setLogLevel('debug');
