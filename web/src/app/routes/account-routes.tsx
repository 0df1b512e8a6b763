import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PendingScreen } from './pending-screen';

/** Sign-in (spec §2 Login). */
export const loginRoute: RouteObject = {
  path: paths.login.path,
  element: <PendingScreen title="Entrar" />,
};

/** The dashboard home and the account screens, children of /dashboard. */
export const accountDashboardRoutes: RouteObject[] = [
  { index: true, element: <PendingScreen title="Suas Aulas" /> },
  { path: paths.dashboard.profile.path, element: <PendingScreen title="Perfil" /> },
  { path: paths.dashboard.users.path, element: <PendingScreen title="Usuários" /> },
];
