import { describe, expect, it } from 'vitest';
import { isPopupScheduleActive } from '../commerce/popups.ts';
import {
  isPopupInWeeklyWindow,
  popupCampaignMayOpen,
  POPUP_QUIET_PAGES,
  type PopupBlockingDialogs,
  type PopupOpenDecision,
  type PopupWeeklyWindow,
} from './popupCampaigns.ts';

const at = (iso: string) => Date.parse(iso);
// Friday 2026-11-20, 10:00 in Detroit (UTC−5).
const FRIDAY_10AM_DETROIT = at('2026-11-20T15:00:00Z');

describe('isPopupInWeeklyWindow (days and hours on the store clock)', () => {
  it.each<[string, PopupWeeklyWindow | null, number, string | null, boolean]>([
    ['no window: always', null, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    ['empty days and blank hours: always', { days: [], hours: { start: '', end: '' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    // The issue: 'Vape Wednesday' showed on a Friday.
    ['Wednesday only, on a Friday', { days: ['Wednesday'] }, FRIDAY_10AM_DETROIT, 'America/Detroit', false],
    ['Wednesday only, on a Wednesday', { days: ['Wednesday'] }, at('2026-11-18T15:00:00Z'), 'America/Detroit', true],
    // 03:00 UTC on Thursday is still Wednesday 22:00 in Detroit: the store's day, not UTC's.
    [
      'the store zone decides the day (Wednesday night in Detroit)',
      { days: ['Wednesday'] },
      at('2026-11-19T03:00:00Z'),
      'America/Detroit',
      true,
    ],
    ['the same instant is Thursday in Berlin', { days: ['Wednesday'] }, at('2026-11-19T03:00:00Z'), 'Europe/Berlin', false],
    ['names are trimmed', { days: [' Friday '] }, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    ['only unknown names: never (a typo is not every day)', { days: ['Friyay'] }, FRIDAY_10AM_DETROIT, 'America/Detroit', false],
    ['unknown names beside known ones are ignored', { days: ['Friyay', 'Friday'] }, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    ['inside the hours', { hours: { start: '09:00', end: '17:00' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    [
      'before the hours (10:00 in Detroit is 07:00 in Los Angeles)',
      { hours: { start: '09:00', end: '17:00' } },
      FRIDAY_10AM_DETROIT,
      'America/Los_Angeles',
      false,
    ],
    ['the end is exclusive', { hours: { start: '08:00', end: '10:00' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', false],
    ['the start is inclusive', { hours: { start: '10:00', end: '11:00' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    ['start = end: all day', { hours: { start: '06:00', end: '06:00' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', true],
    ['an unreadable bound: never', { hours: { start: '9am', end: '17:00' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', false],
    ['one bound blank: never', { hours: { start: '09:00', end: '' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', false],
    [
      'days and hours both hold',
      { days: ['Friday'], hours: { start: '09:00', end: '12:00' } },
      FRIDAY_10AM_DETROIT,
      'America/Detroit',
      true,
    ],
    [
      'the right hours on the wrong day',
      { days: ['Thursday'], hours: { start: '09:00', end: '12:00' } },
      FRIDAY_10AM_DETROIT,
      'America/Detroit',
      false,
    ],
    // A late window past midnight belongs to the day it started on.
    [
      'Thursday 22:00–02:00, Friday 01:00 in Detroit',
      { days: ['Thursday'], hours: { start: '22:00', end: '02:00' } },
      at('2026-11-20T06:00:00Z'),
      'America/Detroit',
      true,
    ],
    [
      'Friday 22:00–02:00, Friday 01:00 in Detroit',
      { days: ['Friday'], hours: { start: '22:00', end: '02:00' } },
      at('2026-11-20T06:00:00Z'),
      'America/Detroit',
      false,
    ],
    [
      'Friday 22:00–02:00, Friday 23:00 in Detroit',
      { days: ['Friday'], hours: { start: '22:00', end: '02:00' } },
      at('2026-11-21T04:00:00Z'),
      'America/Detroit',
      true,
    ],
    ['22:00–02:00 at 10:00: outside', { hours: { start: '22:00', end: '02:00' } }, FRIDAY_10AM_DETROIT, 'America/Detroit', false],
    ['an unknown zone reads the local clock (as store hours do)', { days: [] }, FRIDAY_10AM_DETROIT, 'Mars/Olympus', true],
    ['an invalid instant: never', { days: [] }, Number.NaN, 'America/Detroit', false],
  ])('%s', (_name, window, now, zone, expected) => {
    expect(isPopupInWeeklyWindow(window, now, zone)).toBe(expected);
  });
});

describe('isPopupScheduleActive with a weekly window', () => {
  const wednesday = at('2026-11-18T17:00:00Z');
  it.each<[string, Parameters<typeof isPopupScheduleActive>[0], number, boolean]>([
    ['ongoing, no window', { type: 'ongoing' }, FRIDAY_10AM_DETROIT, true],
    ['ongoing, Wednesday only, on Friday', { type: 'ongoing', days: ['Wednesday'] }, FRIDAY_10AM_DETROIT, false],
    ['ongoing, Wednesday only, on Wednesday', { type: 'ongoing', days: ['Wednesday'] }, wednesday, true],
    [
      'customDates in range, right day',
      { type: 'customDates', startTime: 0, endTime: 4_000_000_000, days: ['Wednesday'] },
      wednesday,
      true,
    ],
    ['customDates in range, wrong day', { type: 'customDates', startTime: 0, endTime: 4_000_000_000, days: ['Friday'] }, wednesday, false],
    ['customDates out of range, right day', { type: 'customDates', startTime: 0, endTime: 1, days: ['Wednesday'] }, wednesday, false],
    ['an unknown type, even with a window', { type: 'weekly', days: ['Wednesday'] }, wednesday, false],
  ])('%s', (_name, schedule, now, expected) => {
    expect(isPopupScheduleActive(schedule, now, 'America/Detroit')).toBe(expected);
  });
});

describe('popupCampaignMayOpen', () => {
  const none: PopupBlockingDialogs = {
    ageGate: false,
    storeChoice: false,
    storeClosed: false,
    checkoutOffer: false,
    signInRequired: false,
    otherModal: false,
  };
  it.each<[string, Partial<PopupBlockingDialogs>, string | null, string | null, PopupOpenDecision]>([
    ['nothing else open, none opened yet', {}, 'home', null, { open: true }],
    ['an unknown page is not quiet', {}, null, null, { open: true }],
    ['the age gate', { ageGate: true }, 'home', null, { open: false, because: 'dialog', dialog: 'ageGate' }],
    ['the store choice', { storeChoice: true }, 'home', null, { open: false, because: 'dialog', dialog: 'storeChoice' }],
    // The issue: the sign-up pop-up opened on top of the 'Store Closed' notice.
    ['the store-closed notice', { storeClosed: true }, 'home', null, { open: false, because: 'dialog', dialog: 'storeClosed' }],
    ['the checkout offer', { checkoutOffer: true }, 'home', null, { open: false, because: 'dialog', dialog: 'checkoutOffer' }],
    ['sign-in required', { signInRequired: true }, 'home', null, { open: false, because: 'dialog', dialog: 'signInRequired' }],
    ['any other modal', { otherModal: true }, 'home', null, { open: false, because: 'dialog', dialog: 'otherModal' }],
    [
      'several: the first in order is named',
      { otherModal: true, ageGate: true },
      'home',
      null,
      { open: false, because: 'dialog', dialog: 'ageGate' },
    ],
    // The issue: three modals in a row on a first visit.
    ['another campaign already opened on this page view', {}, 'home', 'campaign-b', { open: false, because: 'one-per-page-view' }],
    ['the same campaign again (it gave way to a dialog)', {}, 'home', 'campaign-a', { open: true }],
    [
      'the same campaign, a dialog still open',
      { storeClosed: true },
      'home',
      'campaign-a',
      { open: false, because: 'dialog', dialog: 'storeClosed' },
    ],
    // The issue: 'Vape Wednesday' over the checkout totals.
    ['checkout', {}, 'checkout', null, { open: false, because: 'quiet-page' }],
    ['the cart', {}, 'cart', null, { open: false, because: 'quiet-page' }],
    ['the cart-abandonment page', {}, 'cartAbandonment', null, { open: false, because: 'quiet-page' }],
    ['sign in or sign up', {}, 'auth', null, { open: false, because: 'quiet-page' }],
  ])('%s', (_name, dialogs, page, openedThisPageView, expected) => {
    expect(popupCampaignMayOpen({ campaignId: 'campaign-a', dialogs: { ...none, ...dialogs }, page, openedThisPageView })).toEqual(
      expected,
    );
  });

  it('the quiet pages', () => {
    expect([...POPUP_QUIET_PAGES]).toEqual(['cart', 'checkout', 'cartAbandonment', 'auth']);
  });
});
