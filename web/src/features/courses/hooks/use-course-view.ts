import { courseProgress, type CourseProgress } from '@app/domain';
import { useMemo } from 'react';
import { inCourseOrder, type ClassDoc, type CourseDoc } from '@/lib/content';
import type { ReadState } from '@/lib/use-live-snapshot';
import { useRead } from '@/lib/use-read';
import { liveCourse, liveCourseClasses, liveCourseCompletions } from '../api/course-queries';

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
  const course = useRead(liveCourse(courseId));
  const classes = useRead(liveCourseClasses(courseId));
  const completions = useRead(liveCourseCompletions(uid, courseId));

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
