import { OPEN_CLASS_TYPES, type ClassType } from '@app/domain';
import {
  endBefore,
  getDocs,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { classesCollection, classRef, fetchCourseNeighbours, type ClassDoc } from '@/lib/content';

/**
 * The class behind a slug, live. Non-subscribers may only read weekly classes and insights, so
 * their query names those types (firestore.rules denies a query that could return a course
 * class); subscribers and admins look the slug up alone. `null` = no such class for this user.
 */
export function subscribeClassBySlug(
  slug: string,
  canReadCourses: boolean,
  onData: (cls: ClassDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const bySlug = where('slug', '==', slug);
  const q = canReadCourses
    ? query(classesCollection(), bySlug, limit(1))
    : query(classesCollection(), where('type', 'in', [...OPEN_CLASS_TYPES]), bySlug, limit(1));
  return onSnapshot(q, (snap) => onData(snap.docs[0]?.data() ?? null), onError);
}

/** One class by id (the insight's referenced class), or null when it is gone. */
export function subscribeClassById(
  classId: string,
  onData: (cls: ClassDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    classRef(classId),
    (snap) => onData(snap.exists() ? snap.data() : null),
    onError,
  );
}

export type Neighbours = { previous: ClassDoc | null; next: ClassDoc | null };

/**
 * The classes 'Anterior' and 'Próxima' lead to: weekly classes by number ±1, insights by
 * creation date (one each way), course classes in their course's order.
 */
export async function fetchNeighbours(cls: ClassDoc): Promise<Neighbours> {
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
