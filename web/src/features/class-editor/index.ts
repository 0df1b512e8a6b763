// The class editor's one door for the app (web/src/app): its pages, loaded on demand.
export const loadCreateClassPage = () => import('./components/create-class-page');
export const loadEditClassPage = () => import('./components/edit-class-page');
