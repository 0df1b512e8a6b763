import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { RouteTable } from './routes/route-table';

export function App({ routes }: { routes: RouteObject[] }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteTable routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
