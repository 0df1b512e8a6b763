// The profile's one door for the app: its page, loaded on demand.
export const loadProfilePage = () => import('./components/profile-page');
