// What the dashboard's frame (web/src/app/routes/dashboard-frame.tsx) composes from the console.
export { CreateUserMenuItem } from './components/create-user-menu-item';
