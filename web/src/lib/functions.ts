import { FUNCTIONS_REGION } from '@app/domain';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorPorts, env } from '@/config/env';
import { firebaseApp } from './firebase-app';

/** Cloud Functions client in the functions' region, created once (dashboard chunk only). */
export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (env.VITE_USE_EMULATORS) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, emulatorPorts.functions);
}
