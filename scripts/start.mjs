// `npm start`: build functions, start the emulators, seed them, start Vite; Ctrl-C stops it all.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { callableUrl, readFunctionsRegion, waitForCallable } from './emulators/callable-ready.mjs';
import {
  emulatorClientEnv,
  emulatorConfig,
  startEmulators,
  stopEmulators,
} from './emulators/emulator-process.mjs';
import {
  assertJava,
  prepareLocalEmulators,
  projectId,
  repoRoot,
  runnableEmulators,
} from './emulators/local-emulators.mjs';

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const step = (message) => console.log(`\n▶ ${message} (${elapsed()})`);

assertJava();
const binaries = await prepareLocalEmulators();

step('Compilando as Cloud Functions');
const build = spawnSync('node', [path.join(repoRoot, 'functions', 'build.mjs')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const only = runnableEmulators(binaries, ['auth', 'firestore', 'functions', 'storage']);
step(`Subindo os emuladores: ${only.join(', ')}`);
const emulators = await startEmulators({ only, binaries }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

let vite;
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n■ Encerrando o Vite e os emuladores...');
  vite?.kill('SIGTERM');
  await stopEmulators(emulators.child);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
emulators.child.on('exit', () => {
  if (!stopping) {
    console.error(`\n✖ Os emuladores pararam inesperadamente:\n${emulators.output()}`);
    void stopAll(1);
  }
});

step('Populando os emuladores com os dados de demonstração');
const seed = spawnSync(
  path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['scripts/seed/index.ts'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...emulatorClientEnv() },
  },
);
if (seed.status !== 0) await stopAll(1);

step('Subindo o Vite');
vite = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vite'), ['--clearScreen', 'false'], {
  cwd: path.join(repoRoot, 'web'),
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
vite.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  if (text.includes('Local:')) {
    if (!announced) void announceReady();
    announced = true;
  } else if (!text.includes('VITE v')) process.stdout.write(text);
});

// The hub lists the Functions emulator before it has loaded the functions (callables answer 404
// for a few more seconds), so "Pronto" waits until a real callable answers.
async function announceReady() {
  if (only.includes('functions')) {
    const url = callableUrl(
      emulatorConfig.functions,
      projectId,
      readFunctionsRegion(repoRoot),
      'checkEmail',
    );
    try {
      await waitForCallable(url, {
        onWaiting: () => step('Aguardando as Cloud Functions carregarem'),
      });
    } catch (error) {
      console.error(`\n${emulators.output().slice(-4_000)}\n✖ ${error.message}`);
      await stopAll(1);
      return;
    }
  }
  if (!stopping) printReady();
}

function printReady() {
  console.log(`
✔ Pronto em ${elapsed()}: http://127.0.0.1:5173

  Contas de demonstração (senha: demo1234)
    admin@demo.test        administrador
    assinante@demo.test    aluno assinante (Aluno Fundador)
    aluno@demo.test        aluno sem plano (sem cursos)
    expirado@demo.test     acesso expirado
    cancelado@demo.test    assinatura cancelada
    parceiro@demo.test     parceiro temporário, cadastro incompleto

  Caixa de saída (e-mails que seriam enviados): http://127.0.0.1:5173/caixa-de-saida.html
  Emuladores: ${only.join(', ')}${only.includes('storage') ? '' : ' (sem Storage)'}
  Ctrl-C encerra tudo.
`);
}
