import { limit, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { coursesCollection, type CourseDoc } from '@/lib/content';

export type { CourseDoc };
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
