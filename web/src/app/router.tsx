import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { accountDashboardRoutes, loginRoute } from './routes/account-routes';
import { contentRoutes } from './routes/content-routes';
import { lazyPage } from './routes/lazy-page';
import { publicRoutes } from './routes/public-routes';
import { RootLayout } from './routes/root-layout';

/** The whole route table of spec §2; features are composed only here. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        ...publicRoutes,
        loginRoute,
        {
          path: paths.dashboard.root.path,
          element: lazyPage(() => import('./routes/dashboard-root')),
          children: [...accountDashboardRoutes, ...contentRoutes],
        },
        { path: '*', element: lazyPage(() => import('@/features/not-found/not-found-page')) },
      ],
    },
  ]);
}
