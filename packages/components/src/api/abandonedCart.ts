/**
 * The abandoned-cart e-mail status call (spec 4, 7): POST to the status path under cms with the
 * shopper's session and no toast. True when the server took it; a failure is logged only (spec 7:
 * "Call failure: logged only"), and the caller keeps its local record as it was, so the next cart
 * change tries again.
 */
import { apiPaths } from '../rules/api.ts';
import { abandonedCartNotificationRequest, type AbandonedCartStatusBody } from '../rules/commerce/abandonedCart.ts';
import { api } from './client.ts';

export async function postAbandonedCartStatus<I>(body: AbandonedCartStatusBody<I>): Promise<boolean> {
  const result = await api.post(apiPaths.abandonedCartStatus, body, { silent: true });
  if (!result.ok) console.warn('[abandoned cart] the status call failed:', result.message);
  return result.ok;
}

/**
 * The abandoned-cart notification status call (spec 4 "Abandoned-cart notification", 7): POST
 * {cartItemCount, abandonAfterMs} to the status path ending in /{visitorId}, no toast. The
 * server's `scheduledFor` (ms; null for an empty cart) when it took it, or null and a logged
 * warning when it failed (the caller then leaves the sent count as it was, so the next change tries again).
 */
export async function postAbandonedCartNotificationStatus(input: {
  visitorId: string;
  cartItemCount: number;
  abandonAfterMs: number;
}): Promise<{ ok: boolean; scheduledFor: number | null }> {
  const request = abandonedCartNotificationRequest({ statusPath: apiPaths.abandonedCartNotification(''), ...input });
  const result = await api.post(request.path, request.body, { silent: true });
  if (!result.ok) {
    console.warn('[abandoned cart] the notification status call failed:', result.message);
    return { ok: false, scheduledFor: null };
  }
  const data = result.response.data as { scheduledFor?: unknown } | undefined;
  const scheduledFor = typeof data?.scheduledFor === 'number' ? data.scheduledFor : null;
  return { ok: true, scheduledFor };
}
