// `npm run seed`: writes the demo data into the RUNNING emulators (never a real project: the
// emulator hosts default to firebase.json's and the project id is the demo- one).
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { BUCKET, PROJECT_ID } from './demo-project';
import { seedDemoMail } from './demo-mail';
import { seedDemoData } from './seed';

const firebaseJson = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };
const hostOf = (name: string) => {
  const emulator = firebaseJson.emulators[name]!;
  return `${emulator.host}:${emulator.port}`;
};

process.env.FIRESTORE_EMULATOR_HOST ??= hostOf('firestore');
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hostOf('auth');
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= hostOf('storage');

async function storageIsUp(): Promise<boolean> {
  try {
    await fetch(`http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/`);
    return true;
  } catch {
    return false;
  }
}

try {
  const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
  const storage = (await storageIsUp()) ? getStorage(app) : null;
  const result = await seedDemoData({ auth: getAuth(app), db: getFirestore(app), storage });
  // The outbox's e-mails (demo-mail.ts): here only, never in the test projects.
  const mails = await seedDemoMail(getFirestore(app));
  console.log(
    `✔ Seed: ${result.users} contas, ${result.documents} documentos, ${result.files} arquivo(s), ` +
      `${result.catalog} aulas no índice de busca, ${mails} e-mail(s) na caixa de saída.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/ECONNREFUSED|fetch failed|UNAVAILABLE/.test(message)) {
    console.error('✖ Emuladores não encontrados. Rode `npm start` ou `npm run emulators` antes.');
  } else {
    console.error(`✖ Seed falhou: ${message}`);
  }
  process.exit(1);
}
