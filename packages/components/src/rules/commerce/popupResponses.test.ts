import { describe, expect, it } from 'vitest';
import {
  popupCouponCodes,
  popupCouponLine,
  popupLogo,
  popupMainButtonAction,
  popupResponsePayload,
  popupSubscriptionPayload,
  popupThankYouButtonAction,
  popupViewAfterSubscription,
  readPopupSubscriptionResult,
  resolvePopupNavUrl,
} from './popupResponses.ts';

const NOW = 1_710_936_000_123; // ms; 1_710_936_000 unix seconds
const NOW_S = 1_710_936_000;

describe('template and logo', () => {
  it.each([
    ['bar', 'bar'],
    ['fullScreen', 'fullScreen'],
    ['flyout', 'flyout'],
    ['popup', 'popup'],
    ['modal', 'popup'],
    [null, 'popup'],
    [undefined, 'popup'],
  ])('payload template %s → %s (default popup)', (templateType, expected) => {
    const body = popupResponsePayload({
      response: 'view',
      popupCampaignId: 'c',
      templateType,
      visitorId: 'v',
      now: 0,
      retailerId: 'r',
      timezone: 'UTC',
    });
    expect(body.popupTemplateType).toBe(expected);
  });
  it.each([
    [{ showLogo: true, logoUrl: '/logo.png' }, '/logo.png'],
    [{ showLogo: true, logoUrl: '  ' }, '/default.png'],
    [{ showLogo: true }, '/default.png'],
    [{ showLogo: false, logoUrl: '/logo.png' }, null],
    [null, null],
  ])('logo %o → %s', (image, expected) => {
    expect(popupLogo(image)).toBe(expected);
  });
});

describe('navUrl handling', () => {
  it.each([
    ['/shop', { kind: 'same-tab', path: '/shop' }],
    ['  /deals?x=1  ', { kind: 'same-tab', path: '/deals?x=1' }],
    ['#signup', { kind: 'hash', hash: '#signup' }],
    ['https://example.com/offer', { kind: 'new-tab', url: 'https://example.com/offer' }],
    ['HTTP://EXAMPLE.COM', { kind: 'new-tab', url: 'HTTP://EXAMPLE.COM' }],
    ['', { kind: 'home' }],
    ['    ', { kind: 'home' }],
    [null, { kind: 'home' }],
    [undefined, { kind: 'home' }],
    ['#', { kind: 'home' }],
    ['//evil.example.com', { kind: 'home' }],
    ['javascript:alert(1)', { kind: 'home' }],
    [' JavaScript:alert(1)', { kind: 'home' }],
    ['mailto:a@b.com', { kind: 'home' }],
    ['ftp://example.com', { kind: 'home' }],
    ['www.example.com', { kind: 'home' }],
    ['shop', { kind: 'home' }],
    ['https://', { kind: 'home' }],
    ['https://exa mple.com', { kind: 'home' }],
    ['http://[bad', { kind: 'home' }],
  ])('%o', (navUrl, expected) => {
    expect(resolvePopupNavUrl(navUrl)).toEqual(expected);
  });

  it.each([
    [
      'with form → signup + subscribe',
      { isFormEnable: true, button: { type: 'linkToUrl', navUrl: '/x' } },
      { kind: 'subscribe', record: 'SIGNUP' },
    ],
    [
      'no form, link → click + navigate',
      { isFormEnable: false, button: { type: 'linkToUrl', navUrl: '/shop' } },
      { kind: 'click', record: 'CLICK', navigate: { kind: 'same-tab', path: '/shop' } },
    ],
    [
      'no form, closeDisplay → click, no navigation',
      { isFormEnable: false, button: { type: 'closeDisplay', navUrl: '/shop' } },
      { kind: 'click', record: 'CLICK', navigate: null },
    ],
    ['no form, no button → home', {}, { kind: 'click', record: 'CLICK', navigate: { kind: 'home' } }],
  ])('main button: %s', (_name, input, expected) => {
    expect(popupMainButtonAction(input)).toEqual(expected);
  });

  it.each([
    ['close type', { type: 'closeDisplay', navUrl: '/x' }, { record: 'CLICK', close: true, navigate: null }],
    ['link type', { type: 'linkToUrl', navUrl: '#top' }, { record: 'CLICK', close: true, navigate: { kind: 'hash', hash: '#top' } }],
    ['no button', null, { record: 'CLICK', close: true, navigate: { kind: 'home' } }],
  ])('thank-you button: %s', (_name, button, expected) => {
    expect(popupThankYouButtonAction(button)).toEqual(expected);
  });

  it.each([
    [{ isEnable: true }, 'thank-you'],
    [{ isEnable: false }, 'close'],
    [null, 'close'],
  ])('after subscription %o → %s', (thankSection, expected) => {
    expect(popupViewAfterSubscription(thankSection)).toBe(expected);
  });
});

