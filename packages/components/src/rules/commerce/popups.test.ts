import { describe, expect, it } from 'vitest';
import {
  buildPopupQueue,
  isPopupEligible,
  isPopupScheduleActive,
  isPopupTriggerMatch,
  nextPopupAfterClose,
  normalizePopupPath,
  pageScrollPercent,
  popupActions,
  popupButtonTypes,
  popupDisplayTiming,
  popupKinds,
  popupResponseType,
  popupScheduleTypes,
  popupStatuses,
  popupTriggerTypes,
  popupVisitorResponses,
  shouldShowPopupNow,
  shouldShowPopupOverlay,
} from './popups.ts';
import type { PopupCampaignLike, PopupDisplayTiming, PopupSchedule, PopupTrigger } from './popups.ts';

const NOW = 1_710_936_000_123; // ms; 1_710_936_000 unix seconds
const NOW_S = 1_710_936_000;

describe('enumerations (spec 4)', () => {
  it.each<[string, readonly string[], string[]]>([
    ['action', popupActions, ['launch', 'pause']],
    ['kind', popupKinds, ['subscribe', 'promotional', 'discount']],
    ['button type', popupButtonTypes, ['linkToUrl', 'closeDisplay']],
    ['schedule', popupScheduleTypes, ['ongoing', 'customDates']],
    ['trigger', popupTriggerTypes, ['allPages', 'specificPages']],
    ['status', popupStatuses, ['active', 'inactive', 'scheduled', 'draft', 'all']],
    ['visitor response', popupVisitorResponses, ['view', 'click', 'cancel', 'signup']],
  ])('%s', (_name, values, expected) => {
    expect([...values]).toEqual(expected);
  });
  it.each([
    ['click', 'CLICK'],
    ['view', 'VIEW'],
    ['cancel', 'CANCEL'],
    ['signup', 'SIGNUP'],
  ] as const)('responseType %s → %s', (response, expected) => {
    expect(popupResponseType(response)).toBe(expected);
  });
});

describe('schedule', () => {
  it.each<[string, PopupSchedule | null, boolean]>([
    ['ongoing', { type: 'ongoing' }, true],
    ['inside', { type: 'customDates', startTime: NOW_S - 10, endTime: NOW_S + 10 }, true],
    ['at start (inclusive)', { type: 'customDates', startTime: NOW_S, endTime: NOW_S + 10 }, true],
    ['at end (inclusive)', { type: 'customDates', startTime: NOW_S - 10, endTime: NOW_S }, true],
    ['digit strings', { type: 'customDates', startTime: String(NOW_S - 1), endTime: String(NOW_S + 1) }, true],
    ['not started', { type: 'customDates', startTime: NOW_S + 1, endTime: NOW_S + 10 }, false],
    ['ended', { type: 'customDates', startTime: NOW_S - 10, endTime: NOW_S - 1 }, false],
    ['missing end', { type: 'customDates', startTime: NOW_S - 10 }, false],
    ['blank start', { type: 'customDates', startTime: '', endTime: NOW_S + 10 }, false],
    ['unknown type', { type: 'weekly' }, false],
    ['no schedule', null, false],
  ])('%s → %s', (_name, schedule, expected) => {
    expect(isPopupScheduleActive(schedule, NOW)).toBe(expected);
  });
});

