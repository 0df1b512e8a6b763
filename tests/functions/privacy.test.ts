// The member's data rights against the emulators: exportMyData (everything of theirs, nothing of
// anyone else's, at most once every 10 minutes) and deleteMyAccount (each kind removed, the
// business records kept without name or e-mail, comments anonymised or removed as chosen, the
// last admin and a stale sign-in refused), and finishAccountDeletions completing a deletion that
// stopped midway. Two members hold the same kinds of data, so a leak or an over-deletion shows.
import {
  COLLECTIONS,
  deleteMyAccountCallable,
  exportMyDataCallable,
  FUNCTIONS_REGION,
  INDICATORS_OVERVIEW_ID,
  privacyMessages as m,
  REMOVED_MEMBER_NAME,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runAccountDeletions } from '../../functions/src/privacy/run-account-deletions';
import { runLeadPurge } from '../../functions/src/privacy/run-lead-purge';
import { classFixture } from '../support/class-fixture';
import { PROJECT_ID } from '../support/emulator-hosts';
import {
  adminAuth,
  adminDb,
  adminStorage,
  expectCallableError,
  functionsHost,
  seedUser,
  useFunctionsSuite,
  type SeededUser,
} from '../support/functions-env';
import { createFileOnce } from '../../functions/src/common/create-file-once';
import { withFirestoreTriggersPaused } from '../support/paused-triggers';
import { purchaseDelivery } from '../../scripts/hotmart-deliveries';
import { postDelivery } from './purchase-webhook-support';

/** The monthly plan's product in the emulators' offer table (functions/.env.demo-escola). */
const MENSAL_PRODUCT = 3489108;

const env = useFunctionsSuite();
const DAY = 86_400_000;
const now = () => Timestamp.now();
const profiles = adminDb.collection(COLLECTIONS.profiles);
const aula = adminDb.collection(COLLECTIONS.classes).doc('aula-1');

