import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/**
 * Visitor-facing routes (the public site). Each page is its own chunk; none of them loads
 * the Firestore, Storage or Functions SDKs (tests/e2e/public-bundle.test.ts checks it).
 */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    element: lazyPage(() => import('@/features/public-site/landing/landing-page')),
  },
  {
    path: paths.plans.path,
    element: lazyPage(() => import('@/features/public-site/plans/plans-page')),
  },
  // Self sign-up is off: accounts come from the checkout and the admins.
  { path: paths.signUp.path, element: <Navigate replace to={paths.plans.getHref()} /> },
  {
    path: paths.accessExpired.path,
    element: lazyPage(() => import('@/features/public-site/pages/access-expired-page')),
  },
  {
    path: paths.upsell.path,
    element: lazyPage(() => import('@/features/public-site/upsell/upsell-page')),
  },
  {
    path: paths.thankYou.path,
    element: lazyPage(() => import('@/features/public-site/pages/thank-you-page')),
  },
  {
    path: paths.about.path,
    element: lazyPage(() => import('@/features/public-site/pages/about-page')),
  },
  {
    path: paths.contact.path,
    element: lazyPage(() => import('@/features/public-site/pages/contact-page')),
  },
  {
    path: paths.terms.path,
    element: lazyPage(() => import('@/features/public-site/pages/terms-page')),
  },
  {
    path: paths.privacy.path,
    element: lazyPage(() => import('@/features/public-site/pages/privacy-page')),
  },
  // Not prerendered (one page per code): the app renders it, reading one document over REST.
  {
    path: paths.verifyCertificate.path,
    element: lazyPage(() => import('@/features/public-site/certificate/verify-certificate-page')),
  },
];
