// zod/mini: the env check runs on every page, public ones included, so it uses the
// tree-shakable build of zod instead of pulling the whole library into the first load.
import * as z from 'zod/mini';

const required = () => z.string().check(z.minLength(1));
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);
const port = (fallback: number) => z._default(z.coerce.number().check(z.int()), fallback);

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: required(),
  VITE_FIREBASE_AUTH_DOMAIN: required(),
  VITE_FIREBASE_PROJECT_ID: required(),
  VITE_FIREBASE_STORAGE_BUCKET: required(),
  VITE_FIREBASE_APP_ID: required(),
  VITE_USE_EMULATORS: flag,
  VITE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1'),
  // Defaults match firebase.json; overridable so two emulator suites can run side by side.
  VITE_AUTH_EMULATOR_PORT: port(9099),
  VITE_FIRESTORE_EMULATOR_PORT: port(8080),
  VITE_FUNCTIONS_EMULATOR_PORT: port(5001),
  VITE_STORAGE_EMULATOR_PORT: port(9199),
  // Logs every Firestore message to the console (debugging; the catalogue benchmark counts reads).
  VITE_FIRESTORE_DEBUG: flag,
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  // Fail at start-up with the variable names, not later with an opaque Firebase error.
  throw new Error(`Configuração inválida do app (.env): ${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;

export const emulatorPorts = {
  auth: env.VITE_AUTH_EMULATOR_PORT,
  firestore: env.VITE_FIRESTORE_EMULATOR_PORT,
  functions: env.VITE_FUNCTIONS_EMULATOR_PORT,
  storage: env.VITE_STORAGE_EMULATOR_PORT,
} as const;
