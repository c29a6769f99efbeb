/**
 * The page modules, loaded on first use (see pageModules.ts for which module holds which page kind).
 *
 * `<RoutePage>` renders a page kind: synchronously when its module is already loaded (the server and
 * the client both load the current route's module before rendering, so the server's HTML and the
 * hydrating client render the same tree with no Suspense fallback), otherwise it suspends on the
 * module's one cached promise (React's `use`). `preloadPage` starts a load, e.g. when a navigation
 * starts, in parallel with the route's data (loaders.ts).
 */
import { use } from 'react';
import type { PageKind } from './routeTable.ts';
import { pageModuleOf, type PageModuleName } from './pageModules.ts';
import type { PageModule, PageProps } from './PageProps.ts';

const importers: Record<PageModuleName, () => Promise<{ default: PageModule }>> = {
  home: () => import('../pages/home/index.tsx'),
  catalog: () => import('../pages/catalog/index.tsx'),
  deals: () => import('../pages/deals/index.tsx'),
  stores: () => import('../pages/stores/index.tsx'),
  storeDetails: () => import('../pages/storeDetails/index.tsx'),
  content: () => import('../pages/content/index.tsx'),
  account: () => import('../pages/account/index.tsx'),
  support: () => import('../pages/support/index.tsx'),
  notifications: () => import('../pages/notifications/index.tsx'),
  cart: () => import('../pages/cart/index.tsx'),
  staff: () => import('../pages/staff/index.tsx'),
  notFound: () => import('../pages/notFound/index.tsx'),
};

const loaded: Partial<Record<PageModuleName, PageModule>> = {};
const pending: Partial<Record<PageModuleName, Promise<PageModule>>> = {};

/** Loads a page kind's module (one promise per module; a failed load may be tried again). */
export function preloadPage(kind: PageKind): Promise<PageModule> {
  const name = pageModuleOf[kind];
  const existing = pending[name];
  if (existing) return existing;
  const promise = importers[name]().then(
    (module) => {
      loaded[name] = module.default;
      return module.default;
    },
    (error: unknown) => {
      delete pending[name];
      throw error;
    },
  );
  pending[name] = promise;
  return promise;
}

/** Renders the page of `kind`; suspends while its module loads. */
export function RoutePage({ kind, ...props }: PageProps & { kind: PageKind }) {
  const name = pageModuleOf[kind];
  const module = loaded[name] ?? use(preloadPage(kind));
  const Page = module[kind];
  if (!Page) throw new Error(`Page module "${name}" has no "${kind}" page`);
  return <Page {...props} />;
}
