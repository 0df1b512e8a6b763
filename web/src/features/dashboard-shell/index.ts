// The dashboard shell's door for the app: the layout around every dashboard page (composed by
// web/src/app/routes/dashboard-frame.tsx) and the types of what the app hands the sidebar. No
// route table imports it at run time (route-facts.ts takes only its types).
export {
  DashboardLayout,
  type AdminActionsProps,
  type MenuBadges,
  type MenuItem,
} from './components/dashboard-layout';
