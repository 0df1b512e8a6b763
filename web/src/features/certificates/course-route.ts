// What the course page (web/src/app/routes/course-route-page.tsx) composes from the certificates.
export { CourseCertificateBanner } from './components/course-certificate-banner';
