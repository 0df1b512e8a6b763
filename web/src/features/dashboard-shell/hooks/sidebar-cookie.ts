import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from './sidebar-constants';

/**
 * Whether the sidebar was left open, read from a `document.cookie` string. Open unless the
 * cookie says 'false': a first visit (or an expired cookie) shows the full sidebar.
 */
export function readSidebarOpen(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) return rest.join('=') !== 'false';
  }
  return true;
}

/** The `document.cookie` assignment that remembers the choice for 7 days, site-wide. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
