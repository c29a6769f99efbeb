import { describe, expect, it } from 'vitest';
import {
  adEligibility,
  adLoadReducer,
  adMissingRetailerMessage,
  adModeMatches,
  adPollTimes,
  initialAdLoadState,
  isAdEligible,
  isAdHidden,
  missingAdWidgetSettings,
  resolveAdSlot,
  simulateAdLoad,
} from './ads.ts';
import type { AdBreakpoint, AdLoadState, AdMode } from './ads.ts';

describe('ad eligibility (spec 4)', () => {
  const service = { isEnabled: true, accountId: 'acc', siteId: 'site' };
  const ok = { adService: service, retailerId: 'r1', breakpoint: 'mobile' as const };
  it.each<[string, Partial<Parameters<typeof adEligibility>[0]>, ReturnType<typeof adEligibility>]>([
    ['all hold (default mode all)', {}, { eligible: true }],
    ['service disabled', { adService: { ...service, isEnabled: false } }, { eligible: false, reason: 'service-disabled' }],
    ['no accountId', { adService: { ...service, accountId: '' } }, { eligible: false, reason: 'service-disabled' }],
    ['blank siteId', { adService: { ...service, siteId: '  ' } }, { eligible: false, reason: 'service-disabled' }],
    ['no service config', { adService: null }, { eligible: false, reason: 'service-disabled' }],
    ['no retailer id', { retailerId: undefined }, { eligible: false, reason: 'missing-retailer' }],
    ['blank retailer id', { retailerId: ' ' }, { eligible: false, reason: 'missing-retailer' }],
    ['desktop-only on mobile', { allowedModes: 'desktop' }, { eligible: false, reason: 'breakpoint' }],
    ['mobile-only on mobile', { allowedModes: ['mobile'] }, { eligible: true }],
  ])('%s', (_name, change, expected) => {
    expect(adEligibility({ ...ok, ...change })).toEqual(expected);
    expect(isAdEligible({ ...ok, ...change })).toBe(expected.eligible);
  });

  it.each<[AdBreakpoint, AdMode | AdMode[] | null | undefined, boolean]>([
    ['mobile', undefined, true],
    ['desktop', null, true],
    ['desktop', 'all', true],
    ['desktop', 'desktop', true],
    ['desktop', 'mobile', false],
    ['mobile', ['desktop'], false],
    ['mobile', ['desktop', 'mobile'], true],
    ['mobile', [], false],
  ])('breakpoint %s, modes %o → %s', (breakpoint, modes, expected) => {
    expect(adModeMatches(breakpoint, modes)).toBe(expected);
  });
  it('missing-retailer log line', () => {
    expect(adMissingRetailerMessage('cart-sidecar-desktop-banner')).toBe('Retailer ID missing for ad slot "cart-sidecar-desktop-banner"');
  });
});

describe('resolveAdSlot', () => {
  const placements = {
    'cart-sidecar-desktop-banner': { adType: 'banner', zoneId: 'z1' },
    cards: { adType: 'product-card' },
    carousel: { adType: 'carousel' },
    clip: { adType: 'video' },
    odd: { adType: 'popunder' },
    untyped: { adType: null },
  };
  it.each<[string, unknown]>([
    ['cart-sidecar-desktop-banner', { kind: 'render', adType: 'banner', placement: placements['cart-sidecar-desktop-banner'] }],
    ['cards', { kind: 'render', adType: 'product-card', placement: placements.cards }],
    ['carousel', { kind: 'render', adType: 'carousel', placement: placements.carousel }],
    ['clip', { kind: 'nothing', log: null }],
    ['odd', { kind: 'nothing', log: 'Unknown ad type: popunder' }],
    ['untyped', { kind: 'nothing', log: 'Unknown ad type: ' }],
    ['home-top', { kind: 'nothing', log: 'Slot with name "home-top" not found in config' }],
    ['toString', { kind: 'nothing', log: 'Slot with name "toString" not found in config' }],
  ])('%s', (slotName, expected) => {
    expect(resolveAdSlot(placements, slotName)).toEqual(expected);
  });
  it('no placements map', () => {
    expect(resolveAdSlot(null, 'x')).toEqual({ kind: 'nothing', log: 'Slot with name "x" not found in config' });
  });
});

