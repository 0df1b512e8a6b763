// The agenda's door for the route table (web/src/app/routes): its page, loaded on demand (loaders
// only: see ../catalog/index.ts). 'Próximos Eventos' is in ./dashboard-home.ts.
export const loadEventsPage = () => import('./components/events-page');
