import { describe, expect, it } from 'vitest';
import {
  adEligibility,
  adLoadReducer,
  adMissingRetailerMessage,
  adModeMatches,
  adPollTimes,
  adReservedHeight,
  adSlotPlan,
  bannerLayout,
  initialAdLoadState,
  SPONSORED_LABEL,
  isAdEligible,
  isAdHidden,
  missingAdWidgetSettings,
  resolveAdSlot,
  simulateAdLoad,
} from './ads.ts';
import type { AdBreakpoint, AdLoadState, AdMode, AdPlacementInput, RenderableAdType } from './ads.ts';

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
    ['carousel, nothing', 'carousel', {}, ['channelId', 'accountId', 'siteId', 'locationId', 'zone', 'strategy', 'maxItems', 'recommend']],
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
    [
      'loading, not rendered yet',
      initialAdLoadState,
      { type: 'poll', elapsedMs: 300, rendered: false },
      { status: 'LOADING', elapsedMs: 300 },
    ],
    ['rendered', initialAdLoadState, { type: 'poll', elapsedMs: 600, rendered: true }, { status: 'LOADED', elapsedMs: 600 }],
    [
      '4999 ms still loading',
      initialAdLoadState,
      { type: 'poll', elapsedMs: 4999, rendered: false },
      { status: 'LOADING', elapsedMs: 4999 },
    ],
    [
      '5000 ms not rendered',
      initialAdLoadState,
      { type: 'poll', elapsedMs: 5000, rendered: false },
      { status: 'NOT_LOADED', elapsedMs: 5000 },
    ],
    ['5000 ms rendered wins', initialAdLoadState, { type: 'poll', elapsedMs: 5000, rendered: true }, { status: 'LOADED', elapsedMs: 5000 }],
    [
      'LOADED is final',
      { status: 'LOADED', elapsedMs: 600 },
      { type: 'poll', elapsedMs: 9000, rendered: false },
      { status: 'LOADED', elapsedMs: 600 },
    ],
    [
      'NOT_LOADED is final',
      { status: 'NOT_LOADED', elapsedMs: 5000 },
      { type: 'poll', elapsedMs: 5300, rendered: true },
      { status: 'NOT_LOADED', elapsedMs: 5000 },
    ],
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