describe('coupons', () => {
  it.each([
    [{ codes: ['save10', ' welcome5 '] }, ['SAVE10', 'WELCOME5']],
    [{ codes: ['', null, 'x1'], masterCode: 'master' }, ['X1']],
    [{ codes: [], masterCode: 'master20' }, ['MASTER20']],
    [{ masterCode: '  ' }, []],
    [null, []],
  ])('%o → %o', (info, expected) => {
    expect(popupCouponCodes(info)).toEqual(expected);
  });
  it.each([
    [true, ['SAVE10'], 'Your Coupons: SAVE10'],
    [true, ['A', 'B'], 'Your Coupons: A, B'],
    [true, [], null],
    [false, ['SAVE10'], null],
  ])('showCouponCode %s, %o → %s', (showCouponCode, codes, expected) => {
    expect(popupCouponLine({ showCouponCode, codes })).toBe(expected);
  });
  it.each<[string, unknown, { ok: boolean; codes: string[] }]>([
    ['success', { status: 'success', data: { couponInfo: { masterCode: 'M', codes: ['abc'] } } }, { ok: true, codes: ['ABC'] }],
    ['success without coupons', { status: 'success', data: null }, { ok: true, codes: [] }],
    ['failure clears codes', { status: 'error', data: { couponInfo: { codes: ['abc'] } } }, { ok: false, codes: [] }],
    ['no response', undefined, { ok: false, codes: [] }],
    ['garbage', 'oops', { ok: false, codes: [] }],
  ])('subscription result: %s', (_name, response, expected) => {
    expect(readPopupSubscriptionResult(response)).toEqual(expected);
  });
});

describe('payloads (spec 7)', () => {
  it('visitor response', () => {
    expect(
      popupResponsePayload({
        response: 'click',
        popupCampaignId: 'c1',
        templateType: 'bar',
        visitorId: 'v1',
        now: NOW,
        retailerId: 'r1',
        timezone: 'America/Detroit',
      }),
    ).toEqual({
      responseType: 'CLICK',
      popupCampaignId: 'c1',
      popupTemplateType: 'bar',
      visitorId: 'v1',
      unixTimeStamp: NOW_S,
      retailerId: 'r1',
      timezone: 'America/Detroit',
    });
  });
  it('e-mail subscription', () => {
    expect(
      popupSubscriptionPayload({
        popupCampaignId: 'c1',
        visitorId: 'v1',
        now: NOW,
        timezone: 'UTC',
        email: '  jane@example.com ',
        retailerId: 'r1',
        campaignName: 'Spring',
      }),
    ).toEqual({
      popupCampaignId: 'c1',
      popupTemplateType: 'popup',
      visitorId: 'v1',
      unixTimeStamp: NOW_S,
      timezone: 'UTC',
      email: 'jane@example.com',
      retailerId: 'r1',
      campaignName: 'Spring',
    });
  });
  it('missing campaign name reads empty', () => {
    expect(
      popupSubscriptionPayload({ popupCampaignId: 'c', visitorId: 'v', now: 0, timezone: 'UTC', email: 'a@b.co', retailerId: 'r' })
        .campaignName,
    ).toBe('');
  });
});
