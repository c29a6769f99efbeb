/**
 * The routes: the layout shell around one child route per route-table entry. Declarative routing
 * (<BrowserRouter> + <Routes>) keeps react-router's data-router code out of the first load; the
 * shell finds the current route definition with matchRoutes over the same table.
 */
import { BrowserRouter, matchRoutes, Route, Routes, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PageHost } from './PageHost.tsx';
import { routeTable, type RouteDef } from './routeTable.ts';

/** Plain route objects (paths only) for matchRoutes: which definition a location shows. */
const matchableRoutes: RouteObject[] = routeTable.map((route) => ({ id: route.id, path: route.path }));

export function routeForPath(pathname: string): RouteDef | undefined {
  const id = matchRoutes(matchableRoutes, pathname)?.at(-1)?.route.id;
  return routeTable.find((route) => route.id === id);
}

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

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
