/**
 * The shopper as the server knew them when it rendered the page (issue 31): the shopper cookie
 * (shopperCookie.ts) and, from the session cookie, the signed-in user. The server renders with it,
 * sends it in the page's state, and the browser hydrates with the same values, so the first HTML is
 * the page the shopper sees: the chosen store in the header, no age gate for a returning adult, no
 * 'Sign In Required' for a signed-in shopper.
 *
 * The persisted zustand stores are module singletons, shared by every request a server renders; a
 * request's values cannot go into them. `bindServerState` gives a store a hook that reads, while
 * React renders on the server or hydrates, the store's initial state overlaid with this request's
 * snapshot (from context), and the store itself from then on: useSyncExternalStore's server
 * snapshot. The browser also sets the stores to the snapshot before hydrating (applyShopperSnapshot),
 * so the switch from one to the other changes nothing.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { StoreApi } from 'zustand';
import type { CartItem, User } from '@storefront/components';
import type { ShopperCookieState } from './shopperCookie.ts';

export interface ShopperSnapshot {
  /** The shopper cookie; null for a browser the server has not met (a first visit, or storage only). */
  cookie: ShopperCookieState | null;
  /**
   * The signed-in user by the session cookie, null for a guest; undefined when the server could not
   * tell (its session call failed): the browser's stored user stands until the API says otherwise.
   */
  user?: User | null;
  /** The shopper's cart as the server holds it (the account's, or the guest cart's); absent when the server has none for them. */
  cart?: CartItem[];
}

const ShopperSnapshotContext = createContext<ShopperSnapshot | null>(null);

export function ShopperSnapshotProvider({ snapshot, children }: { snapshot: ShopperSnapshot | null; children: ReactNode }) {
  return <ShopperSnapshotContext.Provider value={snapshot}>{children}</ShopperSnapshotContext.Provider>;
}

export type BoundStore<S> = StoreApi<S> & {
  (): S;
  <U>(selector: (state: S) => U): U;
  /** The store's state as the server rendered it for `snapshot` (its initial state without one). */
  serverState: (snapshot: ShopperSnapshot | null) => S;
};

type StateOf<A> = A extends StoreApi<infer S> ? S : never;

const identity = <T,>(value: T): T => value;

/**
 * A hook over `store` (used like zustand's `create` hook, with its API as properties) whose server
 * and hydration render read `fromSnapshot(snapshot)` over the store's initial state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store's API; its state type is read back below
export function bindServerState<A extends StoreApi<any>, S extends object = StateOf<A>>(
  store: A,
  fromSnapshot: (snapshot: ShopperSnapshot) => Partial<NoInfer<S>>,
): A & BoundStore<S> {
  // One object per snapshot: useSyncExternalStore wants the same server snapshot on every call.
  const cache = new WeakMap<ShopperSnapshot, S>();
  const serverState = (snapshot: ShopperSnapshot | null): S => {
    if (snapshot === null) return store.getInitialState() as S;
    let state = cache.get(snapshot);
    if (state === undefined) {
      state = { ...(store.getInitialState() as S), ...fromSnapshot(snapshot) };
      cache.set(snapshot, state);
    }
    return state;
  };
  function useBoundStore<U>(selector: (state: S) => U = identity as (state: S) => U): U {
    const snapshot = useContext(ShopperSnapshotContext);
    return useSyncExternalStore(
      store.subscribe,
      () => selector(store.getState() as S),
      () => selector(serverState(snapshot)),
    );
  }
  return Object.assign(useBoundStore, store, { serverState }) as unknown as A & BoundStore<S>;
}
