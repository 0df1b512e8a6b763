// Runs after `npm install`: builds the local emulator launchers so the first `npm start` or
// `npm test` does not pay for it. Never fails the install; the start and test scripts re-check.
import { prepareLocalEmulators } from './local-emulators.mjs';

try {
  const binaries = await prepareLocalEmulators();
  if (binaries.firestore) console.log(`✔ Emulador do Firestore local: ${binaries.firestore}`);
  if (binaries.storage) console.log(`✔ Runtime de regras do Storage: ${binaries.storage}`);
} catch (error) {
  console.warn(`⚠ Não foi possível preparar os emuladores locais: ${error.message}`);
}
