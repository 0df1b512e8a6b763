import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type CollectionReference } from 'firebase-admin/firestore';
import { initializeApp as initializeClient, deleteApp as deleteClient } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth as getClientAuth,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/seed/seed';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/seed/demo-users';
import { clearEmulatorData, PROJECT_ID, requireEnv } from '../support/emulator-hosts';

describe('seed (npm run seed)', () => {
  let app: App;
  const now = new Date();

  beforeAll(async () => {
    await clearEmulatorData();
    app = initializeApp({ projectId: PROJECT_ID }, 'seed-test');
  });
  afterAll(async () => {
    await deleteApp(app);
  });

  async function snapshotAll() {
    const db = getFirestore(app);
    const paths: Record<string, unknown> = {};
    const walk = async (collections: CollectionReference[]) => {
      for (const collection of collections) {
        const docs = await collection.get();
        for (const doc of docs.docs) {
          paths[doc.ref.path] = doc.data();
          await walk(await doc.ref.listCollections());
        }
      }
    };
    await walk(await db.listCollections());
    return paths;
  }

  it('creates every demo account of DESIGN §5 with its profile, and they can sign in', async () => {
    await seedDemoData({ auth: getAuth(app), db: getFirestore(app) }, now);
    const client = initializeClient({ apiKey: 'demo-key', projectId: PROJECT_ID }, 'seed-client');
    const clientAuth = getClientAuth(client);
    connectAuthEmulator(clientAuth, `http://${requireEnv('FIREBASE_AUTH_EMULATOR_HOST')}`, {
      disableWarnings: true,
    });
    try {
      for (const user of DEMO_USERS) {
        const credential = await signInWithEmailAndPassword(clientAuth, user.email, DEMO_PASSWORD);
        expect(credential.user.uid).toBe(user.uid);
        const profile = (await getFirestore(app).doc(`profiles/${user.uid}`).get()).data();
        expect(profile?.email).toBe(user.email);
      }
    } finally {
      await deleteClient(client);
    }
    const profile = async (uid: string) =>
      (await getFirestore(app).doc(`profiles/${uid}`).get()).data()!;
    expect((await profile('demo-admin')).role).toBe('ADMIN');
    expect(await profile('demo-assinante')).toMatchObject({
      plan: 'fundador',
      tag: 'Aluno Fundador',
    });
    expect((await profile('demo-aluno')).plan).toBe('');
    expect((await profile('demo-expirado')).validUntil.toDate().getTime()).toBeLessThan(Date.now());
    expect((await profile('demo-cancelado')).cancelled).toBe(true);
    expect(await profile('demo-parceiro')).toMatchObject({
      isTemporary: true,
      isPartner: true,
      registrationComplete: false,
    });
  });

  it('seeds content for every screen: 12 numbered weekly classes, insights, courses, events, live classes', async () => {
    const db = getFirestore(app);
    const weekly = await db.collection('classes').where('type', '==', 'SEMANAL').get();
    expect(weekly.docs.map((d) => d.get('classNumber')).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(
      (await db.collection('classes').where('type', '==', 'INSIGHT').get()).size,
    ).toBeGreaterThan(0);
    expect((await db.collection('courses').get()).size).toBe(2);
    expect((await db.collection('themes').get()).size).toBe(8);
    const live = (await db.collection('liveClasses').get()).docs.map((d) => d.data());
    expect(
      live.some(
        (l) => l.startsAt.toMillis() <= now.getTime() && l.endsAt.toMillis() > now.getTime(),
      ),
    ).toBe(true);
    expect(live.some((l) => l.startsAt.toMillis() > now.getTime())).toBe(true);
  });

  it('is idempotent: a second run leaves exactly the same data', async () => {
    const before = await snapshotAll();
    await seedDemoData({ auth: getAuth(app), db: getFirestore(app) }, now);
    const after = await snapshotAll();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    expect((await getAuth(app).listUsers()).users).toHaveLength(DEMO_USERS.length);
  });
});
