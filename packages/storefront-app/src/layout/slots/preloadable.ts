/**
 * Chrome modules that are not part of the first load (the search panel, the side menu, the desktop
 * footer): a React.lazy component over a dynamic import, and `preload` to fetch the module ahead
 * (usePreloadWhenIdle) so the first open does not wait for the network.
 *
 * Once the module is in, the lazy component resolves without suspending: `lazy` is handed a thenable
 * that is already settled, and React reads a thenable that settles during `then` synchronously.
 * Suspending would cost more than a frame: React 19 holds back the reveal of a boundary that showed
 * its fallback for up to 300 ms (its fallback throttle), so a preloaded side menu would appear
 * about 300 ms after the click instead of in the click's own commit.
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdle } from '@storefront/components';

type Module<P> = { default: ComponentType<P> };

const noop = () => undefined;

export interface Preloadable<P> {
  /** The lazy component: suspends until the module is in, unless `preload` already brought it. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the module (once; a failed fetch, e.g. offline, is tried again next time). */
  preload: () => Promise<void>;
}

/**
 * A thenable that calls back inside `then`: React.lazy calls `then` once and, called back before
 * it returns, renders the module's component in the same pass. (Its type says Promise; a thenable
 * is what it reads.)
 */
function settled<P>(module: Module<P>): Promise<Module<P>> {
  const thenable = {
    then(onFulfilled: (value: Module<P>) => unknown) {
      onFulfilled(module);
    },
  };
  return thenable as unknown as Promise<Module<P>>;
}

export function preloadable<P>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const fetchModule = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    Component: lazy(() => (loaded ? settled(loaded) : fetchModule())),
    preload: () => fetchModule().then(noop, noop),
  };
}

/** The delay before a module is fetched ahead when requestIdleCallback is missing. */
export const PRELOAD_FALLBACK_MS = 2_000;

/** Fetches the module ahead once the page has settled: when the browser is first idle. */
export function usePreloadWhenIdle(preload: () => Promise<void>): void {
  useEffect(() => whenIdle(() => void preload(), PRELOAD_FALLBACK_MS), [preload]);
}