/** Every kind of record the export lists and the deletion removes, for one member. */
async function fill(user: SeededUser, name: string, code: string) {
  const uid = user.uid;
  const profile = profiles.doc(uid);
  await profile.update({
    name,
    avatarUrl: `http://127.0.0.1:9199/v0/b/demo/o/avatars%2F${uid}%2Favatar?alt=media`,
    emailPreferences: { newClasses: false },
  });
  const post = { userId: uid, userName: name, userRole: 'ALUNO', userAvatarUrl: null };
  await aula
    .collection(COLLECTIONS.comments)
    .doc(`c-${uid}`)
    .set({
      ...post,
      text: `Pergunta de ${name}`,
      classId: 'aula-1',
      classTitle: 'Aula 1',
      classSlug: 'aula-1',
      createdAt: now(),
    });
  await aula
    .collection(COLLECTIONS.comments)
    .doc('c-outro')
    .collection(COLLECTIONS.replies)
    .doc(`r-${uid}`)
    .set({
      ...post,
      text: `Resposta de ${name}`,
      classId: 'aula-1',
      commentId: 'c-outro',
      createdAt: now(),
    });
  await aula
    .collection(COLLECTIONS.ratings)
    .doc(uid)
    .set({ userId: uid, value: 4, updatedAt: now() });
  await profile
    .collection(COLLECTIONS.completions)
    .doc('aula-1')
    .set({ classId: 'aula-1', courseId: null, completedAt: now() });
  await profile.collection(COLLECTIONS.watchPositions).doc('aula-1').set({
    classId: 'aula-1',
    position: 125,
    duration: 600,
    watchedSeconds: 130,
    updatedAt: now(),
  });
  await profile.collection(COLLECTIONS.recentViews).doc('aula-1').set({
    classId: 'aula-1',
    slug: 'aula-1',
    title: 'Aula 1',
    type: 'SEMANAL',
    classNumber: 1,
    coverUrl: null,
    courseId: null,
    viewedAt: now(),
  });
  await profile
    .collection(COLLECTIONS.notifications)
    .doc('reply-x')
    .set({ kind: 'reply', title: 'Aula 1', classSlug: 'aula-1', createdAt: now() });
  const certificate = {
    name,
    courseId: 'curso-1',
    courseTitle: 'Curso 1',
    hours: 8,
    completedOn: '2026-11-20',
    issuedAt: now(),
  };
  await adminDb.collection(COLLECTIONS.certificates).doc(code).set(certificate);
  await profile
    .collection(COLLECTIONS.certificates)
    .doc('curso-1')
    .set({ ...certificate, code, pdfPath: `certificates/${uid}/${code}.pdf` });
  await adminDb.collection(COLLECTIONS.membershipChanges).add({
    uid,
    email: user.email,
    source: 'hotmart',
    action: 'grant',
    before: null,
    after: { plan: 'mensal' },
    createdAt: now(),
  });
  await adminDb
    .collection(COLLECTIONS.purchases)
    .doc(`evento-${uid}`)
    .set({
      eventId: `evento-${uid}`,
      event: 'PURCHASE_APPROVED',
      email: user.email,
      uid,
      payload: JSON.stringify({ data: { buyer: { name, email: user.email }, product: { id: 1 } } }),
    });
  await adminDb
    .collection(COLLECTIONS.leads)
    .add({ name, email: user.email, phone: '11987654321', plan: 'mensal', createdAt: now() });
  await adminDb
    .collection(COLLECTIONS.partnerSurveys)
    .doc(uid)
    .set({ userId: uid, rating: 5, comment: `Ótimo, diz ${name}`, createdAt: now() });
  // A revocation this member made as an admin: the trail keeps the uid, not the name.
  await adminDb.collection(COLLECTIONS.certificateRevocations).add({
    uid: 'alguem',
    courseId: 'curso-1',
    code: 'ALGUEM234567',
    reason: 'Emitido por engano',
    revokedBy: uid,
    revokedByName: name,
    createdAt: now(),
  });
  // The insights' week marker and the overview's 'Em risco' entry.
  await adminDb
    .collection(COLLECTIONS.indicatorEvents)
    .doc(`active-2026-11-23-${uid}`)
    .set({ createdAt: now(), uid });
  const overview = adminDb.collection(COLLECTIONS.indicators).doc(INDICATORS_OVERVIEW_ID);
  const atRisk = ((await overview.get()).get('atRisk') as unknown[] | undefined) ?? [];
  await overview.set(
    {
      atRisk: [
        ...atRisk,
        {
          uid,
          name,
          email: user.email,
          lastActiveOn: null,
          validUntil: null,
          reasons: ['inactive'],
        },
      ],
      atRiskTotal: atRisk.length + 1,
    },
    { merge: true },
  );
  const bucket = adminStorage().bucket();
  await createFileOnce(bucket.file(`avatars/${uid}/avatar`), 'png', 'image/png');
  await createFileOnce(bucket.file(`certificates/${uid}/${code}.pdf`), '%PDF-', 'application/pdf');
}

let carla: SeededUser;
let outra: SeededUser;
beforeEach(async () => {
  await aula.set(classFixture('SEMANAL', 'Aula 1', { slug: 'aula-1' }));
  carla = await seedUser('carla@demo.test', { plan: 'mensal' });
  outra = await seedUser('outra@demo.test', { plan: 'mensal' });
  // Seeded as they would be after the triggers ran (the insights' marker, the overview entry),
  // with the triggers paused: none of the seed's writes is still being reacted to (threads,
  // ratings, counts) while a test exports or deletes the account.
  await withFirestoreTriggersPaused(async () => {
    await fill(carla, 'Carla Souza', 'CARLA2345678');
    await fill(outra, 'Outra Pessoa', 'OUTRA2345678');
  });
});

