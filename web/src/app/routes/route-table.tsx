import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteTableContext } from './route-matches';

/**
 * Renders the route that matches the address, and keeps the table at hand for
 * `useRouteMatches`. The app uses React Router's component API (BrowserRouter + this), not its data
 * router: no route loads data through the router, and the data router's code was ~15 KiB gzip of
 * every signed-in first load.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <RouteTableContext.Provider value={routes}>{element}</RouteTableContext.Provider>;
}
