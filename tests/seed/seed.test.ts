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
import {
  CATALOG_SHARD_IDS,
  COLLECTIONS,
  RECENT_VIEWS_LIMIT,
  catalogShardId,
  catalogShardSchema,
  certificateSchema,
  formatCertificateCode,
  memberCertificateSchema,
  normalizeCertificateCode,
  recentViewSchema,
} from '@app/domain';
import { DEMO_CERTIFICATE_CODE } from '../../scripts/seed/demo-content';
import { seedDemoData } from '../../scripts/seed/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { withoutBackgroundTriggers } from '../support/background-triggers';
import { clearEmulatorData, PROJECT_ID, requireEnv } from '../support/emulator-hosts';

describe('seed (npm run seed)', () => {
  // The seed on its own: the triggers its writes would fire (insight counters with random ids)
  // would land between the idempotence check's two snapshots. Its data is cleared before they
  // resume.
  withoutBackgroundTriggers({ beforeEnable: clearEmulatorData });
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

  it('creates every demo account with its profile, and they can sign in', async () => {
    await seedDemoData({ auth: getAuth(app), db: getFirestore(app) }, now);
    const client = initializeClient({ apiKey: 'demo-key', projectId: PROJECT_ID }, 'seed-client');
    const clientAuth = getClientAuth(client);
    connectAuthEmulator(clientAuth, `http://${requireEnv('FIREBASE_AUTH_EMULATOR_HOST')}`, {
      disableWarnings: true,
    });
    try {
      for (const user of DEMO_ACCOUNTS) {
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

  it('fills the catalogue index with every weekly class and insight, and no course class', async () => {
    const db = getFirestore(app);
    const open = await db.collection('classes').where('type', 'in', ['SEMANAL', 'INSIGHT']).get();
    const shards = await db.collection(COLLECTIONS.catalog).get();
    expect(shards.docs.map((shard) => shard.id).sort()).toEqual([...CATALOG_SHARD_IDS].sort());
    const indexed: Record<string, unknown> = {};
    for (const shard of shards.docs) {
      const { entries } = catalogShardSchema.parse(shard.data());
      for (const [id, entry] of Object.entries(entries)) {
        expect(catalogShardId(id)).toBe(shard.id);
        indexed[id] = entry;
      }
    }
    expect(Object.keys(indexed).sort()).toEqual(open.docs.map((d) => d.id).sort());
    expect(Object.keys(indexed).some((id) => id.startsWith('curso-'))).toBe(false);
    expect(indexed['semanal-01']).toMatchObject({
      title: 'Organização financeira para profissionais',
      search: 'organizacao financeira para profissionais',
      classNumber: 1,
    });
  });

  it('stores the rating totals of the seeded ratings on their classes', async () => {
    const db = getFirestore(app);
    const rated = await db.collectionGroup('ratings').get();
    const expected: Record<string, { ratingCount: number; ratingSum: number }> = {};
    for (const rating of rated.docs) {
      const classId = rating.ref.parent.parent!.id;
      const total = (expected[classId] ??= { ratingCount: 0, ratingSum: 0 });
      total.ratingCount += 1;
      total.ratingSum += rating.get('value') as number;
    }
    expect(expected).toEqual({
      'semanal-01': { ratingCount: 2, ratingSum: 9 },
      'semanal-02': { ratingCount: 1, ratingSum: 4 },
    });
    for (const [classId, total] of Object.entries(expected)) {
      expect((await db.doc(`classes/${classId}`).get()).data()).toMatchObject(total);
    }
  });

  it("gives the subscriber a recently opened, not completed class ('Continue de onde parou')", async () => {
    const db = getFirestore(app);
    const views = await db
      .collection('profiles/demo-assinante/recentViews')
      .orderBy('viewedAt', 'desc')
      .limit(RECENT_VIEWS_LIMIT)
      .get();
    const latest = recentViewSchema.parse(views.docs[0]?.data());
    expect(latest).toMatchObject({ classId: 'semanal-02', type: 'SEMANAL', classNumber: 2 });
    const opened = (await db.doc('classes/semanal-02').get()).data()!;
    expect(latest.slug).toBe(opened.slug);
    expect(latest.title).toBe(opened.title);
    expect((await db.doc('profiles/demo-assinante/completions/semanal-02').get()).exists).toBe(
      false,
    );
  });

  it('gives the finance course its hours and the subscriber its certificate', async () => {
    const db = getFirestore(app);
    const course = (await db.doc('courses/curso-financas').get()).data()!;
    expect(course.hours).toBe(12);
    const own = memberCertificateSchema.parse(
      (await db.doc('profiles/demo-assinante/certificates/curso-financas').get()).data(),
    );
    expect(own).toMatchObject({ code: DEMO_CERTIFICATE_CODE, hours: 12, name: 'Bruno Assinante' });
    const record = certificateSchema.parse(
      (await db.doc(`certificates/${DEMO_CERTIFICATE_CODE}`).get()).data(),
    );
    expect(record.courseTitle).toBe(course.title);
    expect(normalizeCertificateCode(formatCertificateCode(DEMO_CERTIFICATE_CODE))).toBe(
      DEMO_CERTIFICATE_CODE,
    );
  });

  it('is idempotent: a second run leaves exactly the same data', async () => {
    const before = await snapshotAll();
    await seedDemoData({ auth: getAuth(app), db: getFirestore(app) }, now);
    const after = await snapshotAll();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    expect((await getAuth(app).listUsers()).users).toHaveLength(DEMO_ACCOUNTS.length);
  });
});
