// The courses' door for the app's course route (web/src/app/routes/course-route-page.tsx), which
// composes the course page with the certificate banner. Its own door, so the dashboard home does
// not pull the course page in with the 'Cursos' row.
export { default as CoursePage } from './components/course-page';
