// courses/{courseId}: readable with access, written by admins with validation.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  arrayUnion,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  COURSE_CLASSES_MAX,
  COURSE_TITLE_MIN_LENGTH,
  PROFESSOR_BIO_MIN_LENGTH,
  PROFESSOR_NAME_MIN_LENGTH,
} from '@app/domain';
import { dbAs, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import {
  ADMIN_ONLY,
  CLASS_IDS,
  COURSE_ID,
  WITH_ACCESS,
  expectRule,
  rows,
  seedContent,
  storedClass,
  storedCourse,
} from './fixtures';

const env = useRulesEnv({ seed: seedContent });
const courses = (caller: Caller) => collection(dbAs(env(), caller), 'courses');
const courseDoc = (caller: Caller, id = COURSE_ID) => doc(courses(caller), id);
const newCourse = (): DocumentData => ({
  ...storedCourse(),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
/** A course only this test edits or deletes; the shared one stays as every test reads it. */
const ownCourse = () => seedOwn(env(), 'courses', storedCourse());

describe('courses: read', () => {
  it.each(rows(WITH_ACCESS, 'lists courses newest first'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(query(courses(caller), orderBy('createdAt', 'desc'))), allowed);
  });

  it.each(rows(WITH_ACCESS, 'gets a course'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(courseDoc(caller)), allowed);
  });
});

describe('courses: write', () => {
  it.each(rows(ADMIN_ONLY, 'creates a course'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(courseDoc(caller, uniqueId('novo')), newCourse()), allowed);
  });

  it('allow: admin creates a course with a cover URL and no optional fields otherwise', async () => {
    const data: DocumentData = { ...newCourse(), coverUrl: 'https://example.com/capa.webp' };
    delete data.professorLink;
    await expectRule(setDoc(courseDoc('admin', uniqueId('com-capa')), data), true);
  });

  const invalid: [string, DocumentData][] = [
    [`title shorter than ${COURSE_TITLE_MIN_LENGTH}`, { title: 'Ab' }],
    [`professorName shorter than ${PROFESSOR_NAME_MIN_LENGTH}`, { professorName: 'A' }],
    [`bio shorter than ${PROFESSOR_BIO_MIN_LENGTH}`, { professorDescription: 'Contadora' }],
    ['coverUrl that is not a URL', { coverUrl: 'capa.png' }],
    ['professorLink that is not a URL', { professorLink: 'ana.com' }],
    ['an extra key', { price: 29 }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: admin creates a course with %s', async (_, patch) => {
    await expectRule(
      setDoc(courseDoc('admin', uniqueId('invalido')), { ...newCourse(), ...patch }),
      false,
    );
  });

  it('deny: admin creates a course without a description', async () => {
    const data = newCourse();
    delete data.description;
    await expectRule(setDoc(courseDoc('admin', uniqueId('sem-descricao')), data), false);
  });

  it.each(rows(ADMIN_ONLY, 'edits title and cover'))('%s', async (_, caller, allowed) => {
    const id = await ownCourse();
    await expectRule(
      updateDoc(courseDoc(caller, id), {
        title: 'Finanças avançadas',
        coverUrl: 'https://example.com/nova.png',
        updatedAt: serverTimestamp(),
      }),
      allowed,
    );
  });

  it('deny: admin edit that changes createdAt or skips the server updatedAt', async () => {
    await expectRule(
      updateDoc(courseDoc('admin'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(updateDoc(courseDoc('admin'), { title: 'Finanças avançadas' }), false);
  });

  it.each(rows(ADMIN_ONLY, 'arranges the course classes'))('%s', async (_, caller, allowed) => {
    const id = await ownCourse();
    await expectRule(
      updateDoc(courseDoc(caller, id), {
        classOrder: ['aula-curso-2', CLASS_IDS.CURSO],
        updatedAt: serverTimestamp(),
      }),
      allowed,
    );
  });

  const badOrders: [string, unknown][] = [
    ['a string instead of a list', CLASS_IDS.CURSO],
    [
      `more than ${COURSE_CLASSES_MAX} ids`,
      Array.from({ length: COURSE_CLASSES_MAX + 1 }, (_, i) => `a${i}`),
    ],
  ];
  it.each(badOrders)('deny: admin stores a class order that is %s', async (_, classOrder) => {
    await expectRule(
      updateDoc(courseDoc('admin'), { classOrder, updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('allow: admin adds a course class and its place in the order in one batch', async () => {
    const courseId = await ownCourse();
    const classId = uniqueId('aula-curso-2');
    const db = dbAs(env(), 'admin');
    const batch = writeBatch(db);
    batch.set(doc(db, 'classes', classId), {
      ...storedClass('CURSO'),
      courseId,
      slug: 'aula-2-abcd1234',
      title: 'Aula 2',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'courses', courseId), {
      classOrder: arrayUnion(classId),
      updatedAt: serverTimestamp(),
    });
    await expectRule(batch.commit(), true);
  });

  it.each(rows(ADMIN_ONLY, 'deletes a course'))('%s', async (_, caller, allowed) => {
    const id = await ownCourse();
    await expectRule(deleteDoc(courseDoc(caller, id)), allowed);
  });
});
