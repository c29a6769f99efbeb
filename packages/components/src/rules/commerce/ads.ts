/**
 * Sponsored ads, spec 3 ("Ad placement"), 4 ("Ad loading") and 8 (the ad rows of the error
 * catalogue). Polling and timers belong to the caller; the reducer decides the state from the
 * elapsed time.
 */
import { AD_POLL_INTERVAL_MS, AD_TIMEOUT_MS } from '../constants.ts';

export const adTypes = ['banner', 'video', 'product-card', 'carousel'] as const;
export type AdType = (typeof adTypes)[number];
export type RenderableAdType = Exclude<AdType, 'video'>;
/** The ad types a slot renders ('video' renders nothing): the ad-type gallery's table. */
export const renderableAdTypes = ['banner', 'product-card', 'carousel'] as const satisfies readonly RenderableAdType[];

export const adModes = ['all', 'mobile', 'desktop'] as const;
export type AdMode = (typeof adModes)[number];
export type AdBreakpoint = Exclude<AdMode, 'all'>;
export const DEFAULT_AD_MODE: AdMode = 'all';

export const adLoadStatuses = ['LOADING', 'LOADED', 'NOT_LOADED'] as const;
export type AdLoadStatus = (typeof adLoadStatuses)[number];

/** Logged when a slot name is not in the placements map (spec 8, verbatim). */
export function adSlotNotFoundMessage(slotName: string): string {
  return `Slot with name "${slotName}" not found in config`;
}

/** Logged for an ad type outside banner | video | product-card | carousel (spec 8, verbatim). */
export function unknownAdTypeMessage(type: string): string {
  return `Unknown ad type: ${type}`;
}

/** Logged when no retailer id is present (spec 8 says "Logged"; the wording is ours). */
export function adMissingRetailerMessage(slotName: string): string {
  return `Retailer ID missing for ad slot "${slotName}"`;
}

// ── Eligibility ──
export interface AdServiceInput {
  isEnabled?: boolean | null;
  accountId?: string | null;
  siteId?: string | null;
}

const filled = (value: unknown): boolean => value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

/** The breakpoint matches when the allowed modes (default 'all') include 'all' or the breakpoint. */
export function adModeMatches(breakpoint: AdBreakpoint, allowedModes?: AdMode | readonly AdMode[] | null): boolean {
  const modes: readonly AdMode[] =
    allowedModes === null || allowedModes === undefined
      ? [DEFAULT_AD_MODE]
      : typeof allowedModes === 'string'
        ? [allowedModes]
        : allowedModes;
  return modes.includes('all') || modes.includes(breakpoint);
}

export type AdEligibility = { eligible: true } | { eligible: false; reason: 'service-disabled' | 'missing-retailer' | 'breakpoint' };

/**
 * An ad shows only when: the ad service is enabled with an accountId and a siteId; a retailer id
 * is present; the breakpoint matches the allowed modes (default 'all'). The first failing
 * condition is the reason (only 'missing-retailer' is logged, spec 8).
 */
export function adEligibility(input: {
  adService?: AdServiceInput | null;
  retailerId?: string | null;
  breakpoint: AdBreakpoint;
  allowedModes?: AdMode | readonly AdMode[] | null;
}): AdEligibility {
  const service = input.adService;
  if (!service?.isEnabled || !filled(service.accountId) || !filled(service.siteId)) {
    return { eligible: false, reason: 'service-disabled' };
  }
  if (!filled(input.retailerId)) return { eligible: false, reason: 'missing-retailer' };
  if (!adModeMatches(input.breakpoint, input.allowedModes)) return { eligible: false, reason: 'breakpoint' };
  return { eligible: true };
}

export const isAdEligible = (input: Parameters<typeof adEligibility>[0]): boolean => adEligibility(input).eligible;

// ── Slot resolution ──
export type AdSlotDecision<P> = { kind: 'render'; adType: RenderableAdType; placement: P } | { kind: 'nothing'; log: string | null };

const isAdType = (value: unknown): value is AdType => (adTypes as readonly unknown[]).includes(value);

/**
 * Looks a slot up by name in the placements map: missing → nothing, logged
 * 'Slot with name "{slotName}" not found in config'; 'video' → nothing, not logged; a type outside
 * the four → nothing, logged 'Unknown ad type: {type}'; else render.
 */
