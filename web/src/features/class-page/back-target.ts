import { paths } from '@/config/paths';

/**
 * Where 'Voltar' goes: back in history when the user came from a course page (so the course
 * keeps its scroll and state), else the class's course, else the dashboard.
 */
export type BackTarget = { kind: 'history' } | { kind: 'link'; href: string };

const COURSE_PAGE = /^\/dashboard\/curso\/[^/]+\/?$/;

export function backTarget(
  previousPath: string | null | undefined,
  courseId: string | null | undefined,
): BackTarget {
  if (previousPath && COURSE_PAGE.test(previousPath)) return { kind: 'history' };
  if (courseId) return { kind: 'link', href: paths.dashboard.course.getHref(courseId) };
  return { kind: 'link', href: paths.dashboard.root.getHref() };
}
