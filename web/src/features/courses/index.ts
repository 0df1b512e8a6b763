// The courses' door for the route table (web/src/app/routes): their pages, loaded on demand
// (loaders only: see ../catalog/index.ts). The course page, composed by the app with the
// certificate banner, and the 'Cursos' row have their own doors (course-route.ts, dashboard-home.ts).
export const loadCreateCoursePage = () => import('./components/create-course-page');
export const loadEditCoursePage = () => import('./components/edit-course-page');
export const loadCreateCourseClassPage = () => import('./components/create-course-class-page');
