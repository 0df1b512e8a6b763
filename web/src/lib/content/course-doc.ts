import {
  COLLECTIONS,
  COURSE_CLASSES_MAX,
  courseNeighbours,
  courseSchema,
  orderCourseClasses,
  toDateValue,
  type ClassType,
  type Course,
} from '@app/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';
import { classesCollection, type ClassDoc } from './class-doc';

/** A course as screens use it: the stored document plus its id. */
export type CourseDoc = Course & { id: string };

const courseConverter = schemaConverter(courseSchema);

export function coursesCollection(): CollectionReference<CourseDoc> {
  return collection(firestore, COLLECTIONS.courses).withConverter(courseConverter);
}

export function courseRef(courseId: string): DocumentReference<CourseDoc> {
  return doc(firestore, COLLECTIONS.courses, courseId).withConverter(courseConverter);
}

/** A course's classes (unordered, bounded). The type filter is what lets the rules allow it. */
export function courseClassesQuery(courseId: string) {
  return query(
    classesCollection(),
    where('type', '==', 'CURSO' satisfies ClassType),
    where('courseId', '==', courseId),
    limit(COURSE_CLASSES_MAX),
  );
}

/** The classes in course order (the admin's arrangement, then creation order). */
export function inCourseOrder(
  classes: readonly ClassDoc[],
  classOrder: readonly string[] | null | undefined,
): ClassDoc[] {
  const withTimes = classes.map((cls) => ({
    cls,
    id: cls.id,
    createdAtMs: toDateValue(cls.createdAt).getTime(),
  }));
  return orderCourseClasses(withTimes, classOrder).map((entry) => entry.cls);
}

/** 'Anterior' / 'Próxima' of a course class: one read of the course, one query of its classes. */
export async function fetchCourseNeighbours(cls: ClassDoc) {
  if (!cls.courseId) return { previous: null, next: null };
  const [course, classes] = await Promise.all([
    getDoc(courseRef(cls.courseId)),
    getDocs(courseClassesQuery(cls.courseId)),
  ]);
  const ordered = inCourseOrder(
    classes.docs.map((d) => d.data()),
    course.data()?.classOrder,
  );
  return courseNeighbours(ordered, cls.id);
}
