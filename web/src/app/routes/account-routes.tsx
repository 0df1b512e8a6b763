import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** Sign-in. Public chunk: no reactfire. */
export const loginRoute: RouteObject = {
  path: paths.login.path,
  element: lazyPage(() => import('@/features/auth/login-page')),
};

/** The dashboard home and the account screens, children of /dashboard. */
export const accountDashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(() => import('./dashboard-home-page')),
  },
  {
    path: paths.dashboard.profile.path,
    element: lazyPage(() => import('@/features/profile/profile-page')),
  },
  {
    path: paths.dashboard.users.path,
    element: lazyPage(() => import('@/features/users/permissions-page')),
  },
];
