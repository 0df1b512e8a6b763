// What the certificates feature gives the app to compose into other pages.
export { CourseCertificateBanner } from './course-certificate-banner';
