import { COLLECTIONS, courseSchema } from '@app/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import type { CourseDoc } from '@/lib/content';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';

export type { CourseDoc };
/** Courses in the dashboard row. */
export const COURSES_ROW_SIZE = 8;

/** Live: the newest courses, bounded. */
export const latestCourses = (count: number) =>
  liveList(
    `courses?by=createdAt-desc&limit=${count}`,
    courseSchema,
    query(collection(firestore, COLLECTIONS.courses), orderBy('createdAt', 'desc'), limit(count)),
  );
