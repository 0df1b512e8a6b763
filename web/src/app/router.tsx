import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';
import { paths } from '@/config/paths';
import { loginRoute } from './routes/account-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { lazyPage, preloadPages } from './routes/lazy-page';
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
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        ...publicRoutes,
        loginRoute,
        {
          path: paths.dashboard.root.path,
          element: lazyPage(() => import('./routes/dashboard-root')),
          children: [
            {
              element: (
                <RouteErrorBoundary>
                  <Outlet />
                </RouteErrorBoundary>
              ),
              children: dashboardRoutes,
            },
          ],
        },
        { path: '*', element: lazyPage(() => import('@/features/not-found/not-found-page')) },
      ],
    },
  ];
}

/** The route table, with the chunks of the pages at the current address already downloading. */
export function startAppRoutes(): RouteObject[] {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  // A failed download is not handled here: the route meets it again and shows its error screen.
  void preloadPages(matches.map((match) => match.route.element)).catch(() => undefined);
  return routes;
}