export function resolveAdSlot<P extends { adType?: string | null }>(
  placements: Readonly<Record<string, P>> | null | undefined,
  slotName: string,
): AdSlotDecision<P> {
  const placement = placements && Object.hasOwn(placements, slotName) ? placements[slotName] : undefined;
  if (!placement) return { kind: 'nothing', log: adSlotNotFoundMessage(slotName) };
  const type = placement.adType;
  if (!isAdType(type)) return { kind: 'nothing', log: unknownAdTypeMessage(String(type ?? '')) };
  if (type === 'video') return { kind: 'nothing', log: null };
  return { kind: 'render', adType: type, placement };
}

// ── Required widget settings ──
export const AD_WIDGET_REQUIRED_SETTINGS = ['channelId', 'accountId', 'siteId', 'locationId', 'zone', 'strategy'] as const;
export const AD_CAROUSEL_REQUIRED_SETTINGS = [...AD_WIDGET_REQUIRED_SETTINGS, 'maxItems', 'recommend'] as const;

/**
 * The required widget settings that are missing (null, undefined or blank), in the spec's order:
 * channelId, accountId, siteId, locationId, zone and strategy; for carousels also maxItems and
 * recommend. 0 and false count as present.
 */
export function missingAdWidgetSettings(adType: string, settings: Readonly<Record<string, unknown>>): string[] {
  const required = adType === 'carousel' ? AD_CAROUSEL_REQUIRED_SETTINGS : AD_WIDGET_REQUIRED_SETTINGS;
  return required.filter((key) => !filled(settings[key]));
}

// ── Load state machine ──
export interface AdLoadState {
  status: AdLoadStatus;
  elapsedMs: number;
}

export const initialAdLoadState: AdLoadState = { status: 'LOADING', elapsedMs: 0 };

export type AdLoadEvent = { type: 'poll'; elapsedMs: number; rendered: boolean } | { type: 'reset' };

/**
 * LOADING → LOADED as soon as a poll sees the widget rendered; LOADING → NOT_LOADED on a poll at or
 * after AD_TIMEOUT_MS (5000 ms) that does not see it. LOADED and NOT_LOADED are final until reset.
 */
export function adLoadReducer(state: AdLoadState, event: AdLoadEvent): AdLoadState {
  if (event.type === 'reset') return initialAdLoadState;
  if (state.status !== 'LOADING') return state;
  if (event.rendered) return { status: 'LOADED', elapsedMs: event.elapsedMs };
  return { status: event.elapsedMs >= AD_TIMEOUT_MS ? 'NOT_LOADED' : 'LOADING', elapsedMs: event.elapsedMs };
}

/** Poll times: every AD_POLL_INTERVAL_MS (300 ms) before the timeout, then the timeout itself. */
export function adPollTimes(): number[] {
  const times: number[] = [];
  for (let t = AD_POLL_INTERVAL_MS; t < AD_TIMEOUT_MS; t += AD_POLL_INTERVAL_MS) times.push(t);
  times.push(AD_TIMEOUT_MS);
  return times;
}

/** Runs the reducer over the poll times for a widget that renders at `renderedAtMs` (null: never). */
export function simulateAdLoad(renderedAtMs: number | null): AdLoadState {
  return adPollTimes().reduce<AdLoadState>(
    (state, t) => adLoadReducer(state, { type: 'poll', elapsedMs: t, rendered: renderedAtMs !== null && t >= renderedAtMs }),
    initialAdLoadState,
  );
}

/** NOT_LOADED ads are hidden. */
export function isAdHidden(status: AdLoadStatus): boolean {
  return status === 'NOT_LOADED';
}

// ── One slot, start to finish ──
/** The label every ad carries (spec 2.15: a sponsored placement says so). */
export const SPONSORED_LABEL = 'Sponsored';
/** The sponsored carousel's heading (ours). */
export const SPONSORED_PRODUCTS_TITLE = 'Sponsored products';

/** What a placement holds (spec 3 "Ad placement"; the CMS parser gives numbers 0 and strings '' for "not set"). */
export interface AdPlacementInput {
  adType?: string | null;
  zoneId?: string | null;
  width?: number | null;
  height?: number | null;
  keyword?: string | null;
  catalog?: string | null;
  strategy?: string | null;
  cardMinWidth?: number | null;
  cardMaxWidth?: number | null;
  maxItems?: number | null;
  recommend?: string | null;
  suspenseOptions?: { showSkeleton?: boolean | null; minHeight?: number | null } | null;
}

