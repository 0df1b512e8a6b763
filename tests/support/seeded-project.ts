// A clean emulator project holding the demo data of DESIGN §5, with admin SDK handles so browser
// suites can inspect what the app wrote.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { seedDemoData } from '../../scripts/seed/seed';
import { clearEmulatorData, PROJECT_ID } from './emulator-hosts';

export type SeededProject = { db: Firestore; auth: Auth; close: () => Promise<void> };

export async function seedCleanProject(name: string): Promise<SeededProject> {
  await clearEmulatorData();
  const app: App = initializeApp({ projectId: PROJECT_ID }, `${name}-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  await seedDemoData({ auth, db }, new Date());
  return { db, auth, close: () => deleteApp(app) };
}
