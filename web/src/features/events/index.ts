// What the dashboard home composes from this feature (web/src/app/routes).
export { UpcomingEventsCard } from './components/upcoming-events-card';
