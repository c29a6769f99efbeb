import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  BottomBar,
  bottomBarPropsFromCms,
  ProductCard,
  SiteFooter,
  siteFooterPropsFromCms,
  Ticker,
  tickerPropsFromCms,
  TodaysDeals,
  todaysDealsPropsFromCms,
} from '@storefront/components';
import { DesktopHeaderStory } from '../Chrome/DesktopHeaderStory.tsx';
import { HeaderStory } from '../Chrome/HeaderStory.tsx';
import { catalog } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { useStoryDeals } from '../support/deals.ts';
import { useStoryMenu } from '../support/menu.ts';
import { allRetailerModes } from '../../.storybook/modes.ts';
import { cmsArgTypes, type CmsControlArgs } from '../support/cmsControls.ts';

/** How many of the store's products the page shows under today's deals. */
const PRODUCTS_SHOWN = 8;

/** The home page's body: today's deals on the retailer's deal cards, then the store's products. */
function HomeBody() {
  const { config } = useStoryCms();
  const { deals } = useStoryDeals();
  const { menu } = useStoryMenu();
  return (
    <Box
      as="main"
      padding="lg"
      display="flex"
      flexDirection="column"
      gap="lg"
      style={{ maxWidth: 1280, marginInline: 'auto', width: '100%', boxSizing: 'border-box' }}
    >
      <Box as="h1" fontSize="xl" margin="none">
        {config.siteSettings.siteName}
      </Box>
      <TodaysDeals {...todaysDealsPropsFromCms(config)} deals={deals} />
      <Box as="section" aria-labelledby="preview-products" display="flex" flexDirection="column" gap="md">
        <Box as="h2" id="preview-products" fontSize="lg" margin="none">
          Shop the menu
        </Box>
        <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(clamp(160px, 20vw, 260px), 1fr))', gap: 16 }}>
          {menu.slice(0, PRODUCTS_SHOWN).map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              provider={config.initialSiteData.provider}
              menuType="RECREATIONAL"
              imageLoading="eager"
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The whole storefront home page themed by the CMS in use: the toolbar's demo retailer, or the JSON a
 * retailer pastes into the 'CMS preview' panel (issue 14, item 1). Ticker, the CMS header variant on
 * a phone and the desktop header above 768 px, today's deals on the retailer's deal card, products,
 * then the mobile bottom bar's design or the desktop footer: choose the viewport in the toolbar.
 */
// The CMS fields of Controls reach the page through the CMS decorator (cmsArgsPatch), not as props.
function StorefrontPreview(_cms: CmsControlArgs) {
  const { config } = useStoryCms();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const bottomBar = bottomBarPropsFromCms(config);
  return (
    <Box display="flex" flexDirection="column" style={{ minHeight: '100dvh' }}>
      <Ticker {...tickerPropsFromCms(config)} />
      <Box display={{ mobile: 'block', md: 'none' }}>
        <HeaderStory body={null} signedIn wishlistProductsCount={2} unseenCount={1} />
      </Box>
      <Box display={{ mobile: 'none', md: 'block' }}>
        <DesktopHeaderStory body={null} signedIn wishlistProductsCount={2} unseenCount={1} cartCount={3} />
      </Box>
      <HomeBody />
      <Box display={{ mobile: 'none', md: 'block' }}>
        <SiteFooter {...siteFooterPropsFromCms(config, catalog)} />
      </Box>
      <Box display={{ mobile: 'block', md: 'none' }} style={{ paddingBottom: 72 }}>
        <BottomBar {...bottomBar} pathname={pathname} cartCount={3} signedIn onNavigate={(href) => void navigate(href)} />
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Pages/Storefront preview',
  component: StorefrontPreview,
  // all-fixtures: the fourth demo retailer too (tests/visual/stories.ts).
  tags: ['screenshot', 'all-fixtures'],
  parameters: { chromatic: { modes: allRetailerModes } },
  // CMS fields in Controls: a variant, a colour, the site's name or a flag over the retailer's CMS.
  argTypes: cmsArgTypes,
} satisfies Meta<typeof StorefrontPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const products = within(canvas.getByRole('region', { name: 'Shop the menu' }));
    await expect(products.getAllByRole('img').length).toBeGreaterThanOrEqual(PRODUCTS_SHOWN);
  },
};

/**
 * The CMS fields of Controls over the retailer's CMS: header four, bottom bar seven, deal card three,
 * a plum primary colour and another site name (change them in the Controls panel's 'CMS' group).
 */
export const ChosenInControls: Story = {
  tags: ['!screenshot'],
  args: {
    cmsHeader: 'four',
    cmsBottomBar: 'seven',
    cmsDealCard: 'three',
    cmsPrimaryColor: '#7a2e8c',
    cmsSiteName: 'Plum Street Provisions',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Plum Street Provisions');
    await expect(canvasElement.querySelector('[data-header-variant]')).toHaveAttribute('data-header-variant', 'four');
    await expect(canvasElement.querySelector('[data-design]')).toHaveAttribute('data-design', 'seven');
    const themed = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[style*="--"]')]
      .map((el) => el.getAttribute('style') ?? '')
      .join(' ');
    await expect(themed.toLowerCase()).toContain('#7a2e8c');
  },
};
