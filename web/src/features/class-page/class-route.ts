// The class page's door for the app's class route (web/src/app/routes/class-route-page.tsx), which
// composes the page with the class's quiz under the video.
export { default as ClassPage } from './components/class-page';