describe('adSlotPlan: one slot from its name to the ad-service call (spec 4, 8)', () => {
  const banner = {
    adType: 'banner',
    zoneId: 'gl-cart-sidecar',
    width: 300,
    height: 250,
    keyword: 'cart',
    strategy: 'contextual',
    maxItems: 0,
    recommend: '',
    suspenseOptions: { showSkeleton: true, minHeight: 250 },
  };
  const carousel = {
    adType: 'carousel',
    zoneId: 'gl-home-carousel',
    keyword: 'flower',
    catalog: 'menu',
    strategy: 'sponsored-products',
    maxItems: 8,
    recommend: 'trending',
  };
  const cards = { adType: 'product-card', zoneId: 'gl-search-card', strategy: 'sponsored-products', maxItems: 0 };
  const placements = {
    'cart-sidecar-desktop-banner': banner,
    'home-sponsored-carousel': carousel,
    'search-product-card': cards,
    clip: { adType: 'video' },
  };
  const base = {
    placements,
    channelId: 'greenleaf-web',
    adService: { isEnabled: true, accountId: 'acct', siteId: 'site', locationId: 'loc-mi' },
    retailerId: 'ret-mi-detroit',
    menuType: 'RECREATIONAL',
    breakpoint: 'desktop' as const,
  };
  const settings = {
    channelId: 'greenleaf-web',
    accountId: 'acct',
    siteId: 'site',
    locationId: 'loc-mi',
    retailerId: 'ret-mi-detroit',
    menuType: 'RECREATIONAL',
  };

  it.each<[string, Partial<Parameters<typeof adSlotPlan>[0]> & { slotName: string }, unknown]>([
    [
      'a banner: one creative',
      { slotName: 'cart-sidecar-desktop-banner', allowedModes: 'desktop' },
      {
        kind: 'request',
        adType: 'banner',
        placement: banner,
        request: {
          ...settings,
          slot: 'cart-sidecar-desktop-banner',
          adType: 'banner',
          zone: 'gl-cart-sidecar',
          strategy: 'contextual',
          keyword: 'cart',
          catalog: '',
          maxItems: 1,
          recommend: '',
        },
      },
    ],
    [
      'a carousel: maxItems and recommend',
      { slotName: 'home-sponsored-carousel' },
      {
        kind: 'request',
        adType: 'carousel',
        placement: carousel,
        request: {
          ...settings,
          slot: 'home-sponsored-carousel',
          adType: 'carousel',
          zone: 'gl-home-carousel',
          strategy: 'sponsored-products',
          keyword: 'flower',
          catalog: 'menu',
          maxItems: 8,
          recommend: 'trending',
        },
      },
    ],
    [
      'product cards with maxItems 0: one card',
      { slotName: 'search-product-card' },
      {
        kind: 'request',
        adType: 'product-card',
        placement: cards,
        request: {
          ...settings,
          slot: 'search-product-card',
          adType: 'product-card',
          zone: 'gl-search-card',
          strategy: 'sponsored-products',
          keyword: '',
          catalog: '',
          maxItems: 1,
          recommend: '',
        },
      },
    ],
    ['missing slot', { slotName: 'home-top' }, { kind: 'nothing', log: 'Slot with name "home-top" not found in config' }],
    ['video', { slotName: 'clip' }, { kind: 'nothing', log: null }],
    [
      'service off: not logged',
      { slotName: 'home-sponsored-carousel', adService: { isEnabled: false, accountId: 'acct', siteId: 'site' } },
      { kind: 'nothing', log: null },
    ],
    [
      'no retailer: logged',
      { slotName: 'home-sponsored-carousel', retailerId: null },
      { kind: 'nothing', log: 'Retailer ID missing for ad slot "home-sponsored-carousel"' },
    ],
    [
      'desktop slot on a phone',
      { slotName: 'cart-sidecar-desktop-banner', allowedModes: 'desktop', breakpoint: 'mobile' },
      { kind: 'nothing', log: null },
    ],
    [
      'no channel or location: logged',
      {
        slotName: 'cart-sidecar-desktop-banner',
        channelId: '',
        adService: { isEnabled: true, accountId: 'acct', siteId: 'site', locationId: ' ' },
      },
      { kind: 'nothing', log: 'Ad slot "cart-sidecar-desktop-banner" is missing required settings: channelId, locationId' },
    ],
    [
      'a carousel without maxItems or recommend: logged',
      { slotName: 'home-sponsored-carousel', placements: { 'home-sponsored-carousel': { ...carousel, maxItems: 0, recommend: '' } } },
      { kind: 'nothing', log: 'Ad slot "home-sponsored-carousel" is missing required settings: maxItems, recommend' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(adSlotPlan({ ...base, ...change })).toEqual(expected);
  });

  it.each<[RenderableAdType, AdPlacementInput, number]>([
    ['banner', banner, 250],
    ['banner', { height: 600, suspenseOptions: { minHeight: 250 } }, 600],
    ['banner', { height: 90, suspenseOptions: { minHeight: 0 } }, 90],
    ['carousel', { suspenseOptions: { minHeight: 320 } }, 320],
    ['product-card', { suspenseOptions: null }, 0],
  ])('%s reserves %o → %d px', (adType, placement, expected) => {
    expect(adReservedHeight(adType, placement)).toBe(expected);
  });

  it.each<[number, number, 'row' | 'column']>([
    [728, 90, 'row'],
    [970, 250, 'row'],
    [300, 250, 'column'],
    [300, 600, 'column'],
    [0, 0, 'column'],
  ])('banner %d×%d lays out as a %s', (width, height, expected) => {
    expect(bannerLayout(width, height)).toBe(expected);
  });

  it("every ad says 'Sponsored'", () => {
    expect(SPONSORED_LABEL).toBe('Sponsored');
  });
});
