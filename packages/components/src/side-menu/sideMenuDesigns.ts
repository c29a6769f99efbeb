/**
 * The four side menus (spec 2.6, chosen by isMenuOne … isMenuFour, default one) as data. One
 * `SideMenu` reads this table: the container (left drawer or bottom sheet), what heads it, and which
 * shared sections appear in which order, directly or under tabs. No version has a component of its own.
 *
 * Readings of the spec chosen here:
 * - Menu 2 is headed by the retailer's logo like menu 1 (the spec names no header for it; a bare
 *   'Menu' title left it the one unbranded menu).
 * - "today's specials" has no literal title in the spec: ours is SIDE_MENU_TODAYS_SPECIALS_TITLE.
 * - The menu slider (4 per view) is the look of the category rows of menus 1, 3 and 4's Explore;
 *   the Categories tab (menu 2) and Shop tab (menu 4) are grids. "9 (or 6)" skeletons: the full
 *   MENU_SLIDER_SKELETONS where the categories are the main content, the compact
 *   MENU_SLIDER_SKELETONS_COMPACT where they share the view with other sections (menu 3, Explore).
 */
import { DEALS_MENU_LABELS, MENU_SLIDER_SKELETONS, MENU_SLIDER_SKELETONS_COMPACT } from '../rules/constants.ts';
import type { MenuVariant } from '../rules/navigation/variants.ts';

export const SIDE_MENU_TITLE = 'Menu';
export const MAIN_MENU_TITLE = 'Main Menu';
export const CATEGORY_MENU_TITLE = 'Category Menu';
export const SHOP_YOUR_CATEGORIES_TITLE = 'Shop your Categories';
export const SPONSORED_BRAND_TITLE = 'Sponsored Brand';
export const SIDE_MENU_TODAYS_SPECIALS_TITLE = 'Today’s Specials';

const [MAIN_MENU_TAB, CATEGORIES_TAB, DEALS_TAB] = DEALS_MENU_LABELS;

/** Every section a side menu can show; each is a part in ./parts. */
export const sideMenuSectionKinds = [
  'mainMenu',
  'categoryMenu',
  'todaysSpecials',
  'fixedLinks',
  'dealsSearch',
  'sponsoredBrands',
  'storeLocation',
] as const;
export type SideMenuSectionKind = (typeof sideMenuSectionKinds)[number];

export const categoryMenuLooks = ['slider', 'grid'] as const;
export type CategoryMenuLook = (typeof categoryMenuLooks)[number];

export type SideMenuSection =
  | { kind: 'mainMenu'; title?: string }
  | {
      kind: 'categoryMenu';
      title?: string;
      look: CategoryMenuLook;
      /** Skeleton placeholders while the categories load. */
      skeletons: number;
      /** A 'Shop all' link to the shop path after the categories. */
      shopAll: boolean;
    }
  | { kind: 'todaysSpecials'; title: string }
  | { kind: 'fixedLinks' }
  | { kind: 'dealsSearch' }
  | { kind: 'sponsoredBrands'; title: string }
  | { kind: 'storeLocation' };

export interface SideMenuTab {
  id: string;
  label: string;
  sections: readonly SideMenuSection[];
}

export interface SideMenuDesign {
  name: string;
  description: string;
  /** 'left': a Drawer from the left; 'bottom': a bottom-sheet Drawer. */
  side: 'left' | 'bottom';
  /** What heads the drawer: the retailer's logo, or the visible title 'Menu'. */
  header: 'logo' | 'title';
  /** Sections shown directly, or tabs of sections (an ARIA tab list). */
  body: { kind: 'sections'; sections: readonly SideMenuSection[] } | { kind: 'tabs'; tabs: readonly SideMenuTab[] };
}

const sections = (...list: SideMenuSection[]): SideMenuDesign['body'] => ({ kind: 'sections', sections: list });
const tabs = (...list: SideMenuTab[]): SideMenuDesign['body'] => ({ kind: 'tabs', tabs: list });

