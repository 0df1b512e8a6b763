import { paths } from '@/config/paths';

export type PrerenderedPage = {
  /** The route, as the visitor types it. */
  path: string;
  /** Where the HTML goes in the build (Hosting serves `/planos` from planos.html: cleanUrls). */
  file: string;
  /** The page's module, so its HTML can preload that page's chunk with the app's entry. */
  source: string;
};

const page = (path: string, source: string): PrerenderedPage => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
  source: `src/features/public-site/${source}.tsx`,
});

/**
 * The public pages built to static HTML with their CSS (web/build/prerender-public-pages.ts), so
 * they paint before any JavaScript runs and then hydrate. Only pages whose first render does not
 * depend on the visitor: the header carries both sessions' buttons and CSS shows the right ones
 * (lib/stored-session.ts).
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  page(paths.home.path, 'landing/landing-page'),
  page(paths.plans.path, 'plans/plans-page'),
  page(paths.about.path, 'pages/about-page'),
  page(paths.contact.path, 'pages/contact-page'),
  page(paths.terms.path, 'pages/terms-page'),
  page(paths.privacy.path, 'pages/privacy-page'),
  page(paths.thankYou.path, 'pages/thank-you-page'),
  page(paths.accessExpired.path, 'pages/access-expired-page'),
];
