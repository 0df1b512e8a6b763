// The certificates' door for the route table (web/src/app/routes): their page, loaded on demand
// (loaders only: see ../catalog/index.ts). The banner the course page shows is in ./course-route.ts.
export const loadMyCertificatesPage = () => import('./components/my-certificates-page');
