import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MENU_SLIDER_SKELETONS, MENU_SLIDER_SKELETONS_COMPACT, type MenuVariant } from '@storefront/components';
import { sideMenuDesigns, designSections } from '@storefront/components';
import { SideMenuStory, mobileGlobals, versionParameters } from './SideMenuStory.tsx';

/**
 * The side menus (spec 2.6): one `SideMenu` over the `sideMenuDesigns` table, one story per
 * version (isMenuOne … isMenuFour patched into the fixture), shown open. Links, logo and colours
 * come from the demo retailer's CMS; categories, specials, brands and stores from the demo catalogue.
 */
const meta = {
  title: 'Chrome/SideMenu/Versions',
  component: SideMenuStory,
  // One retailer: every version in every demo retailer's theme is in the flag matrix
  // ('Galleries/Flag matrix/Side Menus'); here each opens as a drawer over a page.
  tags: ['screenshot', 'vp-mobile', 'fixture-greenleaf'],
  globals: mobileGlobals,
} satisfies Meta<typeof SideMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open menu is the table's version, with its sections (or tabs) in order. */
function expectVersion(variant: MenuVariant) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: /Menu/ });
    const root = dialog.querySelector('[data-side-menu]');
    await expect(root).toHaveAttribute('data-side-menu', variant);
    const version = sideMenuDesigns[variant];
    if (version.body.kind === 'tabs') {
      await expect(
        within(dialog)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(version.body.tabs.map((tab) => tab.label));
      return;
    }
    const kinds = Array.from(dialog.querySelectorAll('[data-section]')).map((el) => el.getAttribute('data-section'));
    await expect(kinds).toEqual(designSections(version).map((section) => section.kind));
  };
}

function version(variant: MenuVariant): Story {
  return { parameters: versionParameters(variant), play: expectVersion(variant) };
}

/** Logo; 'Main Menu'; 'Category Menu' (menu slider, 4 per view); today's specials; fixed links. */
export const MenuOne = version('one');
/** Tabs 'Main menu', 'Categories', 'Deals' (the first shown). */
export const MenuTwo = version('two');
/** 'Shop your Categories', 'Sponsored Brand', today's specials, 'Main Menu'. */
export const MenuThree = version('three');
/** A bottom sheet: Explore, Shop, Location. */
export const MenuFour = version('four');

/** The menu slider while the categories load: 9 skeletons (menu 1). */
export const CategorySliderLoading: Story = {
  parameters: versionParameters('one'),
  args: { loading: { categories: true, deals: true } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: /Menu/ });
    const slider = dialog.querySelector('[data-section="categoryMenu"]') as HTMLElement;
    await expect(slider.querySelectorAll('[data-skeleton]')).toHaveLength(MENU_SLIDER_SKELETONS);
  },
};

/** Menu 3 while loading: the compact 6 skeletons in the slider, placeholder brand tiles and deals. */
export const MenuThreeLoading: Story = {
  parameters: versionParameters('three'),
  args: { loading: { categories: true, deals: true, brands: true } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: /Menu/ });
    const slider = dialog.querySelector('[data-section="categoryMenu"]') as HTMLElement;
    await expect(slider.querySelectorAll('[data-skeleton]')).toHaveLength(MENU_SLIDER_SKELETONS_COMPACT);
  },
};

/** Opened from the page's 'Menu' button; Escape closes it and focus returns to the button. */
export const OpenAndEscape: Story = {
  // An interaction test: its final state (the menu closed) is not worth a baseline.
  tags: ['!screenshot'],
  parameters: versionParameters('three'),
  args: { startClosed: true },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const opener = body.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: /Menu/ });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
