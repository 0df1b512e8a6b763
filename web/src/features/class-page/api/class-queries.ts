import { classSchema, OPEN_CLASS_TYPES, type ClassType } from '@app/domain';
import {
  endBefore,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import {
  classesCollection,
  classRef,
  fetchCourseNeighbours,
  liveClassList,
  type ClassDoc,
} from '@/lib/content';
import { liveDoc } from '@/lib/firestore-reads';
import { mapRead, onceRead, type Read } from '@/lib/use-read';

/**
 * The class behind a slug, live. Non-subscribers may only read weekly classes and insights, so
 * their query names those types (firestore.rules denies a query that could return a course
 * class); subscribers and admins look the slug up alone. `null` = no such class for this user.
 */
export function liveClassBySlug(slug: string, canReadCourses: boolean): Read<ClassDoc | null> {
  const bySlug = where('slug', '==', slug);
  const list = canReadCourses
    ? liveClassList(`slug=${slug}&limit=1`, query(classesCollection(), bySlug, limit(1)))
    : liveClassList(
        `type=in-${OPEN_CLASS_TYPES.join('-')}&slug=${slug}&limit=1`,
        query(classesCollection(), where('type', 'in', [...OPEN_CLASS_TYPES]), bySlug, limit(1)),
      );
  return mapRead(list, 'first', (classes) => classes[0] ?? null);
}

/** One class by id (the insight's referenced class), live; null when it is gone. */
export const liveClassById = (classId: string) => liveDoc(classSchema, classRef(classId));

export type Neighbours = { previous: ClassDoc | null; next: ClassDoc | null };

/**
 * The classes 'Anterior' and 'Próxima' lead to: weekly classes by number ±1, insights by
 * creation date (one each way), course classes in their course's order.
 */
export const classNeighbours = (cls: ClassDoc): Read<Neighbours> =>
  // Neighbours depend on the class's place in the sequence, not on its other fields.
  onceRead(
    `classes/${cls.id}/neighbours?type=${cls.type}&number=${cls.classNumber ?? ''}&course=${cls.courseId ?? ''}`,
    () => fetchNeighbours(cls),
  );

async function fetchNeighbours(cls: ClassDoc): Promise<Neighbours> {
  if (cls.type === 'SEMANAL') {
    const n = cls.classNumber;
    if (!n) return { previous: null, next: null };
    const [previous, next] = await Promise.all([
      n > 1 ? weeklyByNumber(n - 1) : Promise.resolve(null),
      weeklyByNumber(n + 1),
    ]);
    return { previous, next };
  }
  if (cls.type === 'INSIGHT') {
    const base = query(
      classesCollection(),
      where('type', '==', 'INSIGHT' satisfies ClassType),
      orderBy('createdAt', 'asc'),
    );
    const [before, after] = await Promise.all([
      getDocs(query(base, endBefore(cls.createdAt), limitToLast(1))),
      getDocs(query(base, startAfter(cls.createdAt), limit(1))),
    ]);
    return { previous: before.docs[0]?.data() ?? null, next: after.docs[0]?.data() ?? null };
  }
  return fetchCourseNeighbours(cls);
}

/** The weekly class with this number; none for numbers below 1. */
async function weeklyByNumber(classNumber: number): Promise<ClassDoc | null> {
  if (classNumber <= 0) return null;
  const snap = await getDocs(
    query(
      classesCollection(),
      where('type', '==', 'SEMANAL' satisfies ClassType),
      where('classNumber', '==', classNumber),
      limit(1),
    ),
  );
  return snap.docs[0]?.data() ?? null;
}
