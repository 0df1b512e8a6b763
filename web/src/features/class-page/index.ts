// The class page's one door for the app: its route's page, loaded on demand.
export const loadClassPage = () => import('./components/class-page');