export const sideMenuDesigns: Readonly<Record<MenuVariant, SideMenuDesign>> = {
  one: {
    name: 'Menu 1',
    description: "Logo; 'Main Menu' links (sub-links open a sub-menu); 'Category Menu' slider; today's specials; fixed links.",
    side: 'left',
    header: 'logo',
    body: sections(
      { kind: 'mainMenu', title: MAIN_MENU_TITLE },
      { kind: 'categoryMenu', title: CATEGORY_MENU_TITLE, look: 'slider', skeletons: MENU_SLIDER_SKELETONS, shopAll: false },
      { kind: 'todaysSpecials', title: SIDE_MENU_TODAYS_SPECIALS_TITLE },
      { kind: 'fixedLinks' },
    ),
  },
  two: {
    name: 'Menu 2',
    description: "Logo; tabs 'Main menu', 'Categories' (grid + 'Shop all') and 'Deals' (search, first 10, 'All Specials').",
    side: 'left',
    header: 'logo',
    body: tabs(
      { id: 'main', label: MAIN_MENU_TAB, sections: [{ kind: 'mainMenu' }] },
      {
        id: 'categories',
        label: CATEGORIES_TAB,
        sections: [{ kind: 'categoryMenu', look: 'grid', skeletons: MENU_SLIDER_SKELETONS, shopAll: true }],
      },
      { id: 'deals', label: DEALS_TAB, sections: [{ kind: 'dealsSearch' }] },
    ),
  },
  three: {
    name: 'Menu 3',
    description: "'Shop your Categories'; 'Sponsored Brand' (8, 'Shop all'); today's specials; 'Main Menu'.",
    side: 'left',
    header: 'title',
    body: sections(
      { kind: 'categoryMenu', title: SHOP_YOUR_CATEGORIES_TITLE, look: 'slider', skeletons: MENU_SLIDER_SKELETONS_COMPACT, shopAll: false },
      { kind: 'sponsoredBrands', title: SPONSORED_BRAND_TITLE },
      { kind: 'todaysSpecials', title: SIDE_MENU_TODAYS_SPECIALS_TITLE },
      { kind: 'mainMenu', title: MAIN_MENU_TITLE },
    ),
  },
  four: {
    name: 'Menu 4',
    description: "Bottom sheet with tabs Explore (links, categories, 'Shop all'), Shop (categories) and Location (store list).",
    side: 'bottom',
    header: 'title',
    body: tabs(
      {
        id: 'explore',
        label: 'Explore',
        sections: [{ kind: 'mainMenu' }, { kind: 'categoryMenu', look: 'slider', skeletons: MENU_SLIDER_SKELETONS_COMPACT, shopAll: true }],
      },
      { id: 'shop', label: 'Shop', sections: [{ kind: 'categoryMenu', look: 'grid', skeletons: MENU_SLIDER_SKELETONS, shopAll: false }] },
      { id: 'location', label: 'Location', sections: [{ kind: 'storeLocation' }] },
    ),
  },
};

/** Every section of a version, in order (tabs flattened). */
export function designSections(version: SideMenuDesign): readonly SideMenuSection[] {
  return version.body.kind === 'sections' ? version.body.sections : version.body.tabs.flatMap((tab) => tab.sections);
}

/** What the menu has for the sections that can be empty. */
export interface SideMenuContent {
  /** The retailer's main-menu links (menuLinkWidgetCmsData), after the unsafe and blank ones are dropped. */
  links: number;
  /** Today's specials. */
  deals: number;
  dealsLoading: boolean;
}

/**
 * Whether a section is drawn: the main menu only with links (a retailer without menu links gets no
 * empty 'Main Menu' heading), today's specials only with deals or while they load. Every other
 * section has its own loading and empty states.
 */
export function sectionShown(section: SideMenuSection, content: SideMenuContent): boolean {
  switch (section.kind) {
    case 'mainMenu':
      return content.links > 0;
    case 'todaysSpecials':
      return content.deals > 0 || content.dealsLoading;
    default:
      return true;
  }
}

/** The version's tabs with something to show: menu 2 without menu links opens on 'Categories', not on an empty 'Main menu'. */
export function shownTabs(version: SideMenuDesign, content: SideMenuContent): readonly SideMenuTab[] {
  if (version.body.kind !== 'tabs') return [];
  return version.body.tabs.filter((tab) => tab.sections.some((section) => sectionShown(section, content)));
}
