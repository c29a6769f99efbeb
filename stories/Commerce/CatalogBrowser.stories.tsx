import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  applyCatalogFilters,
  CatalogBrowser,
  catalogFacets,
  catalogSort,
  CLEAR_FILTERS_LABEL,
  compareProducts,
  emptyCatalogFilters,
  NO_MATCH_MESSAGE,
  ProductCard,
  productCountLabel,
  REMOVE_FILTER_PREFIX,
  showProductsLabel,
  SORT_LABEL,
  type CatalogFilters,
  type CatalogSortValue,
  type FacetKey,
} from '@storefront/components';
import { storyCategory, useStoryMenu } from '../support/menu.ts';

interface BrowserStoryArgs {
  /** The shopper's choice the page opens with (as the URL would carry it). */
  chosen?: Partial<CatalogFilters>;
  sort?: CatalogSortValue;
  /** The facets the page fixes (a category page's category). */
  hidden?: FacetKey[];
}

/**
 * The fixture's store's menu through the catalogue's own rules (catalogFacets, applyCatalogFilters,
 * compareProducts): what the demo API answers a catalogue page with, recomputed on every change.
 */
function BrowserStory({ chosen = {}, sort: startSort = 'popular', hidden = [] }: BrowserStoryArgs) {
  const { config, menu } = useStoryMenu();
  const [state, setState] = useState<{ filters: CatalogFilters; sort: CatalogSortValue }>({
    filters: { ...emptyCatalogFilters(), ...chosen },
    sort: startSort,
  });
  const ctx = { menuType: 'RECREATIONAL' as const, category: storyCategory };
  const results = applyCatalogFilters(menu, state.filters, ctx).sort(compareProducts(catalogSort(state.sort), 'RECREATIONAL'));
  return (
    <CatalogBrowser
      facets={catalogFacets(menu, state.filters, ctx)}
      filters={state.filters}
      sort={state.sort}
      total={results.length}
      hidden={hidden}
      onChange={setState}
    >
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        }}
        aria-label="Products"
      >
        {results.slice(0, 8).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} provider={config.initialSiteData.provider} menuType="RECREATIONAL" imageLoading="eager" />
          </li>
        ))}
      </ul>
    </CatalogBrowser>
  );
}

/**
 * Catalogue filters and sorting (issue 13): the facet panel beside the results from 769 px (a
 * drawer behind 'Filters' on a phone), counts per value with the other choices applied, chips that
 * remove a choice, 'Clear all', and the sorts. Over each fixture's store menu.
 */
const meta = {
  title: 'Commerce/CatalogBrowser',
  component: BrowserStory,
  tags: ['screenshot'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrowserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: SORT_LABEL })).toHaveValue('popular');
    await expect(canvas.queryByRole('button', { name: CLEAR_FILTERS_LABEL })).toBeNull();
  },
};

/** Indica at 20–25 % THC: two clicks narrow the store's menu to a few products. */
export const StrainAndPotency: Story = {
  args: { chosen: { strain: ['indica'], thc: ['20-25'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status.textContent).toMatch(/^\d+ products?$/);
    await expect(canvas.getByRole('button', { name: `${REMOVE_FILTER_PREFIX} Strain type: Indica` })).toBeInTheDocument();
  },
};

/** A chip removes its value; 'Clear all' removes every one. */
export const RemoveAndClear: Story = {
  tags: ['!screenshot'],
  args: { chosen: { strain: ['indica', 'hybrid'], price: ['40'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${REMOVE_FILTER_PREFIX} Strain type: Hybrid` }));
    await expect(canvas.queryByRole('button', { name: `${REMOVE_FILTER_PREFIX} Strain type: Hybrid` })).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: CLEAR_FILTERS_LABEL })[0]!);
    await expect(canvas.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
  },
};

/** Sorted by price, low to high: the first card is the cheapest. */
export const PriceLowToHigh: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { sort: 'price-asc', chosen: { category: ['flower', 'pre-rolls'] } },
};

/** A category page: the category is the page's, so its group is not offered. */
export const OnACategoryPage: Story = {
  tags: ['vp-desktop', 'fixture-copper-state'],
  args: { hidden: ['category'], chosen: { category: ['edibles'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Category')).toBeNull();
  },
};

/** Nothing matches: what happened, and the way out. */
export const NoMatch: Story = {
  tags: ['fixture-greenleaf'],
  args: { chosen: { strain: ['cbd'], thc: ['50-up'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_MATCH_MESSAGE)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(productCountLabel(0));
  },
};

/** On a phone the panel is a drawer: its button says how many are chosen, its footer how many match. */
export const PhoneDrawer: Story = {
  tags: ['vp-mobile'],
  args: { chosen: { strain: ['sativa'] } },
  play: async ({ canvasElement }) => {
    // Shown below 769 px only; the interaction runner's viewport may be wider, so it is clicked directly there.
    // (A hidden button has no accessible name to find it by: it is found by its popup.)
    const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
    await expect(button).toHaveTextContent('Filters (1)');
    const shown = button.getClientRects().length > 0;
    if (shown) await userEvent.click(button);
    else button.click();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Filters (1)' });
    await expect(within(dialog).getByRole('checkbox', { name: /Sativa/ })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: new RegExp(showProductsLabel(0).replace('0', '\\d+')) })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    if (shown) await expect(button).toHaveFocus();
    button.click();
    await body.findByRole('dialog', { name: 'Filters (1)' });
  },
};
