import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { BrandStrip, brandPath, HOME_BRANDS_LIMIT, HomeHero, homeSections, type HomeHeroSection } from '@storefront/components';
import { brands } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

type View = 'hero' | 'brands';

/**
 * The home page's CMS sections (homePageSectionsCms, read by homeSections): the retailer's hero
 * banner and the brands row. Today's deals, the ad slots, categories and trending products are
 * widgets of their own (Deals/TodaysDeals, Commerce/SponsoredAds, Commerce/ProductCard).
 */
function HomeSectionsStory({ view }: { view: View }) {
  const { config } = useStoryCms();
  const sections = homeSections(config.homePageSectionsCms.sections);
  const hero = sections.find((section): section is HomeHeroSection => section.type === 'hero');
  return (
    <Box as="main" padding="lg" style={{ maxWidth: 1280, marginInline: 'auto' }}>
      {view === 'hero' ? (
        hero ? (
          <HomeHero hero={hero} priority />
        ) : (
          <p>This retailer's home page has no hero.</p>
        )
      ) : (
        <BrandStrip
          brands={brands.slice(0, HOME_BRANDS_LIMIT)}
          href={(brand) => brandPath(brand, config.siteSettings)}
          label="Shop by Brand"
        />
      )}
    </Box>
  );
}

const meta = {
  title: 'Content/Home sections',
  component: HomeSectionsStory,
  tags: ['screenshot'],
  args: { view: 'hero' },
} satisfies Meta<typeof HomeSectionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each retailer's hero from its CMS: text on the retailer's colour beside the image (under it on a phone), the button in the accent colour. */
export const Hero: Story = {
  play: async ({ canvasElement }) => {
    const hero = canvasElement.querySelector('[data-home-hero]');
    await expect(hero).not.toBeNull();
    const heading = within(hero as HTMLElement).getByRole('heading', { level: 2 });
    await expect(heading.textContent?.length).toBeGreaterThan(0);
    const image = (hero as HTMLElement).querySelector('img');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** No image: the text alone on the retailer's colour, the full width. */
export const HeroWithoutImage: Story = {
  tags: ['fixture-greenleaf', 'vp-desktop'],
  parameters: {
    cms: {
      patch: {
        homePageSectionsCms: {
          sections: [
            {
              type: 'hero',
              title: 'Holiday hours',
              subtitle: 'Open 9 AM to 6 PM on December 24 and 31.',
              buttonText: 'Find your store',
              buttonLink: '/find-a-dispensary',
            },
          ],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Holiday hours' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-home-hero] img')).toBeNull();
  },
};

/** A javascript: button link from the CMS: the hero shows without the button (safeHref). */
export const HeroWithAnUnsafeLink: Story = {
  tags: ['fixture-greenleaf', '!screenshot'],
  parameters: {
    cms: {
      patch: {
        homePageSectionsCms: { sections: [{ type: 'hero', title: 'Click me', buttonText: 'Go', buttonLink: 'javascript:alert(1)' }] },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Click me' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The brands row: logo tiles (initials where a brand has no usable image), each a link to the brand's page. */
export const Brands: Story = {
  tags: ['fixture-greenleaf'],
  args: { view: 'brands' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(Math.min(brands.length, HOME_BRANDS_LIMIT));
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/shop\/brand\//);
  },
};
