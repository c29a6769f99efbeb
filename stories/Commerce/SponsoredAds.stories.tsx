import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdSlot, adSlotPlan, CART_SIDECAR_AD_PLACEMENT, SPONSORED_LABEL, SPONSORED_PRODUCTS_TITLE } from '@storefront/components';
import { sponsoredAdsFor } from '@storefront/demo-api';
import { brands } from '../support/catalog.ts';
import { useStoryMenu } from '../support/menu.ts';

type AdState = 'loaded' | 'loading' | 'none';

interface AdStoryArgs {
  slotName: string;
  breakpoint?: 'mobile' | 'desktop';
  /** The slot's allowed modes (the cart's banner is a desktop slot). */
  modes?: 'all' | 'mobile' | 'desktop';
  state?: AdState;
  /** A width like the slot's real place (the cart sidebar's banner, a page column). */
  width?: number;
}

/**
 * A named slot over the fixture's own CMS ad configuration (adSlotPlan), with the demo ad service's
 * creatives for the fixture's store (sponsoredAdsFor over the demo catalogue, priced with the deals
 * running on the runner's Friday). A fixture whose ad service is off previews its placements as if
 * it were on (the same demo account as the greenleaf fixture): designers see every retailer's slots.
 */
function AdSlotStory({ slotName, breakpoint = 'desktop', modes = 'all', state = 'loaded', width }: AdStoryArgs) {
  const { config, retailer, menu } = useStoryMenu();
  const service = config.adServiceConfig.isEnabled ? config.adServiceConfig : { isEnabled: true, accountId: 'acct-preview', siteId: 'site-preview', locationId: 'loc-preview' };
  const plan = adSlotPlan({
    slotName,
    placements: config.adConfig.placements,
    channelId: config.adConfig.channelId || 'preview-web',
    adService: service,
    retailerId: retailer.id,
    menuType: 'RECREATIONAL',
    breakpoint,
    allowedModes: modes,
  });
  const ads = plan.kind !== 'request' ? [] : state === 'loading' ? undefined : state === 'none' ? [] : sponsoredAdsFor({ request: plan.request, brands, menu });
  return (
    <div style={{ maxWidth: width }}>
      <AdSlot plan={plan} ads={ads} provider={config.initialSiteData.provider} menuType="RECREATIONAL" />
    </div>
  );
}

const slot = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-ad-slot]');
/** Waits for the slot's poll to see its creative (LOADED), so the screenshot shows it. */
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(slot(canvasElement)).toHaveAttribute('data-ad-status', 'LOADED'), { timeout: 3000 });
  await expect(within(canvasElement).getAllByText(SPONSORED_LABEL).length).toBeGreaterThan(0);
};

/**
 * Sponsored ad slots (spec 2.15, 4 "Ad loading"), placed by name from the CMS ad configuration:
 * a native banner, sponsored product cards and a sponsored carousel, each labelled 'Sponsored';
 * the loading skeleton is the creative's own frame, so the slot never changes height when the ads
 * arrive; an empty answer hides the slot after 5 s.
 */
const meta = {
  title: 'Commerce/SponsoredAds',
  component: AdSlotStory,
  tags: ['screenshot'],
  args: { slotName: CART_SIDECAR_AD_PLACEMENT, modes: 'desktop' },
} satisfies Meta<typeof AdSlotStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart sidebar's banner at the sidebar's width (each fixture's size: 300×250, or 300×600 for Mile High). */
export const CartSidecarBanner: Story = {
  tags: ['vp-desktop'],
  args: { width: 380 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: /^Sponsored .+ Shop / })).toHaveAttribute('href', expect.stringMatching(/^\/search\/brands\//));
  },
};

export const CartSidecarBannerLoading: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { width: 380, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The home page's wide banner (970×250 at Greenleaf, 728×90 at Copper State): a row on a desktop, stacked on a phone. */
export const HomeHeroBanner: Story = {
  tags: ['fixture-greenleaf', 'fixture-copper-state'],
  args: { slotName: 'home-hero-banner', modes: 'all' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

export const SponsoredCarousel: Story = {
  args: { slotName: 'home-sponsored-carousel', modes: 'all' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: SPONSORED_PRODUCTS_TITLE })).toBeInTheDocument();
  },
};

export const SponsoredCarouselLoading: Story = {
  tags: ['fixture-greenleaf'],
  args: { slotName: 'home-sponsored-carousel', modes: 'all', state: 'loading' },
};

export const SponsoredProductCards: Story = {
  tags: ['fixture-greenleaf', 'fixture-mile-high'],
  args: { slotName: 'search-product-card', modes: 'all' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getAllByRole('link', { name: /^Sponsored / }).length).toBeGreaterThan(0);
  },
};

/** The ad service answered with nothing: LOADING, then NOT_LOADED and hidden at 5 s (spec 4). Not a screenshot: there is nothing to see. */
export const NothingToShow: Story = {
  tags: ['!screenshot'],
  args: { state: 'none' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement)).toHaveAttribute('data-ad-status', 'LOADING');
    await waitFor(() => expect(slot(canvasElement)).toHaveAttribute('data-ad-status', 'NOT_LOADED'), { timeout: 7000, interval: 250 });
    await expect(slot(canvasElement)).not.toBeVisible();
  },
};

/** The cart's banner is a desktop slot: on a phone nothing renders and nothing is fetched. */
export const DesktopSlotOnAPhone: Story = {
  tags: ['!screenshot'],
  args: { breakpoint: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement)).toBeNull();
  },
};
