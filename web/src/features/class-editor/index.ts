// The class editor's door for the app (web/src/app): its pages, loaded on demand. The edit page is
// composed with the class's quiz card by web/src/app/routes/edit-class-route-page.tsx (edit-class.ts).
export const loadCreateClassPage = () => import('./components/create-class-page');
