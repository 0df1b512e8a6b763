import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts, env } from '@/config/env';
import { firebaseApp } from './firebase-app';

/** Cloud Storage, created once, on first import (dashboard chunk only). */
export const storage = getStorage(firebaseApp);

if (env.VITE_USE_EMULATORS) {
  connectStorageEmulator(storage, env.VITE_EMULATOR_HOST, emulatorPorts.storage);
}
