// What the dashboard home composes from this feature (web/src/app/routes).
export { CoursesSection } from './components/courses-section';
