import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

const d = paths.dashboard;

/**
 * Dashboard routes only admins may open (spec §2 "admin" routes and §6: class, course and
 * live-class management, moderation, permissions). Patterns are relative to /dashboard, as in
 * paths.ts.
 */
export const ADMIN_ROUTE_PATTERNS: readonly string[] = [
  d.createClass.path,
  d.editClass.path,
  d.createCourse.path,
  d.editCourse.path,
  d.createCourseClass.path,
  d.comments.path,
  d.users.path,
  d.createLiveClass.path,
  d.liveClasses.path,
  d.editLiveClass.path,
];

export function isAdminOnlyPath(pathname: string): boolean {
  return ADMIN_ROUTE_PATTERNS.some((pattern) =>
    matchPath({ path: `${d.root.path}/${pattern}`, end: true }, pathname),
  );
}
