// @vitest-environment node
/** The demo pop-up campaigns are what the storefront's campaign parser reads (spec 3 "Popup campaign"). */
import { describe, expect, it } from 'vitest';
import { parsePopupCampaigns } from '@storefront/components/cms';
import { demoCampaigns } from './demoData.ts';

describe('demo pop-up campaigns', () => {
  it('parse without a warning, every field kept', () => {
    const { campaigns, warnings } = parsePopupCampaigns({ status: 'success', data: { popupCampaign: demoCampaigns } });
    expect(warnings).toEqual([]);
    expect(campaigns).toEqual(
      demoCampaigns.map(({ kind: _kind, status: _status, action: _action, retailerIds: _retailerIds, ...campaign }) => campaign),
    );
  });

  it('carry thankSection beside edit, where the parser reads it', () => {
    const { campaigns } = parsePopupCampaigns(demoCampaigns);
    expect(campaigns.find((c) => c._id === 'campaign-welcome')?.thankSection).toMatchObject({
      isEnable: true,
      contentSection: { showCouponCode: true },
    });
  });
});
