/**
 * The state the server hands the client in `<script id="sf-state" type="application/json">`: the
 * site id, the page kind (whose module loads before hydration) and the dehydrated query cache.
 * Read defensively: a missing or corrupt state means a client-only render, never a blank page.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { pageKinds, type PageKind } from '../routes/routeTable.ts';
import { readPreviewNotice, type PreviewNotice } from './previewNotice.tsx';
import { decodeShopperCookie, encodeShopperCookie } from '../shop/shopperCookie.ts';
import type { ShopperSnapshot } from '../shop/serverState.tsx';
import { recoverCartItems } from '@storefront/components/rules';
import type { CartItem } from '@storefront/components/domain';

export const STATE_ELEMENT_ID = 'sf-state';

export interface ClientState {
  siteId: string;
  pageKind: PageKind;
  queries: DehydratedState;
  /**
   * False when the server rendered without the CMS (its call failed): the browser renders afresh
   * over the server's default storefront instead of hydrating it (the degraded path is not worth
   * matching node for node), keeping the defaults and showing the failure toast.
   */
  hydrate?: boolean;
  /** This browser's private CMS preview (server/previews.ts), when there is one. */
  preview?: PreviewNotice | null;
  /** The shopper as the server rendered them (shop/serverState.tsx); absent: the stores' initial state. */
  shopper?: ShopperSnapshot | null;
}

/** The snapshot as it travels: the cookie in its own encoding (read back through the same validation). */
export function serializeShopper(snapshot: ShopperSnapshot | null | undefined): unknown {
  if (!snapshot) return null;
  return {
    cookie: snapshot.cookie ? encodeShopperCookie(snapshot.cookie) : null,
    ...(snapshot.user === undefined ? {} : { user: snapshot.user }),
    ...(snapshot.cart === undefined ? {} : { cart: snapshot.cart }),
  };
}

export function readShopperSnapshot(value: unknown): ShopperSnapshot | null {
  if (!isRecord(value)) return null;
  const cookie = typeof value.cookie === 'string' ? decodeShopperCookie(value.cookie) : null;
  const user =
    value.user === null
      ? null
      : isRecord(value.user) && typeof value.user._id === 'string'
        ? (value.user as unknown as ShopperSnapshot['user'])
        : undefined;
  // The cart through the same recovery as a saved cart: a line of the wrong shape is dropped.
  const cart = Array.isArray(value.cart) ? recoverCartItems<CartItem>(value.cart).items : undefined;
  return { cookie, ...(user === undefined ? {} : { user }), ...(cart === undefined ? {} : { cart }) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readClientState(text: string | null | undefined): ClientState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.error('[hydrate] the server state is not valid JSON; rendering on the client');
    return null;
  }
  if (!isRecord(value) || typeof value.siteId !== 'string' || !pageKinds.includes(value.pageKind as PageKind)) return null;
  const queries =
    isRecord(value.queries) && Array.isArray(value.queries.queries) && Array.isArray(value.queries.mutations)
      ? (value.queries as unknown as DehydratedState)
      : { queries: [], mutations: [] };
  const preview = readPreviewNotice(value.preview);
  const shopper = readShopperSnapshot(value.shopper);
  return {
    siteId: value.siteId,
    pageKind: value.pageKind as PageKind,
    queries,
    hydrate: value.hydrate !== false,
    ...(preview ? { preview } : {}),
    ...(shopper ? { shopper } : {}),
  };
}

/** JSON that cannot close the script it stands in (`<` as \u003c) nor break a JS string (U+2028/9). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const serializeClientState = (state: ClientState): string => jsonForScript({ ...state, shopper: serializeShopper(state.shopper) });
