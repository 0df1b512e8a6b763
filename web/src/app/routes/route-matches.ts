import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

/** The app's route table, provided by RouteTable (route-table.tsx). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** Every route of the table that matches the current address, from the root to the page. */
export function useRouteMatches() {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
}
