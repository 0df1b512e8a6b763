// The dashboard shell's door for the dashboard home: its heading. Apart from index.ts, so the
// home's chunk does not share a file with the frame's layout.
export { DashboardHeading } from './components/dashboard-heading';
