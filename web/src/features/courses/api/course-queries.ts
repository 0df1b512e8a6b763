import { COLLECTIONS, COURSE_CLASSES_MAX } from '@app/domain';
import { collection, limit, onSnapshot, query, where, type Unsubscribe } from 'firebase/firestore';
import { courseClassesQuery, courseRef, type ClassDoc, type CourseDoc } from '@/lib/content';
import { firestore } from '@/lib/firestore';

/** Live: one course, null when there is no such course. */
export function subscribeCourse(
  courseId: string,
  onData: (course: CourseDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    courseRef(courseId),
    (snap) => onData(snap.exists() ? snap.data() : null),
    onError,
  );
}

/** Live: the course's classes, unordered (the page orders them). */
export function subscribeCourseClasses(
  courseId: string,
  onData: (classes: ClassDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    courseClassesQuery(courseId),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}

/**
 * Live: which of the course's classes the user completed. Completion records carry the
 * course id, so this is one query however long the course is.
 */
export function subscribeCourseCompletions(
  uid: string,
  courseId: string,
  onData: (completed: ReadonlySet<string>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.completions),
      where('courseId', '==', courseId),
      limit(COURSE_CLASSES_MAX),
    ),
    (snap) => onData(new Set(snap.docs.map((d) => d.id))),
    onError,
  );
}
