import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP_TEMPLATE, POPUP_DEFAULT_LOGO } from '../rules/constants.ts';
import { parsePopupCampaigns } from './popupCampaign.ts';

const campaign = {
  _id: 'camp-1',
  campaignName: 'Join the list',
  isFormEnable: true,
  edit: {
    display: { templateType: 'flyout' },
    mainSection: {
      contentSection: { heading: 'Get 10% off', description: 'Sign up for deals.' },
      form: { emailPlaceholder: 'you@example.com' },
      button: { name: 'Subscribe', type: 'linkToUrl', navUrl: '/deals' },
      imageUpload: { showLogo: true, logoUrl: '/images/cms/greenleaf-logo.svg' },
    },
  },
  thankSection: {
    isEnable: true,
    imageSection: { showLogo: false, logoUrl: '' },
    contentSection: { heading: 'Thanks!', description: 'Your code:', showCouponCode: true },
    button: { required: true, name: 'Shop now', type: 'linkToUrl', navUrl: '/shop' },
  },
  schedule: {
    type: 'customDates',
    startTime: 1_700_000_000,
    endTime: 1_900_000_000,
    days: ['Wednesday'],
    hours: { start: '16:00', end: '18:00' },
  },
  behavior: {
    trigger: { type: 'specificPages', pageUrls: ['/', '/deals'] },
    showOnScroll: { enabled: true, position: 40 },
    timeOnPage: { enabled: true, time: 5 },
  },
};

describe('parsePopupCampaigns', () => {
  it('reads data.popupCampaign of the active-campaign response, keeping every field', () => {
    const { campaigns, warnings } = parsePopupCampaigns({ status: 'success', data: { popupCampaign: [campaign] } });
    expect(warnings).toEqual([]);
    expect(campaigns).toEqual([campaign]);
  });

  it('also accepts the bare list', () => {
    expect(parsePopupCampaigns([campaign]).campaigns).toHaveLength(1);
  });

  it('fills the defaults of a minimal campaign (template popup, logo /default.png)', () => {
    const [parsed] = parsePopupCampaigns([{ _id: 'c' }]).campaigns;
    expect(parsed?.edit.display.templateType).toBe(DEFAULT_POPUP_TEMPLATE);
    expect(parsed?.edit.mainSection.imageUpload.logoUrl).toBe(POPUP_DEFAULT_LOGO);
    // No days and blank hours (ours, issue 35): every day, all day.
    expect(parsed?.schedule).toEqual({ type: 'ongoing', startTime: 0, endTime: 0, days: [], hours: { start: '', end: '' } });
    expect(parsed?.behavior.trigger).toEqual({ type: 'allPages', pageUrls: [] });
    expect(parsed?.edit.mainSection.button.type).toBe('closeDisplay');
  });

  it.each([
    ['no _id', { campaignName: 'x' }],
    ['an empty _id', { _id: '' }],
    ['not an object', 'campaign'],
    ['null', null],
  ])('drops an entry with %s, with a warning, and keeps the valid ones', (_label, bad) => {
    const { campaigns, warnings } = parsePopupCampaigns({ status: 'success', data: { popupCampaign: [bad, campaign] } });
    expect(campaigns.map((c) => c._id)).toEqual(['camp-1']);
    expect(warnings).toEqual([{ path: 'data.popupCampaign.0', message: expect.stringContaining('invalid item dropped') }]);
  });

  it.each([
    ['edit.display.templateType', { edit: { display: { templateType: 'modal' } } }, 'popup'],
    ['schedule.type', { schedule: { type: 'weekly' } }, 'ongoing'],
    ['behavior.showOnScroll.position', { behavior: { showOnScroll: { enabled: true, position: 140 } } }, 0],
    ['behavior.trigger.type', { behavior: { trigger: { type: 'somePages' } } }, 'allPages'],
    ['thankSection.button.type', { thankSection: { button: { type: 'openTab' } } }, 'closeDisplay'],
  ])('resets a wrong %s to its default, keeping the campaign', (path, patch, expected) => {
    const { campaigns, warnings } = parsePopupCampaigns([{ _id: 'c', ...patch }]);
    let value: unknown = campaigns[0];
    for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
    expect(value).toBe(expected);
    expect(warnings.map((w) => w.path)).toEqual([`0.${path}`]);
  });

  it.each([
    ['a response without data', { status: 'success' }],
    ['a non-list popupCampaign', { status: 'success', data: { popupCampaign: {} } }],
    ['null', null],
    ['a string', 'nope'],
  ])('returns no campaigns and a warning for %s', (_label, input) => {
    const { campaigns, warnings } = parsePopupCampaigns(input);
    expect(campaigns).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});
