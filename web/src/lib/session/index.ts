// The session every dashboard feature reads. SessionProvider needs the reactfire providers, so
// only the dashboard chunk may import this barrel.
export { SessionProvider } from './session-provider';
export { useSession, useCurrentUser } from './use-session';
export { useSignOut } from './sign-out';
export { mustCompleteRegistration } from './registration';
export {
  clearLeavingDashboard,
  markLeavingDashboard,
  useLeavingDashboard,
} from './leaving-dashboard';
export { ACCESS_RECHECK_MS, msUntilAccessChange, useAccessStatus } from './access-clock';
export type { CurrentUser, Session } from './session-types';
