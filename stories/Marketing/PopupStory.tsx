/**
 * Story harness for the pop-up campaigns (spec 2.13): a demo backend campaign of the chosen template
 * shaped by the args, over a quiet page. Used by 'Marketing/PopupCampaign' and the pop-up gallery.
 */
import { useState } from 'react';
import { popupCouponCodes, type PopupTemplate } from '@storefront/components';
import { PopupCampaignOverlay } from '@storefront/components/popup-campaign';
import { parsePopupCampaigns, type PopupCampaign } from '@storefront/components/cms';
import { couponFor, demoCampaigns } from '@storefront/demo-api';
import { Box } from '@storefront/tokens/box';
import { useStoryCms } from '../support/cms.tsx';

export type View = 'main' | 'thank-you' | 'thank-you-no-coupons';

export interface PopupStoryArgs {
  template: PopupTemplate;
  /** The e-mail form (isFormEnable); off: the main button alone. */
  form?: boolean;
  /** The campaign's image (imageUpload.showLogo). */
  image?: boolean;
  view?: View;
  /** The subscription call fails (spec 8: the coupon codes are cleared silently). */
  failing?: boolean;
}

/** The demo campaigns as the storefront reads them (the lenient parser), keyed by template. */
const parsed = parsePopupCampaigns(demoCampaigns).campaigns;
export const DEMO_EMAIL = 'sam@example.com';

/**
 * A demo campaign of `template` (the demo backend's own, so what a retailer sees here is what its
 * shoppers get), shaped by the story's args: with or without the form and the image; the thank-you
 * view with the codes the demo backend gives DEMO_EMAIL, or without codes. Its words are the shown
 * retailer's own (a campaign names the stores it runs at): that retailer's campaign of the template,
 * else another of its campaigns shown in the template (issue 34: Greenleaf's gallery showed 'The
 * Mile High letter'); another retailer's only when the shown one has no campaign at all.
 */
export function storyCampaign(
  { template, form = true, image = true, view = 'main' }: PopupStoryArgs,
  storeIds: readonly string[] = [],
): PopupCampaign {
  const stores = new Set(storeIds);
  const own = parsed.filter((campaign) => demoCampaigns.find((raw) => raw._id === campaign._id)?.retailerIds.some((id) => stores.has(id)));
  const campaigns = own.length > 0 ? own : parsed;
  const thanked = (c: PopupCampaign) => c.isFormEnable && c.thankSection.isEnable;
  const withForm = campaigns.find(thanked) ?? parsed.find(thanked) ?? parsed[0]!;
  const source =
    campaigns.find((c) => c.edit.display.templateType === template && c.isFormEnable === form) ??
    campaigns.find((c) => c.edit.display.templateType === template) ??
    campaigns.find((c) => c.isFormEnable === form) ??
    campaigns[0]!;
  const main = source.edit.mainSection;
  const thanks = source.thankSection.isEnable ? source.thankSection : withForm.thankSection;
  return {
    ...source,
    isFormEnable: form,
    edit: {
      display: { templateType: template },
      mainSection: {
        ...main,
        form: { emailPlaceholder: main.form.emailPlaceholder || 'Enter your email' },
        imageUpload: {
          showLogo: image,
          logoUrl: image
            ? main.imageUpload.logoUrl.replace('/default.png', '/images/catalog/categories/new-arrivals.svg')
            : main.imageUpload.logoUrl,
        },
      },
    },
    thankSection: {
      ...thanks,
      isEnable: true,
      contentSection: { ...thanks.contentSection, showCouponCode: view !== 'thank-you-no-coupons' },
    },
  };
}

export function PopupStory(args: PopupStoryArgs) {
  const { config, fixtureId } = useStoryCms();
  const [open, setOpen] = useState(true);
  const campaign = storyCampaign(
    args,
    config.footerCms.retailers.map((retailer) => retailer.retailerId),
  );
  const codes = popupCouponCodes(couponFor(campaign._id, DEMO_EMAIL));
  return (
    <Box padding="lg" style={{ minHeight: '40rem' }}>
      <p>The {fixtureId} storefront, behind the campaign.</p>
      {open ? null : <p role="status">Closed</p>}
      <PopupCampaignOverlay
        key={`${args.template}-${args.view}-${String(args.form)}`}
        campaign={campaign}
        open={open}
        initialThankYouCodes={args.view && args.view !== 'main' ? codes : undefined}
        onDismiss={() => setOpen(false)}
        onMainClick={() => setOpen(false)}
        onSubscribe={async () => (args.failing ? { ok: false, codes: [] } : { ok: true, codes })}
        onFinish={() => setOpen(false)}
        onThankYouClick={() => setOpen(false)}
      />
    </Box>
  );
}
