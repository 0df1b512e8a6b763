import { COLLECTIONS, COURSE_CLASSES_MAX } from '@app/domain';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveRead, type Read } from '@/lib/use-read';

export { liveCourse, liveCourseClasses } from '@/lib/content';

const NONE: ReadonlySet<string> = new Set();

/**
 * Live: which of the course's classes the user completed. Completion records carry the
 * course id, so this is one query however long the course is. No user: none, at once.
 */
export function liveCourseCompletions(
  uid: string | null,
  courseId: string,
): Read<ReadonlySet<string>> {
  const bounds = `courseId=${courseId}&limit=${COURSE_CLASSES_MAX}`;
  return liveRead(`profiles/${uid ?? '-'}/completions?${bounds}`, (onData, onError) => {
    if (!uid) {
      onData(NONE);
      return () => undefined;
    }
    return onSnapshot(
      query(
        collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.completions),
        where('courseId', '==', courseId),
        limit(COURSE_CLASSES_MAX),
      ),
      (snap) => onData(new Set(snap.docs.map((d) => d.id))),
      onError,
    );
  });
}
