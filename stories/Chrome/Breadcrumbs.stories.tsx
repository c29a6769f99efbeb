import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLocation } from 'react-router';
import { Box } from '@storefront/tokens/box';
import { Breadcrumbs, breadcrumbPropsFromCms, brandPath, dealCollectionPath, productPath, type SiteConfig } from '@storefront/components';
import { brands, products, specials } from '@storefront/fixtures/catalog';
import { useStoryCms } from '../support/cms.tsx';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** The routes of spec 2.2 worth seeing side by side; catalogue paths are built by the path rules. */
function routeTable(config: SiteConfig): Array<{ name: string; route: string }> {
  return [
    { name: 'Product page', route: productPath(products[0]?.productSlug) ?? '/product/x' },
    { name: 'Create ticket', route: '/create-ticket' },
    {
      name: 'Deals collection',
      route:
        dealCollectionPath({ specialSlug: specials[0]?.urlSlug, origin: 'dealsCollection', category: 'flower' }) ??
        '/deals-collection/category',
    },
    { name: 'Shop brand', route: brandPath(brands[0], config.siteSettings) ?? '/shop/brand/x' },
    { name: 'Terms', route: '/terms-and-conditions' },
    { name: 'State store directory', route: '/mi' },
    { name: 'Blog post', route: '/blog/some-post' },
    { name: 'Hidden route', route: '/sign-in' },
  ];
}

/** Breadcrumbs for the story's current route (parameters.route), as the storefront renders them. */
function RouteBreadcrumbs() {
  const { config } = useStoryCms();
  const { pathname } = useLocation();
  return (
    <Box paddingX="lg">
      <Breadcrumbs {...breadcrumbPropsFromCms(pathname, config)} />
    </Box>
  );
}

/** Every route of the table, stacked: the route, then its trail (or the note that it is hidden). */
function BreadcrumbsTable() {
  const { config } = useStoryCms();
  return (
    <Box as="main" padding="lg">
      <Box as="h1" fontSize="xl" marginTop="none">
        Breadcrumbs by route
      </Box>
      <Box as="ul" display="flex" flexDirection="column" gap="md" margin="none" padding="none" style={{ listStyle: 'none' }}>
        {routeTable(config).map(({ name, route }) => {
          const props = breadcrumbPropsFromCms(route, config);
          return (
            <Box as="li" key={route} background="surface" borderRadius="md" paddingX="lg" paddingY="sm">
              <Box as="p" fontSize="sm" color="muted" margin="none">
                {name}: <code>{route}</code>
              </Box>
              {props.crumbs ? (
                <Breadcrumbs {...props} label={`Breadcrumb: ${name}`} />
              ) : (
                <Box as="p" fontSize="sm" margin="none" paddingY="sm">
                  No breadcrumbs on this route.
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Chrome/Breadcrumbs',
  decorators: [withRouterLinks],
  parameters: { layout: 'fullscreen' },
  render: () => <RouteBreadcrumbs />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteTable: Story = {
  tags: ['screenshot', 'full-page'],
  render: () => <BreadcrumbsTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ticket = canvas.getByRole('navigation', { name: 'Breadcrumb: Create ticket' });
    await expect(
      within(ticket)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Customer Support', 'Create Ticket']);
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb: Hidden route' })).not.toBeInTheDocument();
    // One JSON-LD list per visible trail.
    await expect(canvasElement.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(7);
  },
};

export const ProductPage: Story = {
  tags: ['screenshot', 'vp-mobile'],
  parameters: { route: productPath(products[0]?.productSlug) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Product Details')).toHaveAttribute('aria-current', 'page');
    const jsonLd = JSON.parse(nav.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
      itemListElement: Array<{ name: string; position: number }>;
    };
    await expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Home', 'Shop', 'Product Details']);
  },
};

export const ShopBrand: Story = {
  tags: ['screenshot', 'vp-mobile', 'fixture-greenleaf'],
  parameters: { route: `/shop/brand/${brands[0]?.urlSlug ?? 'x'}` },
};

export const DealsCollection: Story = {
  tags: ['screenshot', 'vp-desktop', 'fixture-copper-state'],
  parameters: { route: `/deals-collection/flower?specialSlug=${specials[0]?.urlSlug ?? 'x'}` },
};

/** Hidden route (spec 2.2): nothing renders. */
export const HiddenOnSignIn: Story = {
  parameters: { route: '/sign-in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
