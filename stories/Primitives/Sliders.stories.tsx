import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  Carousel,
  HorizontalScroller,
  SLIDER_DEFAULT_SLIDES_PER_VIEW,
  SLIDER_SLIDES_PER_VIEW_769,
  SmartLink,
  brandPath,
  menuLinkTarget,
  type Brand,
} from '@storefront/components';
import { brands } from '@storefront/fixtures/catalog';
import { useStoryCms } from '../support/cms.tsx';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** Spec 9 default slider: 4 per view, 3 from 769 px; 5 stands in for "the configured value" at 1280 px. */
const sliderBreakpoints = { md: { slidesPerView: SLIDER_SLIDES_PER_VIEW_769 }, lg: { slidesPerView: 5 } };

function BrandCard({ brand }: { brand: Brand }) {
  const { config } = useStoryCms();
  return (
    <Box
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="sm"
      padding="md"
      background="surface"
      borderRadius="md"
      boxShadow="sm"
    >
      <img src={brand.imageUrl} alt="" width={96} height={96} />
      <SmartLink href={brandPath(brand, config.siteSettings)}>{brand.brandName}</SmartLink>
    </Box>
  );
}

function SliderDemo({ count }: { count: number }) {
  return (
    <Box as="main" padding="lg">
      <Carousel
        label="Top brands"
        items={brands.slice(0, count)}
        getKey={(brand) => brand.id}
        slidesPerView={SLIDER_DEFAULT_SLIDES_PER_VIEW}
        breakpoints={sliderBreakpoints}
        renderItem={(brand) => <BrandCard brand={brand} />}
      />
    </Box>
  );
}

const meta = {
  title: 'Primitives/Sliders',
  decorators: [withRouterLinks],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight brands: a Swiper carousel with labelled previous / next buttons (no autoplay). */
export const BrandCarousel: Story = {
  tags: ['screenshot'],
  render: () => <SliderDemo count={8} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Top brands' });
    const previous = within(region).getByRole('button', { name: 'Previous slides' });
    const next = within(region).getByRole('button', { name: 'Next slides' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

/** Three brands fit at every breakpoint: a static row, same slide widths, no controls. */
export const StaticRowFallback: Story = {
  tags: ['screenshot'],
  render: () => <SliderDemo count={3} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Top brands' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).queryByRole('button', { name: 'Next slides' })).not.toBeInTheDocument();
  },
};

function MenuChips() {
  const { config } = useStoryCms();
  const context = { placement: 'header' as const, ...config.siteSettings };
  const links = [...config.menuLinkWidgetCmsData.links, ...config.menuLinkWidgetCmsData.links.flatMap((link) => link.subLinks)];
  return (
    <Box as="main" padding="lg" style={{ maxWidth: 520 }}>
      <HorizontalScroller label="Menu links" as="ul" gap="sm">
        {links.map((link, index) => (
          <Box as="li" key={`${index}-${link.label}`} style={{ listStyle: 'none' }}>
            <SmartLink href={menuLinkTarget(link, context)}>
              <Box as="span" display="inline-block" paddingX="md" paddingY="xs" borderRadius="pill" background="surface" color="text">
                {link.label}
              </Box>
            </SmartLink>
          </Box>
        ))}
      </HorizontalScroller>
    </Box>
  );
}

/** The CMS menu links in a scroll-snap row with faded edges; a focusable region once it overflows. */
export const ScrollerRow: Story = {
  tags: ['screenshot', 'vp-mobile'],
  render: () => <MenuChips />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await waitFor(() => expect(list).toHaveAttribute('tabindex', '0'));
    await expect(list).toHaveAccessibleName('Menu links');
  },
};
