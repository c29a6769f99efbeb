import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FULL_TEXT_SEARCH_TYPE } from '../rules/constants.ts';
import { DesktopHeader } from './DesktopHeader.tsx';
import type { DesktopHeaderProps } from './desktopHeaderTypes.ts';
import { specYourAccountItems } from './accountMenu.fixture.ts';

function props(overrides: Partial<DesktopHeaderProps> = {}): DesktopHeaderProps {
  return {
    logo: { src: '/logo.svg', alt: 'Greenleaf Collective', title: '', siteName: 'Greenleaf', homeLink: '' },
    sticky: false,
    searchType: FULL_TEXT_SEARCH_TYPE,
    searchPlaceholder: 'Type here to search products',
    shopper: { signedIn: true, wishlistProductsCount: 3, unseenCount: 2, localNotificationCount: 1, hasRecommendedProducts: true },
    firstName: 'Jordan',
    wishlists: [
      { slug: 'my-wishlist', listName: 'My Wishlist' },
      { slug: 'list-2', listName: '' },
    ],
    hasChatPlatform: true,
    wishlistHref: '/your-list',
    cartHref: '/cart',
    cartCount: 120,
    orderSummary: {
      label: 'Pickup from',
      address: '1450 Woodward Ave, Detroit, MI 48226',
      text: 'Pickup from 1450 Woodward Ave, Detroit, MI 48226',
    },
    showSelectAStore: false,
    storeControl: null,
    brandDropdown: {
      label: 'Featured Brands',
      brands: [
        { id: 'b1', name: 'Great Lakes Growers', href: '/shop/brand/great-lakes-growers' },
        { id: 'b2', name: 'Sonoran Roots', href: '/shop/brand/sonoran-roots' },
      ],
      showAll: { label: 'Show all Featured Brands', href: '/sponsored-brand' },
    },
    navLinks: [
      { label: 'Flower', href: '/category/flower', subLinks: [] },
      { label: 'Edibles', href: '/category/edibles', subLinks: [{ label: 'Gummies', href: '/category/edibles?type=gummies' }] },
    ],
    applyNow: { label: 'Apply Now', href: '/career' },
    navLoading: false,
    shopMenu: { dealsVersion: 'v1', categories: [], brands: [] },
    ...overrides,
  };
}

