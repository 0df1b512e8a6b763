// `npm run emulators` / `npm run deploy`: firebase-tools from node_modules with the local emulator
// binaries configured (docs/architecture.md, "Emuladores sem internet"). Extra arguments pass
// straight through.
import { spawn } from 'node:child_process';
import {
  firebaseBin,
  firebaseEnv,
  prepareLocalEmulators,
  repoRoot,
} from './emulators/local-emulators.mjs';
import { emulatorConfigArgs } from './emulators/emulator-hosting-config.mjs';
import { firebaseSecretExists, missingDeployRequirements } from './lib/deploy-requirements.mjs';

const args = process.argv.slice(2);
const emulators = args.some((arg) => arg.startsWith('emulators:'));
// Without --only, firebase-tools would also emulate the extensions firebase.json declares (the
// Trigger Email extension), downloading their source: the emulators run offline, so the same
// emulators as npm start (docs/operations.md, "E-mails").
if (emulators && !args.some((arg) => arg === '--only' || arg.startsWith('--only='))) {
  args.push('--only', 'auth,firestore,functions,storage,hosting');
}
// The emulators read firebase.json with the emulator build's policy (emulator-hosting-config.mjs).
if (emulators) args.unshift(...emulatorConfigArgs());
const binaries = await prepareLocalEmulators();
const env = firebaseEnv(binaries, { emulators });
if (args[0] === 'deploy') {
  const missing = missingDeployRequirements({
    repoRoot,
    args,
    secretExists: firebaseSecretExists(firebaseBin, env),
  });
  if (missing.length > 0) {
    console.error(
      `\n✖ Deploy recusado: falta configurar\n${missing.map((m) => `  - ${m}`).join('\n')}`,
    );
    console.error('\n  Veja docs/operations.md, "Deploy".\n');
    process.exit(1);
  }
}
const child = spawn(firebaseBin, args, { cwd: repoRoot, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
