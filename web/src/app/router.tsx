import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';
import { paths } from '@/config/paths';
import { loadNotFoundPage } from '@/features/not-found';
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
        { path: '*', element: lazyPage(loadNotFoundPage) },
      ],
    },
  ];
}

/**
 * The route table, with the chunks of the pages at the current address already downloading, and
 * a promise that settles once they are in (or failed: the route then meets the failure again and
 * shows its error screen). The start renders after it settles: a page that suspended on its chunk
 * at the first render would show its loader and then wait React's reveal throttle (~300 ms) even
 * when the chunk came a moment later, and the page's data would start loading only after that.
 */
export function startAppRoutes(): { routes: RouteObject[]; pagesReady: Promise<void> } {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  const pagesReady = preloadPages(matches.map((match) => match.route.element)).catch(
    () => undefined,
  );
  return { routes, pagesReady };
}
