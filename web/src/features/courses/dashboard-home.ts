// The courses' door for the dashboard home: its 'Cursos' row (see ../catalog/dashboard-home.ts).
export { CoursesSection } from './components/courses-section';
