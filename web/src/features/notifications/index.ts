// Notifications' one door for the app: the top bar's bell.
export { NotificationBell } from './components/notification-bell';
