// Sign-in's door for the dashboard frame (web/src/app/routes/dashboard-frame.tsx): the guard
// around every dashboard page. Apart from index.ts, which the route table (in every page's start
// chunk) imports for the login page's loader.
export { DashboardGuard } from './components/dashboard-guard';