describe('required widget settings (spec 8)', () => {
  const full = { channelId: 'c', accountId: 'a', siteId: 's', locationId: 'l', zone: 'z', strategy: 'st', maxItems: 0, recommend: false };
  it.each<[string, string, Record<string, unknown>, string[]]>([
    ['banner, all present', 'banner', full, []],
    ['carousel, all present (0 and false count)', 'carousel', full, []],
    ['banner, nothing', 'banner', {}, ['channelId', 'accountId', 'siteId', 'locationId', 'zone', 'strategy']],
    [
      'carousel, nothing',
      'carousel',
      {},
      ['channelId', 'accountId', 'siteId', 'locationId', 'zone', 'strategy', 'maxItems', 'recommend'],
    ],
    ['carousel, blank recommend', 'carousel', { ...full, recommend: ' ' }, ['recommend']],
    ['product-card ignores carousel keys', 'product-card', { ...full, maxItems: null, recommend: undefined }, []],
    ['null zone', 'banner', { ...full, zone: null }, ['zone']],
  ])('%s', (_name, adType, settings, expected) => {
    expect(missingAdWidgetSettings(adType, settings)).toEqual(expected);
  });
});

describe('ad load state machine (300 ms polling, 5 s timeout)', () => {
  it('polls every 300 ms before 5000 ms, then times out at 5000 ms', () => {
    const times = adPollTimes();
    expect(times.slice(0, 3)).toEqual([300, 600, 900]);
    expect(times.at(-2)).toBe(4800);
    expect(times.at(-1)).toBe(5000);
    expect(times).toHaveLength(17);
  });

  it.each<[string, AdLoadState, Parameters<typeof adLoadReducer>[1], AdLoadState]>([
    ['loading, not rendered yet', initialAdLoadState, { type: 'poll', elapsedMs: 300, rendered: false }, { status: 'LOADING', elapsedMs: 300 }],
    ['rendered', initialAdLoadState, { type: 'poll', elapsedMs: 600, rendered: true }, { status: 'LOADED', elapsedMs: 600 }],
    ['4999 ms still loading', initialAdLoadState, { type: 'poll', elapsedMs: 4999, rendered: false }, { status: 'LOADING', elapsedMs: 4999 }],
    ['5000 ms not rendered', initialAdLoadState, { type: 'poll', elapsedMs: 5000, rendered: false }, { status: 'NOT_LOADED', elapsedMs: 5000 }],
    ['5000 ms rendered wins', initialAdLoadState, { type: 'poll', elapsedMs: 5000, rendered: true }, { status: 'LOADED', elapsedMs: 5000 }],
    ['LOADED is final', { status: 'LOADED', elapsedMs: 600 }, { type: 'poll', elapsedMs: 9000, rendered: false }, { status: 'LOADED', elapsedMs: 600 }],
    ['NOT_LOADED is final', { status: 'NOT_LOADED', elapsedMs: 5000 }, { type: 'poll', elapsedMs: 5300, rendered: true }, { status: 'NOT_LOADED', elapsedMs: 5000 }],
    ['reset', { status: 'NOT_LOADED', elapsedMs: 5000 }, { type: 'reset' }, { status: 'LOADING', elapsedMs: 0 }],
  ])('%s', (_name, state, event, expected) => {
    expect(adLoadReducer(state, event)).toEqual(expected);
  });

  it.each<[number | null, AdLoadState]>([
    [0, { status: 'LOADED', elapsedMs: 300 }],
    [301, { status: 'LOADED', elapsedMs: 600 }],
    [4800, { status: 'LOADED', elapsedMs: 4800 }],
    [4900, { status: 'LOADED', elapsedMs: 5000 }],
    [5001, { status: 'NOT_LOADED', elapsedMs: 5000 }],
    [null, { status: 'NOT_LOADED', elapsedMs: 5000 }],
  ])('widget rendering at %s ms → %o', (renderedAtMs, expected) => {
    expect(simulateAdLoad(renderedAtMs)).toEqual(expected);
  });

  it.each([
    ['LOADING', false],
    ['LOADED', false],
    ['NOT_LOADED', true],
  ] as const)('%s hidden → %s', (status, hidden) => {
    expect(isAdHidden(status)).toBe(hidden);
  });
});
