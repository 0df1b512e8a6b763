// The public site's one door for the app (web/src/app): each page, loaded on demand (the static
// ones are also prerendered, web/src/app/routes/prerendered-pages.ts).
export const loadLandingPage = () => import('./landing/landing-page');
export const loadPlansPage = () => import('./plans/plans-page');
export const loadAccessExpiredPage = () => import('./pages/access-expired-page');
export const loadUpsellPage = () => import('./upsell/upsell-page');
export const loadThankYouPage = () => import('./pages/thank-you-page');
export const loadAboutPage = () => import('./pages/about-page');
export const loadContactPage = () => import('./pages/contact-page');
export const loadTermsPage = () => import('./pages/terms-page');
export const loadPrivacyPage = () => import('./pages/privacy-page');
export const loadVerifyCertificatePage = () => import('./certificate/verify-certificate-page');
