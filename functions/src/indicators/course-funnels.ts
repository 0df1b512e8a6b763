// courseFunnels/{courseId}: each course's classes in the order members take them, so the page
// draws a funnel from one document and that course's few count shards. Refreshed by the nightly
// job and the backfill; a class added today joins the funnel the next night.
import { COLLECTIONS, COURSE_CLASSES_MAX, orderCourseClasses, toOptionalDate } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

const COURSES_MAX = 200;

export type FunnelClasses = {
  courseId: string;
  title: string;
  classes: { id: string; title: string }[];
};

/** Every course with its classes in course order (at most COURSES_MAX courses). */
export async function courseClassLists(db: Firestore): Promise<FunnelClasses[]> {
  const courses = await db
    .collection(COLLECTIONS.courses)
    .select('title', 'classOrder')
    .limit(COURSES_MAX)
    .get();
  return Promise.all(
    courses.docs.map(async (course) => {
      const classes = await db
        .collection(COLLECTIONS.classes)
        .where('courseId', '==', course.id)
        .where('type', '==', 'CURSO')
        .select('title', 'createdAt')
        .limit(COURSE_CLASSES_MAX)
        .get();
      const ordered = orderCourseClasses(
        classes.docs.map((doc) => ({
          id: doc.id,
          title: (doc.get('title') as string | undefined) ?? doc.id,
          createdAtMs: toOptionalDate(doc.get('createdAt'))?.getTime() ?? 0,
        })),
        course.get('classOrder') as string[] | undefined,
      );
      return {
        courseId: course.id,
        title: (course.get('title') as string | undefined) ?? course.id,
        classes: ordered.map(({ id, title }) => ({ id, title })),
      };
    }),
  );
}

/** Rewrites each course's funnel document (its shards, the counts, are left alone). */
export async function refreshCourseFunnels(db: Firestore, now: Date): Promise<FunnelClasses[]> {
  const lists = await courseClassLists(db);
  const computedAt = Timestamp.fromDate(now);
  const writer = db.bulkWriter();
  for (const list of lists) {
    void writer.set(db.collection(COLLECTIONS.courseFunnels).doc(list.courseId), {
      ...list,
      computedAt,
    });
  }
  await writer.close();
  return lists;
}