describe('trigger', () => {
  it.each([
    ['/', '/'],
    ['/shop/', '/shop'],
    ['/shop?x=1#top', '/shop'],
    ['shop', '/shop'],
    ['https://store.example.com/deals/', '/deals'],
    ['https://store.example.com', '/'],
    ['///', '/'],
    ['  ', ''],
    ['http://[bad', ''],
  ])('normalizePopupPath(%s) → %s', (url, expected) => {
    expect(normalizePopupPath(url)).toBe(expected);
  });
  it.each<[string, PopupTrigger | null, string, boolean]>([
    ['allPages', { type: 'allPages' }, '/anything', true],
    ['missing trigger = allPages', null, '/anything', true],
    ['specific, listed', { type: 'specificPages', pageUrls: ['/deals', '/shop'] }, '/shop', true],
    ['specific, trailing slash', { type: 'specificPages', pageUrls: ['/shop/'] }, '/shop', true],
    ['specific, absolute URL', { type: 'specificPages', pageUrls: ['https://x.com/shop'] }, '/shop/', true],
    ['specific, not listed', { type: 'specificPages', pageUrls: ['/deals'] }, '/shop', false],
    ['specific, no urls', { type: 'specificPages' }, '/shop', false],
    ['unknown type', { type: 'somePages', pageUrls: ['/shop'] }, '/shop', false],
  ])('%s', (_name, trigger, path, expected) => {
    expect(isPopupTriggerMatch(trigger, path)).toBe(expected);
  });
  it.each<[string, PopupCampaignLike, boolean]>([
    ['both hold', { _id: 'a', schedule: { type: 'ongoing' }, behavior: { trigger: { type: 'allPages' } } }, true],
    ['schedule fails', { _id: 'a', schedule: { type: 'customDates', startTime: 0, endTime: 1 } }, false],
    [
      'trigger fails',
      { _id: 'a', schedule: { type: 'ongoing' }, behavior: { trigger: { type: 'specificPages', pageUrls: ['/x'] } } },
      false,
    ],
  ])('eligibility: %s', (_name, campaign, expected) => {
    expect(isPopupEligible(campaign, { now: NOW, path: '/shop' })).toBe(expected);
  });
});

describe('display timing', () => {
  it.each([
    ['neither', {}, { waitForScrollPercent: null, delayMs: 0 }],
    ['scroll only', { showOnScroll: { enabled: true, position: 50 } }, { waitForScrollPercent: 50, delayMs: 0 }],
    ['time only', { timeOnPage: { enabled: true, time: 5 } }, { waitForScrollPercent: null, delayMs: 5000 }],
    [
      'both',
      { showOnScroll: { enabled: true, position: 30 }, timeOnPage: { enabled: true, time: 2 } },
      { waitForScrollPercent: 30, delayMs: 2000 },
    ],
    [
      'disabled settings ignored',
      { showOnScroll: { enabled: false, position: 30 }, timeOnPage: { enabled: false, time: 2 } },
      { waitForScrollPercent: null, delayMs: 0 },
    ],
    ['position clamped to 100', { showOnScroll: { enabled: true, position: 150 } }, { waitForScrollPercent: 100, delayMs: 0 }],
    [
      'bad numbers read 0',
      { showOnScroll: { enabled: true, position: -5 }, timeOnPage: { enabled: true, time: Number.NaN } },
      { waitForScrollPercent: 0, delayMs: 0 },
    ],
    ['missing numbers read 0', { showOnScroll: { enabled: true }, timeOnPage: { enabled: true } }, { waitForScrollPercent: 0, delayMs: 0 }],
  ])('%s', (_name, behavior, expected) => {
    expect(popupDisplayTiming(behavior)).toEqual(expected);
  });
  it('no behavior at all shows at once', () => {
    expect(popupDisplayTiming(null)).toEqual({ waitForScrollPercent: null, delayMs: 0 });
  });

  const scrollOnly: PopupDisplayTiming = { waitForScrollPercent: 50, delayMs: 0 };
  const timeOnly: PopupDisplayTiming = { waitForScrollPercent: null, delayMs: 5000 };
  const both: PopupDisplayTiming = { waitForScrollPercent: 50, delayMs: 2000 };
  it.each<[string, PopupDisplayTiming, number, number, number | null, boolean]>([
    ['scroll only, below', scrollOnly, 49, 99_999, null, false],
    ['scroll only, exactly at position', scrollOnly, 50, 0, null, true],
    ['scroll only, above', scrollOnly, 80, 0, null, true],
    ['scroll only, reached earlier then scrolled back', scrollOnly, 10, 0, 500, true],
    ['time only, early', timeOnly, 100, 4999, null, false],
    ['time only, exactly 5 s', timeOnly, 0, 5000, null, true],
    ['both, scroll not reached', both, 40, 60_000, null, false],
    ['both, just reached', both, 50, 10_000, 0, false],
    ['both, reached, waiting', both, 50, 10_000, 1999, false],
    ['both, reached, waited', both, 20, 10_000, 2000, true],
    ['both, reached now but no timestamp yet', both, 60, 10_000, null, false],
  ])('%s', (_name, timing, scrollPercent, elapsedOnPageMs, elapsedSinceScrollReachedMs, expected) => {
    expect(shouldShowPopupNow(timing, { scrollPercent, elapsedOnPageMs, elapsedSinceScrollReachedMs })).toBe(expected);
  });
  it('neither scroll nor time shows at once', () => {
    expect(
      shouldShowPopupNow(
        { waitForScrollPercent: null, delayMs: 0 },
        { scrollPercent: 0, elapsedOnPageMs: 0, elapsedSinceScrollReachedMs: null },
      ),
    ).toBe(true);
  });
  it.each([
    [{ scrollTop: 0, scrollHeight: 2000, clientHeight: 1000 }, 0],
    [{ scrollTop: 500, scrollHeight: 2000, clientHeight: 1000 }, 50],
    [{ scrollTop: 1000, scrollHeight: 2000, clientHeight: 1000 }, 100],
    [{ scrollTop: 1200, scrollHeight: 2000, clientHeight: 1000 }, 100],
    [{ scrollTop: -20, scrollHeight: 2000, clientHeight: 1000 }, 0],
    [{ scrollTop: 0, scrollHeight: 800, clientHeight: 1000 }, 100],
  ])('pageScrollPercent(%o) → %d', (metrics, expected) => {
    expect(pageScrollPercent(metrics)).toBe(expected);
  });
});

