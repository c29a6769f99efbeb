/** Ads, abandoned cart, chat platform and the search page. */
import { z } from 'zod/mini';
import { adTypes } from '../../rules/commerce/ads.ts';
import { block, colour, count, flag, image, list, text } from '../fields.ts';

/** Spec 3 "Ad placement". Numbers 0 and strings '' mean "not set". */
export const adPlacementSchema = z.object({
  adType: z.enum(adTypes),
  zoneId: text(''),
  width: count(0),
  height: count(0),
  keyword: text(''),
  catalog: text(''),
  strategy: text(''),
  cardMinWidth: count(0),
  cardMaxWidth: count(0),
  maxItems: count(0),
  recommend: text(''),
  suspenseOptions: block({
    /** Show a skeleton of the placement's size while the ad loads. */
    showSkeleton: flag(true),
    minHeight: count(0),
  }),
});

export const adConfigSchema = block({
  channelId: text(''),
  /** Keyed by placement name, e.g. 'cart-sidecar-desktop-banner' (spec 2.10). */
  placements: z._default(z.record(z.string(), adPlacementSchema), () => ({})),
});

export const adServiceConfigSchema = block({
  accountId: text(''),
  siteId: text(''),
  isEnabled: flag(false),
  locationId: text(''),
});

export const abandonedCartCampaignSettingSchema = z.object({
  isActive: flag(false),
  /** Milliseconds after which a cart counts as abandoned (ours: 1 h when unset). */
  triggerTiming: count(3_600_000),
});

export const abandonedCartNotificationSettingsSchema = block({
  isActive: flag(false),
  /** Milliseconds (ours: 30 min when unset). */
  delay: count(1_800_000),
});

/** Extension: the installable web app (issue 12 item 5): its manifest's name, colours and icons. */
export const webAppIconSchema = z.object({
  image: image(),
  /** e.g. '192x192'; '' = 'any'. */
  sizes: text(''),
  /** e.g. 'image/png'; '' = from the file's extension. */
  type: text(''),
  /** 'any', 'maskable' or 'monochrome'; '' = 'any'. */
  purpose: text(''),
});

export const webAppSchema = block({
  /** '' = siteSettings.siteName. */
  name: text(''),
  /** Under the home-screen icon; '' = the name (cut to 12 characters). */
  shortName: text(''),
  description: text(''),
  /** '' = the theme's primary colour. */
  themeColor: colour(),
  /** The splash screen; '' = the page background colour. */
  backgroundColor: colour(),
  /** Square icons, at least 192x192 and 512x512 PNG for installation; none = the built-in icons. */
  icons: list(webAppIconSchema, 10),
});

export const chatPlatformSchema = block({
  /** null or blank = no chat platform: 'Chat with Retailer' is hidden (spec 6). */
  platform: z._default(z.nullable(z.string()), null),
  /** The platform's account or widget id. */
  accountId: text(''),
});

export const searchPageItemSchema = z.object({
  title: text('Search'),
  placeholder: text('Type here to search products'),
  topBrandsTitle: text('Top Brands'),
  trendingProductsTitle: text('Trending Products'),
  bannerImage: image(),
  bannerImageAlt: text(''),
  bannerLink: text(''),
});
