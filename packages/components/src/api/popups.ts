/**
 * Pop-up campaign calls (spec 7): the visitor (POST, its `_id` kept on 'success'), the active
 * campaigns (GET {retailerId, visitorId, timezone}; status and data.popupCampaign read through the
 * lenient campaign parser, so a broken campaign field takes its default and a broken list is none),
 * a visitor response and an e-mail subscription. None of them shows a toast (spec 7: "none of them
 * shows a toast"); a failure is logged by the client and read as "nothing".
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { parsePopupCampaigns, type PopupCampaign } from '../cms/popupCampaign.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { readPopupSubscriptionResult, type PopupResponsePayload, type PopupSubscriptionPayload } from '../rules/commerce/popupResponses.ts';
import type { VisitorPayload } from '../rules/commerce/visitor.ts';
import { api } from './client.ts';
import { queryKeys } from './keys.ts';

export interface ActiveCampaignsRequest {
  retailerId: string;
  visitorId: string;
  timezone: string;
}

/** The visitor's `_id` on status 'success'; null on any failure (logged only). */
export async function createPopupVisitor(payload: VisitorPayload): Promise<string | null> {
  const result = await api.post<{ status?: unknown; data?: { _id?: unknown } }>(apiPaths.popupVisitor, payload, { silent: true });
  if (!result.ok || result.response.status !== 'success') return null;
  const id = result.response.data?._id;
  return typeof id === 'string' && id.trim() ? id : null;
}

/** The retailer's active campaigns for this visitor; null (no visitor or retailer yet): no call. */
export function activePopupCampaignsQuery(input: ActiveCampaignsRequest | null) {
  return queryOptions({
    queryKey: queryKeys.popupCampaigns(input),
    queryFn:
      input === null
        ? skipToken
        : async ({ signal }): Promise<PopupCampaign[]> => {
            const result = await api.get<unknown>(withQuery(apiPaths.popupActive, { ...input }), { silent: true, signal });
            if (!result.ok || (result.response as { status?: unknown }).status !== 'success') return [];
            const { campaigns, warnings } = parsePopupCampaigns(result.response);
            for (const warning of warnings) console.warn(`[popup] campaign ${warning.path}: ${warning.message}`);
            return campaigns;
          },
    // A campaign list is read once per page view of a retailer; a response changes what the server answers.
    staleTime: Infinity,
    retry: false,
    meta: { toast: false },
  });
}

/** Records view, click, cancel or signup; true on status 'success' (spec 7 "Expects status 'success'"). */
export async function recordPopupResponse(payload: PopupResponsePayload): Promise<boolean> {
  const result = await api.post<{ status?: unknown }>(apiPaths.popupResponse, payload, { silent: true });
  return result.ok && result.response.status === 'success';
}

/** Subscribes the e-mail: { ok, codes } (codes upper-cased); a failure clears the codes silently (spec 8). */
export async function subscribePopupEmail(payload: PopupSubscriptionPayload): Promise<{ ok: boolean; codes: string[] }> {
  const result = await api.post<unknown>(apiPaths.popupSubscribe, payload, { silent: true });
  return result.ok ? readPopupSubscriptionResult(result.response) : { ok: false, codes: [] };
}
