import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoCatalog } from '@storefront/fixtures/catalog';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from '../cms/parseCms.ts';
import { MENU_SLIDER_SKELETONS, MENU_SLIDER_SKELETONS_COMPACT } from '../rules/constants.ts';
import { menuVariants, type MenuVariant } from '../rules/navigation/variants.ts';
import { SideMenu } from './SideMenu.tsx';
import { sideMenuPropsFromCms } from './sideMenuPropsFromCms.ts';
import { sectionShown, shownTabs, sideMenuDesigns, designSections, type SideMenuContent } from './sideMenuDesigns.ts';
import type { SideMenuData, SideMenuProps } from './sideMenuTypes.ts';

const config = parseCms(cmsFixtures.greenleaf).config;
const data = sideMenuPropsFromCms(config, demoCatalog);
const now = new Date('2026-11-20T15:30:00-05:00');

function renderMenu(variant: MenuVariant, props: Partial<SideMenuProps> = {}) {
  const onClose = vi.fn();
  render(<SideMenu {...data} variant={variant} open onClose={onClose} now={now} {...props} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: /Menu/ }) };
}

const sectionKinds = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-section]')).map((el) => el.getAttribute('data-section'));
const tabLabels = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('SideMenu — the version table', () => {
  it.each(menuVariants)('menu %s renders its table’s sections, in order', (variant) => {
    const version = sideMenuDesigns[variant];
    const { dialog } = renderMenu(variant);
    if (version.body.kind === 'sections') {
      expect(tabLabels()).toEqual([]);
      expect(sectionKinds(dialog)).toEqual(version.body.sections.map((s) => s.kind));
      return;
    }
    expect(tabLabels()).toEqual(version.body.tabs.map((tab) => tab.label));
    for (const tab of version.body.tabs) {
      fireEvent.click(screen.getByRole('tab', { name: tab.label }));
      const panel = screen.getByRole('tabpanel');
      expect(panel).toHaveAccessibleName(tab.label);
      expect(sectionKinds(panel)).toEqual(tab.sections.map((s) => s.kind));
    }
  });

  it.each([
    ['one', ['Main menu', 'Categories', 'Deals'], false],
    ['two', ['Main menu', 'Categories', 'Deals'], true],
  ] as const)('only menu 2 has the tabs %s', (variant, labels, tabbed) => {
    renderMenu(variant);
    expect(tabLabels()).toEqual(tabbed ? labels : []);
  });

  it.each([
    ['one', ['Main Menu', 'Category Menu', 'Today’s Specials']],
    ['three', ['Shop your Categories', 'Sponsored Brand', 'Today’s Specials', 'Main Menu']],
  ] as const)('menu %s shows the spec’s section headings', (variant, headings) => {
    const { dialog } = renderMenu(variant);
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(headings);
  });

  it.each([
    ['one', ['Category Menu', 'Today’s Specials']],
    ['three', ['Shop your Categories', 'Sponsored Brand', 'Today’s Specials']],
  ] as const)('menu %s without menu links has no empty Main Menu heading', (variant, headings) => {
    const { dialog } = renderMenu(variant, { links: [] });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(headings);
    expect(sectionKinds(dialog)).not.toContain('mainMenu');
  });

  it("menu 2 without menu links opens on 'Categories': no empty 'Main menu' tab", () => {
    renderMenu('two', { links: [], initialTab: 'main' });
    expect(tabLabels()).toEqual(['Categories', 'Deals']);
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    expect(sectionKinds(screen.getByRole('tabpanel'))).toEqual(['categoryMenu']);
  });

  it('menu 4 without menu links keeps its Explore tab (the categories and Shop all)', () => {
    renderMenu('four', { links: [] });
    expect(tabLabels()).toEqual(['Explore', 'Shop', 'Location']);
    expect(sectionKinds(screen.getByRole('tabpanel'))).toEqual(['categoryMenu']);
  });

  it('menu 1: the logo heads it and the fixed links close it', () => {
    const { dialog } = renderMenu('one');
    expect(within(dialog).getByRole('img', { name: 'Greenleaf Collective' })).toBeInTheDocument();
    const fixed = within(dialog).getByRole('list', { name: 'More' });
    expect(
      within(fixed)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About us', '/about'],
      ['Blog', '/blog'],
      ['Customer Support', '/customer-support'],
      ['Terms & Condition', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('today’s specials show the first 10', () => {
    expect(data.deals.length).toBeGreaterThan(10);
    const { dialog } = renderMenu('one');
    const list = within(dialog).getByRole('list', { name: 'Today’s Specials' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
  });

  it('Escape closes the menu', () => {
    const { onClose } = renderMenu('three');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['one', MENU_SLIDER_SKELETONS],
    ['three', MENU_SLIDER_SKELETONS_COMPACT],
  ] as const)('menu %s: the category slider shows %i skeletons while loading', (variant, count) => {
    const { dialog } = renderMenu(variant, { loading: { categories: true } });
    const section = dialog.querySelector('[data-section="categoryMenu"]') as HTMLElement;
    expect(section.querySelectorAll('[data-skeleton]')).toHaveLength(count);
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it('the table: every slider is the menu slider and every version has a known container', () => {
    for (const variant of menuVariants) {
      const version = sideMenuDesigns[variant];
      expect(version.side).toBe(variant === 'four' ? 'bottom' : 'left');
      for (const section of designSections(version)) {
        if (section.kind === 'categoryMenu') expect([MENU_SLIDER_SKELETONS, MENU_SLIDER_SKELETONS_COMPACT]).toContain(section.skeletons);
      }
    }
  });
});

describe('SideMenu — menu 1 sub-menus', () => {
  it('a link with sub-links opens a sub-menu drawer with a back label and the sub-links', () => {
    renderMenu('one');
    fireEvent.click(screen.getByRole('button', { name: 'Brands' }));
    const sub = screen.getByRole('dialog', { name: 'Brands' });
    expect(within(sub).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Great Lakes Growers', '/search/brands/great-lakes-growers'],
      ['Mitten State Cultivators', '/search/brands/mitten-state-cultivators'],
      ['Sweet Leaf Kitchen', '/search/brands/sweet-leaf-kitchen'],
    ]);
    fireEvent.click(within(sub).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Brands' })).toBeNull();
    expect(screen.getByRole('dialog', { name: /Menu/ })).toBeInTheDocument();
  });

  it('Escape closes only the sub-menu', () => {
    const { onClose } = renderMenu('one');
    fireEvent.click(screen.getByRole('button', { name: 'Learn' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Learn' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a link without sub-links is a plain link ("Deals" → /deals for deals v1)', () => {
    renderMenu('one');
    expect(screen.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
  });
});

describe('SideMenu — menu 2 deals search', () => {
  function openDeals(extra: Partial<SideMenuData> = {}) {
    renderMenu('two', extra);
    fireEvent.click(screen.getByRole('tab', { name: 'Deals' }));
    return screen.getByRole('tabpanel', { name: 'Deals' });
  }
  const dealNames = (panel: HTMLElement) =>
    within(panel)
      .queryAllByRole('listitem')
      .map((li) => li.textContent);

  it('lists the first 10 deals and the All Specials button to /search/deals', () => {
    const panel = openDeals();
    expect(dealNames(panel)).toHaveLength(10);
    expect(within(panel).getByRole('link', { name: 'All Specials' })).toHaveAttribute('href', '/search/deals');
  });

  it.each([
    ['  FRIDAY ', ['Edible Friday']],
    ['hour', ['Pre-Roll Power Hour', 'Happy Hour']],
  ])("'Search deals' %j → %j (trimmed, case-insensitive)", (query, names) => {
    const panel = openDeals();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search deals' }), { target: { value: query } });
    expect(dealNames(panel)).toEqual(names);
    expect(within(panel).queryByText('Not found!')).toBeNull();
  });

  it("shows 'Not found!' when nothing matches", () => {
    const panel = openDeals();
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search deals' }), { target: { value: 'lobster' } });
    expect(within(panel).getByRole('status')).toHaveTextContent('Not found!');
    expect(dealNames(panel)).toEqual([]);
  });

  it("the Categories tab has the grid and 'Shop all' to the shop path", () => {
    renderMenu('two');
    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    const panel = screen.getByRole('tabpanel', { name: 'Categories' });
    expect(within(panel).getAllByRole('link', { name: /./ }).at(-1)).toHaveAttribute('href', '/shop');
    expect(within(panel).getByRole('link', { name: 'Flower' })).toHaveAttribute('href', '/category/flower');
  });
});

describe('SideMenu — menu 4 tabs (keyboard)', () => {
  it('arrow keys, Home and End move the selection and the focus; one tab is in the tab order', () => {
    renderMenu('four');
    const tab = (name: string) => screen.getByRole('tab', { name });
    const explore = tab('Explore');
    expect(explore).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    explore.focus();
    const steps: [string, string][] = [
      ['ArrowRight', 'Shop'],
      ['ArrowRight', 'Location'],
      ['ArrowRight', 'Explore'],
      ['ArrowLeft', 'Location'],
      ['Home', 'Explore'],
      ['End', 'Location'],
    ];
    for (const [key, expected] of steps) {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key });
      expect(tab(expected)).toHaveAttribute('aria-selected', 'true');
      expect(tab(expected)).toHaveFocus();
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName(expected);
    }
  });

  it('the Location tab shows the store list of the catalogue', () => {
    renderMenu('four', { initialTab: 'location' });
    const panel = screen.getByRole('tabpanel', { name: 'Location' });
    expect(within(panel).getByRole('combobox', { name: 'Select a State' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(demoCatalog.retailers.length);
    // Greenleaf: medical on, the Detroit store on the recreational menu.
    const detroit = within(panel).getByRole('article', { name: 'Motor City Provisions' });
    expect(
      within(detroit)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Shop Medical', 'Shopping Recreational']);
  });

  it("the Explore tab ends with 'Shop all'", () => {
    renderMenu('four');
    expect(within(screen.getByRole('tabpanel', { name: 'Explore' })).getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });
});

describe('sectionShown / shownTabs — sections with nothing to show are left out', () => {
  const full: SideMenuContent = { links: 3, deals: 2, dealsLoading: false };
  it.each([
    ['mainMenu with links', { kind: 'mainMenu' }, full, true],
    ['mainMenu without links', { kind: 'mainMenu' }, { ...full, links: 0 }, false],
    ['todaysSpecials with deals', { kind: 'todaysSpecials', title: 'Today’s Specials' }, full, true],
    ['todaysSpecials without deals', { kind: 'todaysSpecials', title: 'Today’s Specials' }, { ...full, deals: 0 }, false],
    ['todaysSpecials loading', { kind: 'todaysSpecials', title: 'Today’s Specials' }, { ...full, deals: 0, dealsLoading: true }, true],
    ['fixedLinks always', { kind: 'fixedLinks' }, { links: 0, deals: 0, dealsLoading: false }, true],
    ['storeLocation always (its own empty state)', { kind: 'storeLocation' }, { links: 0, deals: 0, dealsLoading: false }, true],
  ] as const)('%s', (_name, section, content, shown) => {
    expect(sectionShown(section, content)).toBe(shown);
  });

  it('keeps every tab when each has something, drops a tab whose sections are all empty', () => {
    expect(shownTabs(sideMenuDesigns.two, full).map((tab) => tab.id)).toEqual(['main', 'categories', 'deals']);
    expect(shownTabs(sideMenuDesigns.two, { ...full, links: 0 }).map((tab) => tab.id)).toEqual(['categories', 'deals']);
    expect(shownTabs(sideMenuDesigns.four, { ...full, links: 0 }).map((tab) => tab.id)).toEqual(['explore', 'shop', 'location']);
    expect(shownTabs(sideMenuDesigns.one, full)).toEqual([]);
  });
});

describe("menu 3's sponsored brand tiles", () => {
  it('shows a wide custom image by itself, and a square logo beside the brand’s name', () => {
    const brands = [
      { id: 'wide', name: 'Wide Brand', href: '/brands/wide', image: '/brands/wide-custom.svg', logo: false },
      { id: 'square', name: 'Square Brand', href: '/brands/square', image: '/brands/square.svg', logo: true },
      { id: 'none', name: 'Plain Brand', href: '/brands/plain', image: undefined, logo: false },
    ];
    const { dialog } = renderMenu('three', { brands });
    const list = within(dialog).getByRole('list', { name: 'Sponsored Brand' });
    // Each tile's link is named by the brand once: the image's alt, or the visible name (the logo is decorative).
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent || link.querySelector('img')?.alt),
    ).toEqual(['Wide Brand', 'Square Brand', 'Plain Brand']);
    expect(within(list).getByRole('link', { name: 'Wide Brand' }).querySelector('img')?.getAttribute('src')).toBe(
      '/brands/wide-custom.svg',
    );
    const square = within(list).getByRole('link', { name: 'Square Brand' });
    expect(square.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(square.querySelector('img')).toHaveAttribute('width', '56');
  });
});
