// The live classes' door for the dashboard home: 'Ao Vivo Agora' (see ../catalog/dashboard-home.ts).
export { LiveNowCarousel } from './components/live-now-carousel';