describe('queue', () => {
  const ongoing = (id: string, time?: number): PopupCampaignLike => ({
    _id: id,
    schedule: { type: 'ongoing' },
    behavior: time === undefined ? {} : { timeOnPage: { enabled: true, time } },
  });
  const expired: PopupCampaignLike = { _id: 'old', schedule: { type: 'customDates', startTime: 0, endTime: 1 } };
  const campaigns = [ongoing('a'), expired, ongoing('b', 3), ongoing('a'), ongoing('c', 0)];

  it.each<[string, string[], string[], string[]]>([
    ['eligible, in order, once each', [], [], ['a', 'b', 'c']],
    ['without dismissed', ['a'], [], ['b', 'c']],
    ['without responded', [], ['b'], ['a', 'c']],
    ['all gone', ['a', 'b'], ['c'], []],
  ])('%s', (_name, dismissedIds, respondedIds, expected) => {
    expect(buildPopupQueue(campaigns, { now: NOW, path: '/', dismissedIds, respondedIds }).map((c) => c._id)).toEqual(expected);
  });
  it('ids default to none', () => {
    expect(buildPopupQueue([ongoing('z')], { now: NOW, path: '/' }).map((c) => c._id)).toEqual(['z']);
  });

  it.each<[string, string, string[], string | null, number]>([
    ['closing the first shows the next after its timeOnPage', 'a', ['b', 'c'], 'b', 3000],
    ['closing the middle one', 'b', ['a', 'c'], 'a', 0],
    ['closing an unknown id leaves the queue', 'zz', ['a', 'b', 'c'], 'a', 0],
  ])('%s', (_name, closedId, rest, next, delayMs) => {
    const queue = [ongoing('a'), ongoing('b', 3), ongoing('c', 0)];
    const result = nextPopupAfterClose(queue, closedId);
    expect(result.queue.map((c) => c._id)).toEqual(rest);
    expect(result.next?._id ?? null).toBe(next);
    expect(result.delayMs).toBe(delayMs);
  });
  it('closing the last leaves nothing', () => {
    expect(nextPopupAfterClose([ongoing('a')], 'a')).toEqual({ queue: [], next: null, delayMs: 0 });
  });
  it.each([
    [true, 1, true],
    [true, 0, false],
    [false, 3, false],
  ])('overlay: showPopup %s, queue %i → %s', (showPopup, queueLength, expected) => {
    expect(shouldShowPopupOverlay({ showPopup, queueLength })).toBe(expected);
  });
});
