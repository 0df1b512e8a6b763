// The class editor's door for the app's edit route (web/src/app/routes/edit-class-route-page.tsx),
// which composes the edit page with the class's quiz card.
export { default as EditClassPage } from './components/edit-class-page';
