/**
 * Pop-up campaign responses, spec 2.13 (thank-you view), 3 ("Subscription result", "Campaign
 * response"), 4 (buttons and navUrl handling) and 7 (visitor response and e-mail subscription
 * bodies). `now` is epoch milliseconds; the spec's unix times are seconds.
 */
import { POPUP_DEFAULT_LOGO, POPUP_SECONDS_TO_MS } from '../constants.ts';
// The template enumeration (popup, flyout, fullScreen, bar; default popup) is the navigation
// half's variant list (popupTemplates); it is reused here, not redefined.
import { resolvePopupTemplate } from '../navigation/variants.ts';
import type { PopupTemplate } from '../navigation/variants.ts';
import { popupResponseType } from './popups.ts';
import type { PopupResponseType, PopupVisitorResponse } from './popups.ts';

export const POPUP_COUPONS_LABEL = 'Your Coupons: ';

/** The logo to show: logoUrl (or /default.png when blank) when showLogo is on, else null. */
export function popupLogo(image: { showLogo?: boolean | null; logoUrl?: string | null } | null | undefined): string | null {
  if (!image?.showLogo) return null;
  return (image.logoUrl ?? '').trim() || POPUP_DEFAULT_LOGO;
}

// ── Buttons and navUrl ──
export type PopupNavTarget =
  | { kind: 'same-tab'; path: string }
  | { kind: 'hash'; hash: string }
  | { kind: 'new-tab'; url: string }
  | { kind: 'home' };

/**
 * navUrl handling: '/…' → same tab; '#…' → hash navigation; absolute http(s) URL → new tab.
 * Anything else goes home: blank or whitespace, a bare '#', a protocol-relative '//host' (it would
 * leave the site in the same tab), 'javascript:' and other schemes, relative text, or an
 * unparsable http(s) URL. Leading and trailing whitespace is trimmed first.
 */
export function resolvePopupNavUrl(navUrl: string | null | undefined): PopupNavTarget {
  const url = (navUrl ?? '').trim();
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'same-tab', path: url };
  if (url.startsWith('#') && url.length > 1) return { kind: 'hash', hash: url };
  if (/^https?:\/\/\S+$/i.test(url)) {
    try {
      new URL(url);
      return { kind: 'new-tab', url };
    } catch {
      return { kind: 'home' };
    }
  }
  return { kind: 'home' };
}

export interface PopupButtonLike {
  type?: string | null;
  navUrl?: string | null;
}

export type PopupMainButtonAction =
  | { kind: 'subscribe'; record: 'SIGNUP' }
  | { kind: 'click'; record: 'CLICK'; navigate: PopupNavTarget | null };

/**
 * Main button. With a form (isFormEnable): record signup and subscribe. Without: record click,
 * then navigate to navUrl unless the button type is closeDisplay (navigate null).
 */
export function popupMainButtonAction(input: { isFormEnable?: boolean | null; button?: PopupButtonLike | null }): PopupMainButtonAction {
  if (input.isFormEnable) return { kind: 'subscribe', record: 'SIGNUP' };
  const closeOnly = input.button?.type === 'closeDisplay';
  return { kind: 'click', record: 'CLICK', navigate: closeOnly ? null : resolvePopupNavUrl(input.button?.navUrl) };
}

/** Thank-you button: always close and record CLICK; navigate to navUrl unless the type is closeDisplay. */
export function popupThankYouButtonAction(button: PopupButtonLike | null | undefined): {
  record: 'CLICK';
  close: true;
  navigate: PopupNavTarget | null;
} {
  const closeOnly = button?.type === 'closeDisplay';
  return { record: 'CLICK', close: true, navigate: closeOnly ? null : resolvePopupNavUrl(button?.navUrl) };
}

/** After a successful subscription: the thank-you view when the thank section is enabled, else close. */
export function popupViewAfterSubscription(thankSection: { isEnable?: boolean | null } | null | undefined): 'thank-you' | 'close' {
  return thankSection?.isEnable ? 'thank-you' : 'close';
}

