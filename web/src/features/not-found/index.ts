// The 'Página não encontrada' screen's one door for the app (web/src/app), loaded on demand.
export const loadNotFoundPage = () => import('./components/not-found-page');
