import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  loadAboutPage,
  loadAccessExpiredPage,
  loadContactPage,
  loadLandingPage,
  loadPlansPage,
  loadPrivacyPage,
  loadTermsPage,
  loadThankYouPage,
  loadUpsellPage,
  loadVerifyCertificatePage,
} from '@/features/public-site';
import { lazyPage } from './lazy-page';

/**
 * Visitor-facing routes (the public site). Each page is its own chunk; none of them loads
 * the Firestore, Storage or Functions SDKs (tests/web-build/public-bundle.test.ts checks it).
 */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    element: lazyPage(loadLandingPage),
  },
  {
    path: paths.plans.path,
    element: lazyPage(loadPlansPage),
  },
  // Self sign-up is off: accounts come from the checkout and the admins.
  { path: paths.signUp.path, element: <Navigate replace to={paths.plans.getHref()} /> },
  {
    path: paths.accessExpired.path,
    element: lazyPage(loadAccessExpiredPage),
  },
  {
    path: paths.upsell.path,
    element: lazyPage(loadUpsellPage),
  },
  {
    path: paths.thankYou.path,
    element: lazyPage(loadThankYouPage),
  },
  {
    path: paths.about.path,
    element: lazyPage(loadAboutPage),
  },
  {
    path: paths.contact.path,
    element: lazyPage(loadContactPage),
  },
  {
    path: paths.terms.path,
    element: lazyPage(loadTermsPage),
  },
  {
    path: paths.privacy.path,
    element: lazyPage(loadPrivacyPage),
  },
  // Not prerendered (one page per code): the app renders it, reading one document over REST.
  {
    path: paths.verifyCertificate.path,
    element: lazyPage(loadVerifyCertificatePage),
  },
];
