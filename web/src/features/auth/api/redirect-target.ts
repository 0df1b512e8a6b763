import { paths } from '@/config/paths';

/**
 * Where to go after login: the `redirectTo` the guard recorded, if it is a path inside this app
 * ('/x', never '//host' or 'https://...', which would make /login an open redirect), else the
 * dashboard.
 */
export function redirectTarget(redirectTo: string | null): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) {
    return paths.dashboard.root.getHref();
  }
  if (redirectTo.startsWith('/\\')) return paths.dashboard.root.getHref();
  return redirectTo;
}
