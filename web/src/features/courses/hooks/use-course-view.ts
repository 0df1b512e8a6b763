import { courseProgress, type CourseProgress } from '@app/domain';
import { useMemo } from 'react';
import { inCourseOrder, type ClassDoc, type CourseDoc } from '@/lib/content';
import { useLiveSnapshot, type ReadState } from '@/lib/use-live-snapshot';
import {
  subscribeCourse,
  subscribeCourseClasses,
  subscribeCourseCompletions,
} from '../api/course-queries';

export type CourseView = {
  course: CourseDoc;
  /** The classes in course order. */
  classes: ClassDoc[];
  completed: ReadonlySet<string>;
  progress: CourseProgress;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * The course, its classes in order and the user's progress, all live: three listeners (the
 * course, its classes, the user's completions in it), whatever the number of classes.
 * `uid` null (an admin viewing without tracking is not a case today) reads no completions.
 */
export function useCourseView(courseId: string, uid: string | null): ReadState<CourseView | null> {
  const course = useLiveSnapshot<CourseDoc | null>(`course:${courseId}`, (onData, onError) =>
    subscribeCourse(courseId, onData, onError),
  );
  const classes = useLiveSnapshot<ClassDoc[]>(`course-classes:${courseId}`, (onData, onError) =>
    subscribeCourseClasses(courseId, onData, onError),
  );
  const completions = useLiveSnapshot<ReadonlySet<string>>(
    `course-completions:${uid ?? '-'}:${courseId}`,
    (onData, onError) => {
      if (!uid) {
        onData(NONE);
        return () => undefined;
      }
      return subscribeCourseCompletions(uid, courseId, onData, onError);
    },
  );

  return useMemo((): ReadState<CourseView | null> => {
    if (course.status === 'error') return course;
    if (course.status === 'ready' && course.data === null) return { status: 'ready', data: null };
    if (classes.status === 'error') return classes;
    if (course.status !== 'ready' || classes.status !== 'ready') return { status: 'loading' };
    if (!course.data) return { status: 'ready', data: null };
    // A failed completions read shows the course without progress rather than no course.
    if (completions.status === 'loading') return { status: 'loading' };
    const completed = completions.status === 'ready' ? completions.data : NONE;
    const ordered = inCourseOrder(classes.data, course.data.classOrder);
    return {
      status: 'ready',
      data: {
        course: course.data,
        classes: ordered,
        completed,
        progress: courseProgress(
          ordered.map((c) => c.id),
          completed,
        ),
      },
    };
  }, [course, classes, completions]);
}
