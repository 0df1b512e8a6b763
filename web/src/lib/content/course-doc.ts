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
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveDoc, readDoc } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';
import { liveClassList, readClassList, type ClassDoc } from './class-doc';

/** A course as screens use it: the stored document plus its id. */
export type CourseDoc = WithId<Course>;

/** courses/{id}, for writes. */
export const courseRef = (courseId: string) => doc(firestore, COLLECTIONS.courses, courseId);

/** One course, live; null while there is no such course. */
export const liveCourse = (courseId: string) => liveDoc(courseSchema, courseRef(courseId));

/** A course's classes (unordered, bounded). The type filter is what lets the rules allow it. */
function courseClassesQuery(courseId: string) {
  return query(
    collection(firestore, COLLECTIONS.classes),
    where('type', '==', 'CURSO' satisfies ClassType),
    where('courseId', '==', courseId),
    limit(COURSE_CLASSES_MAX),
  );
}
const courseClassesBounds = (courseId: string) =>
  `type=CURSO&courseId=${courseId}&limit=${COURSE_CLASSES_MAX}`;

/** Live: the course's classes, unordered (inCourseOrder orders them). */
export const liveCourseClasses = (courseId: string) =>
  liveClassList(courseClassesBounds(courseId), courseClassesQuery(courseId));

/** The course's classes, read once, unordered. */
export const readCourseClasses = (courseId: string) =>
  readClassList(courseClassesBounds(courseId), courseClassesQuery(courseId));

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
    readDoc(courseSchema, courseRef(cls.courseId)).load(),
    readCourseClasses(cls.courseId).load(),
  ]);
  return courseNeighbours(inCourseOrder(classes, course?.classOrder), cls.id);
}
