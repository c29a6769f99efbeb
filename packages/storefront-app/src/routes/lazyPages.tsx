/**
 * One React.lazy component per page kind, loading the page's module (see pageModules.ts) on first
 * use. The same module serves all its kinds (the browser caches the import).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pageKinds, type PageKind } from './routeTable.ts';
import { pageModuleOf, type PageModuleName } from './pageModules.ts';
import type { PageModule, PageProps } from './PageProps.ts';

const loaders: Record<PageModuleName, () => Promise<{ default: PageModule }>> = {
  home: () => import('../pages/home/index.tsx'),
  catalog: () => import('../pages/catalog/index.tsx'),
  deals: () => import('../pages/deals/index.tsx'),
  stores: () => import('../pages/stores/index.tsx'),
  content: () => import('../pages/content/index.tsx'),
  account: () => import('../pages/account/index.tsx'),
  cart: () => import('../pages/cart/index.tsx'),
  notFound: () => import('../pages/notFound/index.tsx'),
};

function lazyPage(kind: PageKind): LazyExoticComponent<ComponentType<PageProps>> {
  return lazy(async () => {
    const module = await loaders[pageModuleOf[kind]]();
    const Page = module.default[kind];
    if (!Page) throw new Error(`Page module "${pageModuleOf[kind]}" has no "${kind}" page`);
    return { default: Page as ComponentType<PageProps> };
  });
}

export const lazyPages = Object.fromEntries(pageKinds.map((kind) => [kind, lazyPage(kind)])) as Record<
  PageKind,
  LazyExoticComponent<ComponentType<PageProps>>
>;

/** Starts loading a page kind's module (e.g. on link hover); safe to call repeatedly. */
export function preloadPage(kind: PageKind): void {
  void loaders[pageModuleOf[kind]]();
}
