// certificates/{code} (public by code, never listed), profiles/{uid}/certificates/{courseId} (the
// member's own copies) and courses' training hours. Only the functions write certificates.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, seedOwn, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows, seedContent, storedCourse } from './fixtures';

const CODE = '7KQ4M2XD9PWA';
const certificate = {
  name: 'Bruno Assinante',
  courseId: 'curso-financas',
  courseTitle: 'Finanças para autônomos',
  hours: 12,
  completedOn: '2026-11-20',
  issuedAt: new Date(),
};

const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, {
      [`certificates/${CODE}`]: certificate,
      [`profiles/${DEMO_UIDS.subscriber}/certificates/curso-financas`]: {
        ...certificate,
        code: CODE,
      },
    });
  },
});

const publicDoc = (caller: Caller, code = CODE) => doc(dbAs(env(), caller), 'certificates', code);
const ownCopies = (caller: Caller, owner = DEMO_UIDS.subscriber) =>
  collection(dbAs(env(), caller), 'profiles', owner, 'certificates');

describe('certificates/{code}: anyone checks one by its code', () => {
  it.each(CALLERS)('allow: %s gets a certificate by its code', async (caller) => {
    await expectRule(getDoc(publicDoc(caller)), true);
  });

  it.each(CALLERS)('deny: %s lists certificates (by name, by course, at all)', async (caller) => {
    const all = collection(dbAs(env(), caller), 'certificates');
    await expectRule(getDocs(query(all, limit(1))), false);
    await expectRule(getDocs(query(all, where('name', '==', certificate.name), limit(1))), false);
  });

  it.each(['admin', 'subscriber', 'signedOut'] as const)(
    'deny: %s issues, changes or deletes a certificate',
    async (caller) => {
      await expectRule(setDoc(publicDoc(caller, 'ABCDABCDABCD'), certificate), false);
      await expectRule(updateDoc(publicDoc(caller), { hours: 1000 }), false);
      await expectRule(updateDoc(publicDoc(caller), { revokedAt: serverTimestamp() }), false);
      await expectRule(deleteDoc(publicDoc(caller)), false);
    },
  );
});

describe("profiles/{uid}/certificates: the member's own list", () => {
  const table = { ...ADMIN_ONLY, subscriber: true };
  it.each(rows(table, "lists the subscriber's certificates"))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(query(ownCopies(caller), limit(100))), allowed);
  });

  it('deny: the owner lists without a limit of at most 100', async () => {
    await expectRule(getDocs(ownCopies('subscriber')), false);
  });

  it('deny: the owner issues one to themselves', async () => {
    const mine = doc(ownCopies('student', DEMO_UIDS.student), 'curso-financas');
    await expectRule(setDoc(mine, { ...certificate, code: CODE }), false);
    await expectRule(addDoc(ownCopies('student', DEMO_UIDS.student), certificate), false);
  });
});

describe('certificateRevocations: the audit trail', () => {
  it.each(rows(ADMIN_ONLY, 'reads the revocations'))('%s', async (_, caller, allowed) => {
    const trail = collection(dbAs(env(), caller), 'certificateRevocations');
    await expectRule(getDocs(query(trail, limit(20))), allowed);
  });

  it.each(['admin', 'subscriber'] as const)('deny: %s writes a revocation', async (caller) => {
    const trail = collection(dbAs(env(), caller), 'certificateRevocations');
    await expectRule(addDoc(trail, { code: CODE, reason: 'forjado' }), false);
  });
});

describe('courses: training hours', () => {
  const courses = (caller: Caller) => collection(dbAs(env(), caller), 'courses');
  const newCourse = (hours: unknown): DocumentData => ({
    ...storedCourse(),
    hours,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  it.each([1, 40, 1000, null])('allow: admin creates a course with hours %s', async (hours) => {
    await expectRule(addDoc(courses('admin'), newCourse(hours)), true);
  });

  it.each([0, 1001, 2.5, '40'])('deny: admin creates a course with hours %s', async (hours) => {
    await expectRule(addDoc(courses('admin'), newCourse(hours)), false);
  });

  it('allow: admin sets the hours of a course', async () => {
    const id = await seedOwn(env(), 'courses', storedCourse());
    await expectRule(
      updateDoc(doc(courses('admin'), id), { hours: 20, updatedAt: serverTimestamp() }),
      true,
    );
  });
});
