import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '@/components/feedback/route-error-screen';
import { paths } from '@/config/paths';
import { loginRoute } from './routes/account-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { lazyPage } from './routes/lazy-page';
import { publicRoutes } from './routes/public-routes';
import { RootLayout } from './routes/root-layout';

/**
 * The whole route table (docs/product.md, "Rotas"); features are composed only here. A render error
 * (or a lazy page that fails to download) shows the pt-BR error screen: inside the dashboard shell
 * for the dashboard's pages, on its own for the rest (public pages, login, the shell).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...publicRoutes,
        loginRoute,
        {
          path: paths.dashboard.root.path,
          element: lazyPage(() => import('./routes/dashboard-root')),
          children: [
            {
              errorElement: <RouteErrorScreen />,
              children: dashboardRoutes,
            },
          ],
        },
        { path: '*', element: lazyPage(() => import('@/features/not-found/not-found-page')) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