/** The call a slot makes to the ad service: the widget settings of spec 8 plus what the placement asks for. */
export interface AdRequest {
  slot: string;
  adType: RenderableAdType;
  channelId: string;
  accountId: string;
  siteId: string;
  locationId: string;
  zone: string;
  strategy: string;
  keyword: string;
  catalog: string;
  /** How many creatives: 1 for a banner, maxItems (at least 1) for product cards, maxItems for a carousel. */
  maxItems: number;
  recommend: string;
  retailerId: string;
  menuType: string;
}

export type AdSlotPlan =
  | { kind: 'nothing'; log: string | null }
  | { kind: 'request'; adType: RenderableAdType; placement: AdPlacementInput; request: AdRequest };

/** Logged when the widget settings are incomplete (spec 8 lists them; the wording is ours). */
export function adMissingSettingsMessage(slotName: string, missing: readonly string[]): string {
  return `Ad slot "${slotName}" is missing required settings: ${missing.join(', ')}`;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Everything a named slot decides before it calls the ad service (spec 4 "Ad loading", 8): the
 * placement by name (resolveAdSlot: missing or unknown type → logged, 'video' → nothing), the
 * eligibility (adEligibility: service on with accountId and siteId, a retailer id — logged when
 * missing —, the breakpoint in the slot's allowed modes), then the required widget settings
 * (missingAdWidgetSettings: logged). Otherwise the request.
 */
export function adSlotPlan(input: {
  slotName: string;
  placements: Readonly<Record<string, AdPlacementInput>> | null | undefined;
  channelId?: string | null;
  adService?: (AdServiceInput & { locationId?: string | null }) | null;
  retailerId?: string | null;
  menuType?: string | null;
  breakpoint: AdBreakpoint;
  allowedModes?: AdMode | readonly AdMode[] | null;
}): AdSlotPlan {
  const slot = resolveAdSlot(input.placements, input.slotName);
  if (slot.kind === 'nothing') return slot;
  const eligibility = adEligibility(input);
  if (!eligibility.eligible)
    return { kind: 'nothing', log: eligibility.reason === 'missing-retailer' ? adMissingRetailerMessage(input.slotName) : null };
  const { placement, adType } = slot;
  const maxItems = placement.maxItems ?? 0;
  const settings = {
    channelId: textOf(input.channelId),
    accountId: textOf(input.adService?.accountId),
    siteId: textOf(input.adService?.siteId),
    locationId: textOf(input.adService?.locationId),
    zone: textOf(placement.zoneId),
    strategy: textOf(placement.strategy),
    // 0 is "not set" in the CMS: a carousel needs a real count.
    maxItems: adType === 'carousel' && maxItems <= 0 ? null : maxItems,
    recommend: textOf(placement.recommend),
  };
  const missing = missingAdWidgetSettings(adType, settings);
  if (missing.length > 0) return { kind: 'nothing', log: adMissingSettingsMessage(input.slotName, missing) };
  return {
    kind: 'request',
    adType,
    placement,
    request: {
      slot: input.slotName,
      adType,
      ...settings,
      keyword: textOf(placement.keyword),
      catalog: textOf(placement.catalog),
      maxItems: adType === 'banner' ? 1 : Math.max(1, maxItems),
      retailerId: textOf(input.retailerId),
      menuType: textOf(input.menuType),
    },
  };
}

/**
 * The space a slot holds from the first paint to the end (nothing shifts, CLS): the larger of
 * suspenseOptions.minHeight and a banner's own height; product cards and carousels hold their
 * minHeight.
 */
export function adReservedHeight(adType: RenderableAdType, placement: AdPlacementInput): number {
  const min = Math.max(0, placement.suspenseOptions?.minHeight ?? 0);
  return adType === 'banner' ? Math.max(min, placement.height ?? 0) : min;
}

/** A banner's layout: wide placements (at least twice as wide as high, e.g. 728×90, 970×250) lay out in a row. */
export function bannerLayout(width: number, height: number): 'row' | 'column' {
  return width > 0 && height > 0 && width / height >= 2 ? 'row' : 'column';
}
