import { classMessages } from '@app/domain';

/**
 * What a non-admin sent away from an admin page is told, for the pages that have a message; a
 * route names its toast in `handle.deniedToast` (route-facts.ts). The texts stay out of the route
 * table, which every public page loads at start-up, so that @app/domain (and zod) does not.
 */
export const deniedToasts = {
  editClass: {
    title: classMessages.accessDeniedTitle,
    description: classMessages.accessDeniedDescription,
  },
} as const satisfies Record<string, { title: string; description: string }>;
