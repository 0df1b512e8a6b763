// The catalogue's door for the dashboard home (web/src/app/routes/dashboard-home-page.tsx): the
// sections it composes. Apart from index.ts, so the route table (in every page's start chunk)
// pulls only the page loaders, and the home only its sections.
export { ContinueWatchingCard } from './components/continue-watching-card';
export {
  DashboardSkeleton,
  InsightsSection,
  WeeklyClassesSection,
} from './components/weekly-classes-section';
