// The notifications benchmark's measurements (started by scripts/bench-notifications.mjs inside
// the emulators, with the real functions). Prints, with the seed's members and again with 50,000:
// the documents written when a weekly class and a course class are published (the functions'
// triggers: announcements and per-member notifications, counted before and after), and the
// documents a student and a subscriber read to open the notification panel (the panel's two
// queries: their own newest 20 and the announcements for their audience since they joined, after
// more classes than the panel shows were published, so the panels are full). Both must stay the
// same whatever the member count. `--tiny` adds 500 members instead (what
// `npm test` runs, so the benchmark cannot rot).
import { buildProfile, COLLECTIONS, NOTIFICATIONS_PANEL_SIZE } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { classFixture } from '../../tests/support/class-fixture';
import { seedCleanProject } from '../../tests/support/seeded-project';

const tiny = process.argv.includes('--tiny');
const MANY_MEMBERS = tiny ? 500 : 50_000;
const TRIGGER_TIMEOUT_MS = 30_000;
/** After the announcement lands, how long other writes of the same trigger may still arrive. */
const SETTLE_MS = tiny ? 500 : 2_000;

type Figures = {
  members: number;
  weeklyWrites: number;
  courseWrites: number;
  studentReads: number;
  subscriberReads: number;
};

const count = async (db: Firestore) => {
  const [announcements, personal] = await Promise.all([
    db.collection(COLLECTIONS.announcements).count().get(),
    db.collectionGroup(COLLECTIONS.notifications).count().get(),
  ]);
  return announcements.data().count + personal.data().count;
};

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + TRIGGER_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: nada em ${TRIGGER_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Documents the functions write when a class is created (they announce it). */
async function publishWrites(db: Firestore, type: 'SEMANAL' | 'CURSO', id: string) {
  const before = await count(db);
  const extra = type === 'CURSO' ? { courseId: 'curso-financas', classNumber: null } : {};
  await db
    .collection(COLLECTIONS.classes)
    .doc(id)
    .set(
      classFixture(type, `Aula de benchmark ${id}`, {
        slug: id,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        ...extra,
      }),
    );
  const announcement = db.collection(COLLECTIONS.announcements).doc(`class-${id}`);
  await waitFor(async () => (await announcement.get()).exists, `anúncio de ${id}`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return (await count(db)) - before;
}

/** Documents the panel's two queries return for a member (each query costs at least one read). */
async function panelReads(db: Firestore, uid: string) {
  const profile = (await db.collection(COLLECTIONS.profiles).doc(uid).get()).data()!;
  const subscriber = profile.role === 'ADMIN' || Boolean(profile.plan);
  const [own, announcements] = await Promise.all([
    db
      .collection(COLLECTIONS.profiles)
      .doc(uid)
      .collection(COLLECTIONS.notifications)
      .orderBy('createdAt', 'desc')
      .limit(NOTIFICATIONS_PANEL_SIZE)
      .get(),
    db
      .collection(COLLECTIONS.announcements)
      .where('audience', 'in', subscriber ? ['members', 'subscribers'] : ['members'])
      .where('createdAt', '>', profile.createdAt as Timestamp)
      .orderBy('createdAt', 'desc')
      .limit(NOTIFICATIONS_PANEL_SIZE)
      .get(),
  ]);
  return Math.max(own.size, 1) + Math.max(announcements.size, 1);
}

async function addMembers(db: Firestore, total: number) {
  const writer = db.bulkWriter();
  const joined = new Date(Date.now() - 86_400_000);
  for (let i = 0; i < total; i++) {
    const id = `bench-membro-${i}`;
    writer.set(
      db.collection(COLLECTIONS.profiles).doc(id),
      buildProfile({ name: `Membro ${i}`, email: `${id}@example.com`, createdAt: joined }),
    );
  }
  await writer.close();
}

async function measure(db: Firestore, label: string): Promise<Figures> {
  const members = (await db.collection(COLLECTIONS.profiles).count().get()).data().count;
  const figures = {
    members,
    weeklyWrites: await publishWrites(db, 'SEMANAL', `bench-semanal-${label}`),
    courseWrites: await publishWrites(db, 'CURSO', `bench-curso-${label}`),
    studentReads: await panelReads(db, 'demo-aluno'),
    subscriberReads: await panelReads(db, 'demo-assinante'),
  };
  console.log(
    `${label.padEnd(12)} membros ${String(figures.members).padStart(6)} · escritas ao publicar: ` +
      `aula semanal ${figures.weeklyWrites}, aula de curso ${figures.courseWrites} · ` +
      `leituras ao abrir o painel: aluno ${figures.studentReads}, assinante ${figures.subscriberReads}`,
  );
  return figures;
}

/**
 * Publishes more classes than the panel shows, so every member's panel is full: its reads are
 * then at their most, and a later figure cannot look constant only because little was published.
 */
async function fillPanels(db: Firestore) {
  const ids = Array.from({ length: NOTIFICATIONS_PANEL_SIZE + 1 }, (_, i) => `bench-cheio-${i}`);
  await Promise.all(
    ids.map((id) =>
      db
        .collection(COLLECTIONS.classes)
        .doc(id)
        .set(classFixture('SEMANAL', `Aula ${id}`, { slug: id, createdAt: Timestamp.now() })),
    ),
  );
  for (const id of ids) {
    const announcement = db.collection(COLLECTIONS.announcements).doc(`class-${id}`);
    await waitFor(async () => (await announcement.get()).exists, `anúncio de ${id}`);
  }
}

const project = await seedCleanProject('bench-notifications');
try {
  const db = project.db;
  await fillPanels(db);
  const seeded = await measure(db, 'semente');
  const started = Date.now();
  await addMembers(db, MANY_MEMBERS);
  console.log(
    `(${MANY_MEMBERS} membros criados em ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const many = await measure(db, `+${MANY_MEMBERS}`);
  const grew = (
    ['weeklyWrites', 'courseWrites', 'studentReads', 'subscriberReads'] as const
  ).filter((key) => many[key] > seeded[key]);
  if (seeded.weeklyWrites !== 1 || seeded.courseWrites !== 1 || grew.length > 0) {
    console.error(`bench:notifications: custo cresceu com os membros (${grew.join(', ')})`);
    process.exitCode = 1;
  }
} finally {
  await project.close();
}
