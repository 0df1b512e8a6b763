// What the dashboard home composes from this feature (web/src/app/routes).
export { LiveNowCarousel } from './components/live-now-carousel';
