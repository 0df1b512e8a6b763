// The live classes' door for the route table (web/src/app/routes): their pages, loaded on demand
// (loaders only: see ../catalog/index.ts). 'Ao Vivo Agora' is in ./dashboard-home.ts.
export const loadLiveClassesPage = () => import('./components/live-classes-page');
export const loadCreateLiveClassPage = () => import('./components/create-live-class-page');
export const loadEditLiveClassPage = () => import('./components/edit-live-class-page');
export const loadLiveClassPage = () => import('./components/live-class-page');
