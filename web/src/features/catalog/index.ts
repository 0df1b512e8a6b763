// What the dashboard home composes from this feature (web/src/app/routes).
export { ContinueWatchingCard } from './components/continue-watching-card';
export {
  DashboardSkeleton,
  InsightsSection,
  WeeklyClassesSection,
} from './components/weekly-classes-section';
