import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
