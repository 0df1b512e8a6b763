import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadLoginPage } from '@/features/auth';
import { loadMyCertificatesPage } from '@/features/certificates';
import { loadIndicatorsPage } from '@/features/indicators';
import { loadMembersPage } from '@/features/members';
import { loadProfilePage } from '@/features/profile';
import { lazyPage } from './lazy-page';
import type { RouteFacts } from './route-facts';

/** Sign-in. Public chunk: no reactfire. */
export const loginRoute: RouteObject = {
  path: paths.login.path,
  element: lazyPage(loadLoginPage),
};

/**
 * The dashboard home and the account screens, children of /dashboard. `handle` holds each
 * route's facts (route-facts.ts): admin-only, sidebar entry.
 */
export const accountDashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(() => import('./dashboard-home-page')),
    handle: {
      menu: { label: 'Dashboard', icon: DashboardOutlinedIcon, order: 10 },
    } satisfies RouteFacts,
  },
  {
    path: paths.dashboard.certificates.path,
    element: lazyPage(loadMyCertificatesPage),
    handle: {
      menu: { label: 'Meus certificados', icon: WorkspacePremiumOutlinedIcon, order: 75 },
    } satisfies RouteFacts,
  },
  {
    path: paths.dashboard.profile.path,
    element: lazyPage(loadProfilePage),
    handle: { menu: { label: 'Perfil', icon: PersonOutlineIcon, order: 80 } } satisfies RouteFacts,
  },
  {
    path: paths.dashboard.members.path,
    element: lazyPage(loadMembersPage),
    handle: {
      adminOnly: true,
      menu: { label: 'Usuários', icon: ManageAccountsOutlinedIcon, order: 70 },
    } satisfies RouteFacts,
  },
  {
    path: paths.dashboard.indicators.path,
    element: lazyPage(loadIndicatorsPage),
    handle: {
      adminOnly: true,
      menu: { label: 'Indicadores', icon: InsightsOutlinedIcon, order: 72 },
    } satisfies RouteFacts,
  },
];