describe('exportMyData', () => {
  it('holds every kind of record of the caller and nothing of another member', async () => {
    await env.signIn(carla);
    const { data, exportedAt } = await env.call(exportMyDataCallable);
    expect(Date.parse(exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    const count = (key: string) => (data[key] as unknown[]).length;
    expect(data.perfil).toMatchObject({ id: carla.uid, name: 'Carla Souza', email: carla.email });
    expect(data.foto).toContain(`avatars%2F${carla.uid}`);
    expect(data.preferenciasDeEmail).toEqual({ newClasses: false });
    expect(data.pesquisaDeParceiro).toMatchObject({ rating: 5, comment: 'Ótimo, diz Carla Souza' });
    for (const key of [
      'comentarios',
      'respostas',
      'avaliacoes',
      'aulasConcluidas',
      'aulasVistas',
      'posicoesNosVideos',
      'certificados',
      'notificacoes',
      'historicoDeAcesso',
      'compras',
      'contatosDoSite',
    ]) {
      expect(count(key), key).toBe(1);
    }
    // Dates as ISO 8601 strings.
    expect((data.aulasVistas as { viewedAt: string }[])[0]!.viewedAt).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
    const json = JSON.stringify(data);
    expect(json).not.toContain(outra.uid);
    expect(json).not.toContain('Outra Pessoa');
    expect(json).not.toContain(outra.email);
  });

  it('once every 10 minutes', async () => {
    await env.signIn(carla);
    await env.call(exportMyDataCallable);
    await expectCallableError(
      env.call(exportMyDataCallable),
      'resource-exhausted',
      m.exportTooSoon,
    );
    // Another member is not held back by it.
    await env.signIn(outra);
    await expect(env.call(exportMyDataCallable)).resolves.toBeTruthy();
  });
});

/** What is left of a member after the deletion (counts by kind). */
async function leftOf(user: SeededUser, code: string) {
  const uid = user.uid;
  const profile = profiles.doc(uid);
  const size = async (query: FirebaseFirestore.Query) => (await query.get()).size;
  const [avatar] = await adminStorage().bucket().file(`avatars/${uid}/avatar`).exists();
  const [pdf] = await adminStorage().bucket().file(`certificates/${uid}/${code}.pdf`).exists();
  return {
    profile: (await profile.get()).exists,
    ratings: await size(adminDb.collectionGroup(COLLECTIONS.ratings).where('userId', '==', uid)),
    completions: await size(profile.collection(COLLECTIONS.completions)),
    recentViews: await size(profile.collection(COLLECTIONS.recentViews)),
    watchPositions: await size(profile.collection(COLLECTIONS.watchPositions)),
    notifications: await size(profile.collection(COLLECTIONS.notifications)),
    certificates: await size(profile.collection(COLLECTIONS.certificates)),
    publicCertificate: (await adminDb.collection(COLLECTIONS.certificates).doc(code).get()).exists,
    leads: await size(adminDb.collection(COLLECTIONS.leads).where('email', '==', user.email)),
    partnerSurvey: (await adminDb.collection(COLLECTIONS.partnerSurveys).doc(uid).get()).exists,
    insights:
      (await adminDb.collection(COLLECTIONS.indicatorEvents).where('uid', '==', uid).get()).size +
      (
        ((await adminDb.collection(COLLECTIONS.indicators).doc(INDICATORS_OVERVIEW_ID).get()).get(
          'atRisk',
        ) as { uid: string }[] | undefined) ?? []
      ).filter((member) => member.uid === uid).length,
    avatar,
    pdf,
  };
}
const nothingLeft = {
  profile: false,
  ratings: 0,
  completions: 0,
  recentViews: 0,
  watchPositions: 0,
  notifications: 0,
  certificates: 0,
  publicCertificate: false,
  leads: 0,
  partnerSurvey: false,
  insights: 0,
  avatar: false,
  pdf: false,
};

describe('deleteMyAccount', () => {
  const remove = (deleteComments = false) =>
    env.call(deleteMyAccountCallable, { confirmation: 'EXCLUIR', deleteComments });

  it('removes each kind, keeps the business records without name or e-mail, anonymises comments', async () => {
    await env.signIn(carla);
    await expect(remove()).resolves.toEqual({ deleted: true });

    expect(await leftOf(carla, 'CARLA2345678')).toEqual(nothingLeft);
    await expect(adminAuth.getUser(carla.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    // The comment and the reply stay in their threads, text kept, without the person.
    const comment = (
      await aula.collection(COLLECTIONS.comments).doc(`c-${carla.uid}`).get()
    ).data();
    expect(comment).toMatchObject({
      userId: '',
      userName: REMOVED_MEMBER_NAME,
      text: 'Pergunta de Carla Souza',
    });
    const reply = await aula
      .collection(COLLECTIONS.comments)
      .doc('c-outro')
      .collection(COLLECTIONS.replies)
      .doc(`r-${carla.uid}`)
      .get();
    expect(reply.data()).toMatchObject({ userId: '', userName: REMOVED_MEMBER_NAME });
    // Purchases and the audit trail are kept with the uid only.
    const purchase = (
      await adminDb.collection(COLLECTIONS.purchases).doc(`evento-${carla.uid}`).get()
    ).data()!;
    expect(purchase).toMatchObject({ uid: carla.uid, email: null });
    expect(purchase.payload).not.toContain('Carla');
    expect(purchase.payload).not.toContain(carla.email);
    const trail = await adminDb
      .collection(COLLECTIONS.membershipChanges)
      .where('uid', '==', carla.uid)
      .get();
    expect(trail.docs.map((doc) => doc.get('action')).sort()).toEqual(['account-deleted', 'grant']);
    expect(trail.docs.every((doc) => doc.get('email') === '')).toBe(true);
    const revocations = await adminDb
      .collection(COLLECTIONS.certificateRevocations)
      .where('revokedBy', '==', carla.uid)
      .get();
    expect(revocations.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ reason: 'Emitido por engano', revokedByName: '' }),
    ]);
    const record = (
      await adminDb.collection(COLLECTIONS.accountDeletions).doc(carla.uid).get()
    ).data();
    expect(record).toMatchObject({ status: 'done', deleteComments: false });
    expect(record).not.toHaveProperty('email');
    // Her rating no longer counts in the class's average (aggregateClassRating).
    await expect
      .poll(async () => (await aula.get()).get('ratingCount'), { timeout: 15_000 })
      .toBe(1);

    // The other member keeps everything.
    expect(await leftOf(outra, 'OUTRA2345678')).toEqual({
      profile: true,
      ratings: 1,
      completions: 1,
      recentViews: 1,
      watchPositions: 1,
      notifications: 1,
      certificates: 1,
      publicCertificate: true,
      leads: 1,
      partnerSurvey: true,
      insights: 2,
      avatar: true,
      pdf: true,
    });
  });

  it("removes the comments too when the member ticks 'Excluir também meus comentários'", async () => {
    await env.signIn(carla);
    await remove(true);
    expect((await aula.collection(COLLECTIONS.comments).doc(`c-${carla.uid}`).get()).exists).toBe(
      false,
    );
    const replies = await adminDb
      .collectionGroup(COLLECTIONS.replies)
      .where('userName', '==', 'Carla Souza')
      .get();
    expect(replies.size).toBe(0);
    expect((await aula.collection(COLLECTIONS.comments).doc(`c-${outra.uid}`).get()).exists).toBe(
      true,
    );
  });

  it('a later sale to the same e-mail makes a new member, with nothing of the deleted one', async () => {
    await env.signIn(carla);
    await remove();
    const sale = purchaseDelivery('PURCHASE_APPROVED', {
      email: carla.email,
      name: 'Carla Souza',
      productId: MENSAL_PRODUCT,
      transaction: 'HP-VOLTOU-1',
      approvedAt: new Date(),
    });
    const answer = await postDelivery(sale);
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'applied', action: 'grant' } });
    const uid = (answer.body as { uid: string }).uid;
    expect(uid).not.toBe(carla.uid);
    expect((await profiles.doc(uid).get()).data()).toMatchObject({
      email: carla.email,
      plan: 'mensal',
      firstAccess: true,
    });
    for (const kind of [COLLECTIONS.completions, COLLECTIONS.certificates]) {
      expect((await profiles.doc(uid).collection(kind).get()).size).toBe(0);
    }
    // The deleted account stays deleted; its kept records still name no one.
    expect((await profiles.doc(carla.uid).get()).exists).toBe(false);
  });

  it('asks for EXCLUIR', async () => {
    await env.signIn(carla);
    await expectCallableError(
      env.call(deleteMyAccountCallable, { confirmation: 'excluir', deleteComments: false }),
      'invalid-argument',
      m.confirmMismatch,
    );
    expect((await profiles.doc(carla.uid).get()).exists).toBe(true);
  });

  it('refuses the last admin', async () => {
    await profiles.doc(carla.uid).update({ role: 'ADMIN' });
    await env.signIn(carla);
    await expectCallableError(remove(), 'failed-precondition', m.lastAdmin);
    expect((await profiles.doc(carla.uid).get()).exists).toBe(true);
  });

  it('refuses a sign-in older than 5 minutes', async () => {
    // An ID token as the Auth emulator issues them (unsigned), signed in 10 minutes ago.
    const issued = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      auth_time: issued - 600,
      user_id: carla.uid,
      sub: carla.uid,
      iat: issued,
      exp: issued + 3600,
      email: carla.email,
      firebase: { identities: {}, sign_in_provider: 'password' },
    })}.`;
    const { host, port } = await functionsHost();
    const response = await fetch(
      `http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${deleteMyAccountCallable.name}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { confirmation: 'EXCLUIR', deleteComments: false } }),
      },
    );
    const body = (await response.json()) as { error?: { status: string; message: string } };
    expect(body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: m.staleSignIn });
    expect((await profiles.doc(carla.uid).get()).exists).toBe(true);
  });
});

