// The catalogue's door for the route table (web/src/app/routes): its page, loaded on demand. The
// route table is in the app's start chunk, so this file exports loaders only; the sections the
// dashboard home composes have their own door (./dashboard-home.ts): a static re-export here would
// pull them, and the Firestore SDK behind them, into every page's start.
export const loadWeeklyClassesPage = () => import('./components/weekly-classes-page');
