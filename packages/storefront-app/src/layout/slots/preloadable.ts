/**
 * Chrome modules that are not part of the first load (the search panel, the side menu, the desktop
 * footer): a React.lazy component over a dynamic import, and `preload` to fetch the module ahead
 * (usePreloadWhenIdle) so the first open does not wait for the network; and the chrome that only a
 * phone or only a desktop shows (viewportBranch).
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

/** One module, fetched once (a failed fetch, e.g. offline, is tried again next time). */
function moduleLoader<P>(load: () => Promise<Module<P>>) {
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
  return { loaded: () => loaded, fetchModule };
}

export function preloadable<P>(load: () => Promise<Module<P>>): Preloadable<P> {
  const { loaded, fetchModule } = moduleLoader(load);
  return {
    Component: lazy(() => {
      const module = loaded();
      return module ? settled(module) : fetchModule();
    }),
    preload: () => fetchModule().then(noop, noop),
  };
}

/** Whether `query` matches now; without matchMedia (the server, a test DOM) every branch shows. */
export function mediaMatches(query: string): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(query).matches;
}

/** Settles when `query` first matches (at once if it does now). */
function whenMediaMatches(query: string): Promise<void> {
  if (mediaMatches(query)) return Promise.resolve();
  const list = window.matchMedia(query);
  return new Promise((resolve) => {
    const onChange = () => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
  });
}

export interface ViewportBranch<P> extends Preloadable<P> {
  /** Fetches the module if its media query matches now (the browser, before it hydrates). */
  preloadIfShown: () => Promise<void>;
}

/**
 * A chrome module that only one side of a CSS breakpoint shows (the mobile header and the bottom bar
 * below 769 px, the desktop header from there). Both sides are in the server's HTML (a CSS switch:
 * nothing shifts, whatever the width), and the server loads both modules before it renders. The
 * browser fetches only the side its window shows before it hydrates (`preloadIfShown`), so that side
 * hydrates with the page. The other side's lazy component waits for its media query: inside its
 * Suspense boundary React keeps the server's HTML as it is (hidden by the CSS switch, never
 * hydrated), and the module is fetched only if the window crosses the breakpoint, when the branch
 * hydrates or renders. Should that boundary re-render before then (a navigation), React drops the
 * hidden HTML and shows the boundary's fallback in its place: still nothing on screen.
 */
export function viewportBranch<P>(query: string, load: () => Promise<Module<P>>): ViewportBranch<P> {
  const { loaded, fetchModule } = moduleLoader(load);
  const preload = () => fetchModule().then(noop, noop);
  return {
    Component: lazy(() => {
      const module = loaded();
      return module ? settled(module) : whenMediaMatches(query).then(fetchModule);
    }),
    preload,
    preloadIfShown: () => (mediaMatches(query) ? preload() : Promise.resolve()),
  };
}

/** The delay before a module is fetched ahead when requestIdleCallback is missing. */
export const PRELOAD_FALLBACK_MS = 2_000;

/** Fetches the module ahead once the page has settled: when the browser is first idle. */
export function usePreloadWhenIdle(preload: () => Promise<void>): void {
  useEffect(() => whenIdle(() => void preload(), PRELOAD_FALLBACK_MS), [preload]);
}