// ── Coupons and subscription ──
export interface PopupCouponInfo {
  masterCode?: string | null;
  codes?: readonly (string | null | undefined)[] | null;
}

/**
 * Coupon codes to show, upper-cased and trimmed, blanks dropped. When codes is empty the master
 * code stands in (ours: the spec names both fields and shows "the coupon codes").
 */
export function popupCouponCodes(info: PopupCouponInfo | null | undefined): string[] {
  const clean = (code: string | null | undefined) => (code ?? '').trim().toUpperCase();
  const codes = (info?.codes ?? []).map(clean).filter(Boolean);
  if (codes.length > 0) return codes;
  const master = clean(info?.masterCode);
  return master ? [master] : [];
}

/** The thank-you view's coupon line: null unless showCouponCode is on and there are codes. */
export function popupCouponLine(input: { showCouponCode?: boolean | null; codes: readonly string[] }): string | null {
  return input.showCouponCode && input.codes.length > 0 ? `${POPUP_COUPONS_LABEL}${input.codes.join(', ')}` : null;
}

/**
 * Reads the subscription response: status 'success' → { ok: true, codes }. Anything else is a
 * failure, and the codes are cleared ({ ok: false, codes: [] }); no toast (spec 8).
 */
export function readPopupSubscriptionResult(response: unknown): { ok: boolean; codes: string[] } {
  if (typeof response !== 'object' || response === null) return { ok: false, codes: [] };
  const { status, data } = response as { status?: unknown; data?: { couponInfo?: PopupCouponInfo | null } | null };
  if (status !== 'success') return { ok: false, codes: [] };
  return { ok: true, codes: popupCouponCodes(data?.couponInfo) };
}

const unixSeconds = (now: number): number => Math.floor(now / POPUP_SECONDS_TO_MS);

export interface PopupResponsePayload {
  responseType: PopupResponseType;
  popupCampaignId: string;
  popupTemplateType: PopupTemplate;
  visitorId: string;
  unixTimeStamp: number;
  retailerId: string;
  timezone: string;
}

/** Visitor response body {responseType, popupCampaignId, popupTemplateType, visitorId, unixTimeStamp, retailerId, timezone}. */
export function popupResponsePayload(input: {
  response: PopupVisitorResponse;
  popupCampaignId: string;
  templateType?: string | null;
  visitorId: string;
  now: number;
  retailerId: string;
  timezone: string;
}): PopupResponsePayload {
  return {
    responseType: popupResponseType(input.response),
    popupCampaignId: input.popupCampaignId,
    popupTemplateType: resolvePopupTemplate(input.templateType),
    visitorId: input.visitorId,
    unixTimeStamp: unixSeconds(input.now),
    retailerId: input.retailerId,
    timezone: input.timezone,
  };
}

export interface PopupSubscriptionPayload {
  popupCampaignId: string;
  popupTemplateType: PopupTemplate;
  visitorId: string;
  unixTimeStamp: number;
  timezone: string;
  email: string;
  retailerId: string;
  campaignName: string;
}

/** E-mail subscription body {popupCampaignId, popupTemplateType, visitorId, unixTimeStamp, timezone, email (trimmed), retailerId, campaignName}. */
export function popupSubscriptionPayload(input: {
  popupCampaignId: string;
  templateType?: string | null;
  visitorId: string;
  now: number;
  timezone: string;
  email: string;
  retailerId: string;
  campaignName?: string | null;
}): PopupSubscriptionPayload {
  return {
    popupCampaignId: input.popupCampaignId,
    popupTemplateType: resolvePopupTemplate(input.templateType),
    visitorId: input.visitorId,
    unixTimeStamp: unixSeconds(input.now),
    timezone: input.timezone,
    email: input.email.trim(),
    retailerId: input.retailerId,
    campaignName: input.campaignName ?? '',
  };
}
