import { COLLECTIONS, courseSchema, type Course } from '@app/domain';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

export type CourseDoc = Course & { id: string };

const courseConverter = schemaConverter(courseSchema);

export const coursesCollection = () =>
  collection(firestore, COLLECTIONS.courses).withConverter(courseConverter);

/** Courses in the dashboard row. */
export const COURSES_ROW_SIZE = 8;

/** Live: the newest courses, bounded. */
export function subscribeLatestCourses(
  count: number,
  onData: (courses: CourseDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(coursesCollection(), orderBy('createdAt', 'desc'), limit(count)),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}
