// Sign-in's door for the route table (web/src/app/routes): the login page, loaded on demand
// (loaders only: see ../catalog/index.ts). The dashboard's guard is in ./dashboard-frame.ts.
export const loadLoginPage = () => import('./components/login-page');
