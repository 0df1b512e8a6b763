import { paths } from '@/config/paths';

export type PrerenderedPage = {
  /** The route, as the visitor types it. */
  path: string;
  /** Where the HTML goes in the build (Hosting serves `/planos` from planos.html: cleanUrls). */
  file: string;
};

const page = (path: string): PrerenderedPage => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
});

/**
 * The public pages built to static HTML with their CSS (web/build/prerender-public-pages.ts): the
 * browser gets HTML and CSS, no React. Only pages whose render does not depend on the visitor: the
 * header carries both sessions' buttons and CSS shows the right ones (lib/stored-session.ts).
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  page(paths.home.path),
  page(paths.plans.path),
  page(paths.about.path),
  page(paths.contact.path),
  page(paths.terms.path),
  page(paths.privacy.path),
  page(paths.thankYou.path),
  page(paths.accessExpired.path),
];
