import { z } from 'zod';

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_USE_EMULATORS: flag,
  VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  // Fail at start-up with the variable names, not later with an opaque Firebase error.
  throw new Error(`Configuração inválida do app (.env): ${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;

/** Emulator ports, kept in step with firebase.json. */
export const emulatorPorts = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  storage: 9199,
} as const;

export const functionsRegion = 'southamerica-east1';
