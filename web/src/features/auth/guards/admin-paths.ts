import { classMessages } from '@app/domain';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

const d = paths.dashboard;

/**
 * Dashboard routes only admins may open (docs/product.md, "Rotas": class, course and
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

/** What a non-admin is told when sent away from an admin page, where the page has a message. */
export function adminDenialToast(pathname: string): { title: string; description: string } | null {
  const editClass = matchPath({ path: `${d.root.path}/${d.editClass.path}`, end: true }, pathname);
  return editClass
    ? {
        title: classMessages.accessDeniedTitle,
        description: classMessages.accessDeniedDescription,
      }
    : null;
}
