// A clean emulator project holding the seed's demo data, with admin SDK handles so browser
// suites can inspect what the app wrote.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { BUCKET } from '../../scripts/seed/demo-project';
import { seedDemoData } from '../../scripts/seed/seed';
import { clearEmulatorData, PROJECT_ID } from './emulator-hosts';
import { withFirestoreTriggersPaused } from './paused-triggers';

export type SeededProject = {
  db: Firestore;
  auth: Auth;
  /** Null when the run has no Storage emulator. */
  storage: Storage | null;
  close: () => Promise<void>;
};

/**
 * Clears the project and seeds it with the Firestore triggers paused: the seed writes every derived
 * document itself, and the ~140 trigger runs of a clear and a seed were pure processor cost.
 */
export async function seedCleanProject(name: string): Promise<SeededProject> {
  return withFirestoreTriggersPaused(() => clearAndSeed(name));
}

async function clearAndSeed(name: string): Promise<SeededProject> {
  await clearEmulatorData();
  const app: App = initializeApp(
    { projectId: PROJECT_ID, storageBucket: BUCKET },
    `${name}-${Date.now()}`,
  );
  const db = getFirestore(app);
  const auth = getAuth(app);
  // The demo files (the support-material PDF) too, when the run has a Storage emulator.
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST ? getStorage(app) : null;
  await seedDemoData({ auth, db, storage }, new Date());
  return { db, auth, storage, close: () => deleteApp(app) };
}