const accountTrigger = () => screen.getByRole('button', { name: /Account & List/ });
const menuItemNames = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('DesktopHeader: account area', () => {
  it("shows 'Sign In' for guests, without wishlist or notification badges; the guest wishlist asks to sign in", async () => {
    const onRequireSignIn = vi.fn();
    render(<DesktopHeader {...props({ shopper: { signedIn: false, wishlistProductsCount: 3, unseenCount: 2 }, onRequireSignIn })} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: /Account & List/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Your List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Your List' }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
  });

  it("shows the first name and 'Account & List', the badges, and the cart with the '99+' rule", () => {
    render(<DesktopHeader {...props()} />);
    expect(accountTrigger()).toHaveTextContent('JordanAccount & List');
    expect(screen.getByRole('link', { name: 'Your List, 3' })).toHaveAttribute('href', '/your-list');
    expect(screen.getByRole('button', { name: 'Notifications, 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 99+' })).toHaveAttribute('href', '/cart');
  });

  it('opens the account menu on hover with exactly the spec items, and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<DesktopHeader {...props()} />);
    await user.hover(accountTrigger());
    expect(accountTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(menuItemNames()).toEqual(['View Profile', 'My Wishlist', 'No name', 'Create a Your List', ...specYourAccountItems(true)]);
    expect(within(screen.getByRole('menu')).getByRole('group', { name: 'Your List' })).toBeInTheDocument();
    await user.unhover(accountTrigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("leaves out 'Chat with Retailer' without a chat platform", async () => {
    render(<DesktopHeader {...props({ hasChatPlatform: false })} />);
    await userEvent.click(accountTrigger());
    expect(menuItemNames()).not.toContain('Chat with Retailer');
    expect(menuItemNames()).toContain('Keep Shopping For');
  });

  it.each(['{Enter}', '{ArrowDown}', ' '])(
    'opens from the keyboard with %s, moves with the arrows, and Escape returns focus',
    async (key) => {
      const user = userEvent.setup();
      render(<DesktopHeader {...props()} />);
      accountTrigger().focus();
      await user.keyboard(key);
      expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'My Wishlist' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(accountTrigger()).toHaveFocus();
    },
  );

  it('asks for confirmation before signing out, and creates lists through onCreateList', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    const onCreateList = vi.fn();
    render(<DesktopHeader {...props({ onSignOut, onCreateList })} />);
    await user.click(accountTrigger());
    await user.click(screen.getByRole('menuitem', { name: 'Create a Your List' }));
    expect(onCreateList).toHaveBeenCalledOnce();
    await user.click(accountTrigger());
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Out' });
    expect(onSignOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSignOut).not.toHaveBeenCalled();
    await user.click(accountTrigger());
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Sign Out' })).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('closes the open menu when the route changes', async () => {
    const { rerender } = render(<DesktopHeader {...props({ currentPath: '/' })} />);
    await userEvent.click(accountTrigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    rerender(<DesktopHeader {...props({ currentPath: '/profile' })} />);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('DesktopHeader: top row', () => {
  it("shows the order summary (opening the store preference) or 'Select a Store'", async () => {
    const onOpenStorePreference = vi.fn();
    const onUseDefaultHomePage = vi.fn();
    const { rerender } = render(<DesktopHeader {...props({ onOpenStorePreference })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pickup from 1450 Woodward Ave, Detroit, MI 48226' }));
    expect(onOpenStorePreference).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Select a Store' })).toBeNull();
    rerender(<DesktopHeader {...props({ orderSummary: null, showSelectAStore: true, onUseDefaultHomePage })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select a Store' }));
    expect(onUseDefaultHomePage).toHaveBeenCalledOnce();
  });

  it('shows the e-commerce store control (no store bar) that opens the store preference', async () => {
    const onOpenStorePreference = vi.fn();
    render(<DesktopHeader {...props({ orderSummary: null, storeControl: { label: 'Select a Store' }, onOpenStorePreference })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select a Store' }));
    expect(onOpenStorePreference).toHaveBeenCalledOnce();
  });

  it('opens the search drawer when typing with the full-text search type', () => {
    const onOpenSearch = vi.fn();
    render(<DesktopHeader {...props({ onOpenSearch })} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'b' } });
    expect(onOpenSearch).toHaveBeenCalledWith('b');
  });

  it('submits to /search with another search type', async () => {
    const onNavigate = vi.fn();
    const onOpenSearch = vi.fn();
    render(<DesktopHeader {...props({ searchType: 'menuSearch', onNavigate, onOpenSearch })} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'blue dream{Enter}');
    expect(onOpenSearch).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith('/search?search=blue%20dream');
  });
});

describe('DesktopHeader: nav bar', () => {
  it('has the menu button, the CMS links and Apply Now', async () => {
    const onOpenMenu = vi.fn();
    render(<DesktopHeader {...props({ onOpenMenu })} />);
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(onOpenMenu).toHaveBeenCalledOnce();
    expect(within(nav).getByRole('link', { name: 'Flower' })).toHaveAttribute('href', '/category/flower');
    expect(within(nav).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/career');
  });

  it('shows sub-links on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<DesktopHeader {...props()} />);
    const edibles = screen.getByRole('link', { name: 'Edibles' });
    expect(screen.queryByRole('link', { name: 'Gummies' })).toBeNull();
    await user.hover(edibles);
    expect(screen.getByRole('link', { name: 'Gummies' })).toBeInTheDocument();
    await user.unhover(edibles);
    expect(screen.queryByRole('link', { name: 'Gummies' })).toBeNull();
    act(() => edibles.focus());
    expect(edibles).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Gummies' })).toHaveFocus();
  });

  it('shows a skeleton instead of the links while navLoading', () => {
    const { container } = render(<DesktopHeader {...props({ navLoading: true })} />);
    expect(screen.queryByRole('link', { name: 'Flower' })).toBeNull();
    expect(container.querySelector('[data-part="navSkeleton"]')).not.toBeNull();
  });

  it("opens the brand dropdown with the brands and 'Show all {brand label}' → /sponsored-brand", async () => {
    render(<DesktopHeader {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Featured Brands' }));
    expect(screen.getByRole('link', { name: 'Sonoran Roots' })).toHaveAttribute('href', '/shop/brand/sonoran-roots');
    expect(screen.getByRole('link', { name: 'Show all Featured Brands' })).toHaveAttribute('href', '/sponsored-brand');
  });

  it('has no brand label when the CMS hides it', () => {
    render(<DesktopHeader {...props({ brandDropdown: null })} />);
    expect(screen.queryByRole('button', { name: 'Featured Brands' })).toBeNull();
  });

  it("gives the 'Shop' mega-submenu ARIA tabs driven by the arrow keys", async () => {
    const user = userEvent.setup();
    render(<DesktopHeader {...props()} />);
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Category',
      'Weekly Deals',
      'Shop Deals',
      'Daily Deals',
      'Effects',
      'Brands',
      'Shop All Deals',
      'Shop All Product',
    ]);
    const category = screen.getByRole('tab', { name: 'Category' });
    expect(category).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([category]);
    const panel = screen.getByRole('tabpanel', { name: 'Category' });
    expect(within(panel).getByRole('heading', { name: 'Strain Type' })).toBeInTheDocument();
    for (const strain of ['High Cbd', 'Hybrid', 'Indica', 'Sativa'])
      expect(within(panel).getByRole('link', { name: strain })).toBeInTheDocument();

    act(() => category.focus());
    await user.keyboard('{ArrowDown}');
    const weekly = screen.getByRole('tab', { name: 'Weekly Deals' });
    expect(weekly).toHaveFocus();
    expect(weekly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Weekly Deals' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Shop All Product' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Category' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Shop All Product' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Category' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveFocus();
  });
});
