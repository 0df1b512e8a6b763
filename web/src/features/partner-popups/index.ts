// The partner popups' one door for the app (web/src/app): what the dashboard mounts beside every
// page.
export { PartnerPopups } from './components/partner-popups';
