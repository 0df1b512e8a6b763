// What the dashboard's frame (web/src/app/routes/dashboard-frame.tsx) composes from moderation.
export { AwaitingRepliesBadge } from './components/awaiting-replies-badge';
