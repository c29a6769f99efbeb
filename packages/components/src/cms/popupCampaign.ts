/**
 * Spec 3 "Popup campaign", as read from the active-campaign API response (spec 7: status and
 * data.popupCampaign, a list). The enumerations are the spec 4 "Popup campaigns" lists, defined once
 * in the rules (popupTemplates in rules/navigation/variants.ts; button, schedule and trigger types in
 * rules/commerce/popups.ts) and only read here.
 */
import { z } from 'zod/mini';
import { DEFAULT_POPUP_TEMPLATE, POPUP_DEFAULT_LOGO } from '../rules/constants.ts';
import { popupButtonTypes, popupScheduleTypes, popupTriggerTypes } from '../rules/commerce/popups.ts';
import { popupTemplates } from '../rules/navigation/variants.ts';
import { block, count, flag, list, listLimits, required, text } from './fields.ts';
import { isPlainObject, parseLenient, type CmsWarning } from './lenient.ts';

const popupButton = () =>
  block({
    name: text(''),
    type: z._default(z.enum(popupButtonTypes), 'closeDisplay'),
    navUrl: text(''),
  });

export const popupCampaignSchema = z.object({
  _id: required(),
  campaignName: text(''),
  isFormEnable: flag(false),
  edit: block({
    display: block({
      templateType: z._default(z.enum(popupTemplates), DEFAULT_POPUP_TEMPLATE),
    }),
    mainSection: block({
      contentSection: block({ heading: text(''), description: text('') }),
      form: block({ emailPlaceholder: text('Enter your email') }),
      button: popupButton(),
      imageUpload: block({ showLogo: flag(false), logoUrl: text(POPUP_DEFAULT_LOGO) }),
    }),
  }),
  thankSection: block({
    isEnable: flag(false),
    imageSection: block({ showLogo: flag(false), logoUrl: text(POPUP_DEFAULT_LOGO) }),
    contentSection: block({ heading: text(''), description: text(''), showCouponCode: flag(false) }),
    button: block({
      required: flag(false),
      name: text(''),
      type: z._default(z.enum(popupButtonTypes), 'closeDisplay'),
      navUrl: text(''),
    }),
  }),
  schedule: block({
    type: z._default(z.enum(popupScheduleTypes), 'ongoing'),
    /** Unix seconds (spec 4 eligibility compares "now (in unix seconds)"). */
    startTime: count(0),
    endTime: count(0),
    /** Ours (issue 35): the weekdays it runs ('Wednesday'; none: every day) and its hours ('HH:mm'; blank: all day), on the store's clock. */
    days: list(z.string(), 7),
    hours: block({ start: text(''), end: text('') }),
  }),
  behavior: block({
    trigger: block({ type: z._default(z.enum(popupTriggerTypes), 'allPages'), pageUrls: list(z.string(), listLimits.pageUrls) }),
    /** position: percent of the page scrolled. */
    showOnScroll: block({ enabled: flag(false), position: z._default(z.number().check(z.gte(0), z.lte(100)), 0) }),
    /** time: seconds on the page. */
    timeOnPage: block({ enabled: flag(false), time: z._default(z.number().check(z.nonnegative()), 0) }),
  }),
});

export type PopupCampaign = z.output<typeof popupCampaignSchema>;

const popupCampaignListSchema = z.array(popupCampaignSchema);

export interface ParsedPopupCampaigns {
  campaigns: PopupCampaign[];
  warnings: CmsWarning[];
}

/**
 * Reads the campaigns of an active-campaign response: either the whole response
 * (`{ status, data: { popupCampaign: [...] } }`) or the list itself. Never throws: entries that are
 * not campaigns (no `_id`, not an object) are dropped, wrong-typed fields take their defaults, and
 * each repair is listed in `warnings`.
 */
export function parsePopupCampaigns(json: unknown): ParsedPopupCampaigns {
  let list: unknown = json;
  let basePath = '';
  if (isPlainObject(json)) {
    const data = json['data'];
    list = isPlainObject(data) ? data['popupCampaign'] : undefined;
    basePath = 'data.popupCampaign';
  }
  if (!Array.isArray(list)) {
    return {
      campaigns: [],
      warnings: [{ path: basePath, message: 'expected a list of popup campaigns; none shown' }],
    };
  }
  const { data, warnings } = parseLenient(popupCampaignListSchema, list, () => [], basePath);
  return { campaigns: data, warnings };
}
