// The dashboard shell's door for the app: the layout around every dashboard page (composed by
// web/src/app/routes/dashboard-frame.tsx) and the type of the sidebar's menu items. No route
// table imports it at run time (route-facts.ts takes only the type).
export { DashboardLayout, type MenuItem } from './components/dashboard-layout';
