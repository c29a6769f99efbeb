/**
 * The abandoned-cart e-mail status call (spec 4, 7): POST to the status path under cms with the
 * shopper's session and no toast. True when the server took it; a failure is logged only (spec 7:
 * "Call failure: logged only"), and the caller keeps its local record as it was, so the next cart
 * change tries again.
 */
import { apiPaths } from '../rules/api.ts';
import type { AbandonedCartStatusBody } from '../rules/commerce/abandonedCart.ts';
import { api } from './client.ts';

export async function postAbandonedCartStatus<I>(body: AbandonedCartStatusBody<I>): Promise<boolean> {
  const result = await api.post(apiPaths.abandonedCartStatus, body, { silent: true });
  if (!result.ok) console.warn('[abandoned cart] the status call failed:', result.message);
  return result.ok;
}
