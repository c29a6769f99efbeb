/**
 * The routes: the layout shell around one child route per route-table entry. Declarative routing
 * (<Routes>, inside <BrowserRouter> on the client and <StaticRouter> on the server) keeps
 * react-router's data-router code out of the first load; data comes from the route loaders
 * (loaders.ts), run by the server before rendering and by the client when a navigation starts.
 */
import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PageHost } from './PageHost.tsx';
import { routeTable } from './routeTable.ts';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routeTable.map((route) => (
          <Route key={route.id} path={route.path} element={<PageHost route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
