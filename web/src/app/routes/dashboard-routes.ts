import type { RouteObject } from 'react-router-dom';
import { accountDashboardRoutes } from './account-routes';
import { contentRoutes } from './content-routes';

/**
 * Every screen under /dashboard, each with its facts in `handle` (route-facts.ts): the guard and
 * the sidebar read them through dashboard-frame.tsx.
 */
export const dashboardRoutes: RouteObject[] = [...accountDashboardRoutes, ...contentRoutes];
