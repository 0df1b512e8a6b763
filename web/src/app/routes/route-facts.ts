import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteObject } from 'react-router-dom';
import type { MenuItem } from '@/features/dashboard-shell';
import { deniedToasts } from './denied-toasts';
import { useRouteMatches } from './route-matches';

/**
 * What a route says about itself besides its path (config/paths.ts) and its page, kept on the
 * route object as its `handle`. The dashboard guard and the sidebar are handed these facts by
 * dashboard-frame.tsx, so adding a screen is one route object plus its page.
 */
export type RouteFacts = {
  /** Only admins may open it: anyone else is sent to /dashboard. */
  adminOnly?: boolean;
  /** What a non-admin sent away from this admin page is told, where the page has a message. */
  deniedToast?: keyof typeof deniedToasts;
  /**
   * Its sidebar entry; `order` places it among the others. An admin-only route's entry is shown
   * to admins only; the path must have no parameters.
   */
  menu?: { label: string; icon: SvgIconComponent; order: number };
};

/** The facts of a route object or a match (its `handle`, empty when it has none). */
export function routeFacts(route: { handle?: unknown }): RouteFacts {
  return (route.handle ?? {}) as RouteFacts;
}

/**
 * The page on screen, for the guard: admin-only if any of its matched routes is, and the toast of
 * the deepest one that has one.
 */
export function useCurrentPageAccess(): {
  adminOnly: boolean;
  deniedToast: (typeof deniedToasts)[keyof typeof deniedToasts] | undefined;
} {
  const facts = useRouteMatches().map((match) => routeFacts(match.route));
  const toast = facts.findLast((fact) => fact.deniedToast)?.deniedToast;
  return {
    adminOnly: facts.some((fact) => fact.adminOnly === true),
    deniedToast: toast ? deniedToasts[toast] : undefined,
  };
}

/**
 * The sidebar entries of `routes` (children of the route at `base`), in their menu order, each
 * linking to its route's path. The index route's entry is selected on its exact path only.
 */
export function menuOf(routes: readonly RouteObject[], base: string): MenuItem[] {
  return routes
    .flatMap((route) => {
      const { menu, adminOnly = false } = routeFacts(route);
      if (!menu) return [];
      if (route.path?.includes(':')) {
        throw new Error(`Item de menu "${menu.label}" numa rota com parâmetro (${route.path})`);
      }
      const href = route.index ? base : `${base}/${route.path ?? ''}`;
      const item: MenuItem = {
        label: menu.label,
        href,
        icon: menu.icon,
        adminOnly,
        exact: route.index === true,
      };
      return [{ item, order: menu.order }];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
}