describe('finishAccountDeletions', () => {
  it('finishes a deletion that stopped midway, from its first unfinished step', async () => {
    const stalledAt = Timestamp.fromMillis(Date.now() - 20 * 60_000);
    // Stopped after deleting the Auth user: everything else is still there.
    await adminAuth.deleteUser(carla.uid);
    await adminDb
      .collection(COLLECTIONS.accountDeletions)
      .doc(carla.uid)
      .set({
        uid: carla.uid,
        email: carla.email,
        deleteComments: false,
        done: ['auth'],
        status: 'running',
        startedAt: stalledAt,
        updatedAt: stalledAt,
      });
    const services = {
      db: adminDb,
      auth: adminAuth,
      bucket: adminStorage().bucket(),
    };
    expect(await runAccountDeletions(services, new Date())).toEqual({ stalled: 1, finished: 1 });
    expect(await leftOf(carla, 'CARLA2345678')).toEqual(nothingLeft);
    expect(await runAccountDeletions(services, new Date())).toEqual({ stalled: 0, finished: 0 });
    expect((await profiles.doc(outra.uid).get()).exists).toBe(true);
  });
});

describe('purgeOldLeads', () => {
  it('deletes leads older than 12 months, keeps the rest', async () => {
    const leads = adminDb.collection(COLLECTIONS.leads);
    await leads
      .doc('antigo')
      .set({ email: 'a@x.com', createdAt: Timestamp.fromMillis(Date.now() - 370 * DAY) });
    await leads
      .doc('recente')
      .set({ email: 'b@x.com', createdAt: Timestamp.fromMillis(Date.now() - 300 * DAY) });
    expect(await runLeadPurge(adminDb, new Date())).toEqual({ deleted: 1 });
    expect((await leads.doc('antigo').get()).exists).toBe(false);
    expect((await leads.doc('recente').get()).exists).toBe(true);
  });
});
