import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerVariants } from '../rules/navigation/variants.ts';
import { FULL_TEXT_SEARCH_TYPE } from '../rules/constants.ts';
import { Header } from './Header.tsx';
import { headerExtraParts, headerDesigns, headerParts, layoutParts, sharedHeaderParts } from './headerDesigns.ts';
import type { HeaderProps } from './headerTypes.ts';

/** Every condition on: signed in, a dispensary-menu provider, no retailer yet, links with sub-links. */
function props(overrides: Partial<HeaderProps> = {}): HeaderProps {
  return {
    variant: 'one',
    sticky: false,
    logo: { src: '/logo.svg', alt: 'Greenleaf Collective', title: 'Greenleaf', siteName: 'Greenleaf', homeLink: '' },
    searchType: FULL_TEXT_SEARCH_TYPE,
    shopper: { signedIn: true, wishlistProductsCount: 3, unseenCount: 2, localNotificationCount: 3, hasRecommendedProducts: true },
    wishlistHref: '/your-list',
    provider: 'dispensaryMenuOne',
    orderPreference: {
      orderType: 'PICKUP',
      retailerName: 'Motor City Provisions',
      selectedPickupAddressObject: { line1: '1450 Woodward Ave', city: 'Detroit', state: 'MI', postalCode: '48226' },
      retailerDetails: { address: 'POS: 1450 Woodward Avenue, Detroit' },
    },
    posAddressFlag: false,
    retailerId: null,
    isDefaultHomePage: false,
    navLinks: [
      { label: 'Flower', href: '/category/flower', subLinks: [] },
      { label: 'Shop', href: '/shop', subLinks: [{ label: 'Edibles', href: '/category/edibles' }] },
    ],
    navLinksLoading: false,
    ...overrides,
  };
}

const partsIn = (container: HTMLElement) =>
  new Set([...container.querySelectorAll('[data-part]')].map((el) => el.getAttribute('data-part')));

describe('header layout table', () => {
  it.each(headerVariants)('variant %s places every shared part exactly once', (variant) => {
    const placed = [...layoutParts(headerDesigns[variant])];
    for (const part of sharedHeaderParts) expect(placed).toContain(part);
    const items = headerDesigns[variant].rows.flatMap((row) => [...(row.start ?? []), ...(row.center ?? []), ...(row.end ?? [])]);
    expect(items.length).toBe(new Set(items.map((item) => item.part)).size);
  });

  it('gives the extras to some variants only, and no two variants the same rows', () => {
    const withExtras = headerVariants.filter((v) => headerExtraParts.some((part) => layoutParts(headerDesigns[v]).has(part)));
    expect(withExtras.length).toBeGreaterThan(0);
    expect(withExtras.length).toBeLessThan(headerVariants.length);
    expect(new Set(headerVariants.map((v) => JSON.stringify(headerDesigns[v].rows))).size).toBe(headerVariants.length);
  });
});

describe('Header', () => {
  it.each(headerVariants)('variant %s renders the parts of its table, and no others', (variant) => {
    const { container } = render(<Header {...props({ variant })} />);
    const rendered = partsIn(container);
    const expected = layoutParts(headerDesigns[variant]);
    for (const part of headerParts) expect([part, rendered.has(part)]).toEqual([part, expected.has(part)]);
    expect(container.querySelector('header')).toHaveAttribute('data-header-variant', variant);
  });

  it('links the logo home with its alt text and title', () => {
    render(<Header {...props()} />);
    const link = screen.getByRole('link', { name: 'Greenleaf Collective' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('title', 'Greenleaf');
  });

  it('signed in: wishlist and bell show their counts; the bell is unseenCount + the local count', async () => {
    const onNotificationsClick = vi.fn();
    render(<Header {...props({ onNotificationsClick })} />);
    expect(screen.getByRole('link', { name: 'Your List, 3' })).toHaveAttribute('href', '/your-list');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 5' }));
    expect(onNotificationsClick).toHaveBeenCalledTimes(1);
  });

  it('guests: no badges, and the wishlist and bell ask for sign-in', async () => {
    const onRequireSignIn = vi.fn();
    const onNotificationsClick = vi.fn();
    const { container } = render(
      <Header
        {...props({ shopper: { signedIn: false, wishlistProductsCount: 3, unseenCount: 2 }, onRequireSignIn, onNotificationsClick })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Your List' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(2);
    expect(onNotificationsClick).not.toHaveBeenCalled();
    expect(within(container).queryByText('3')).toBeNull();
  });

  it('hides the bell for signed-in shoppers without recommended products', () => {
    const { container } = render(<Header {...props({ shopper: { signedIn: true, hasRecommendedProducts: false } })} />);
    expect(partsIn(container).has('notifications')).toBe(false);
  });

  it("shows 'You’re Shopping at' with the order-type label and address, and opens the preference drawer", async () => {
    const onOpenStorePreference = vi.fn();
    render(<Header {...props({ onOpenStorePreference })} />);
    const bar = screen.getByRole('button', { name: /You’re Shopping at/ });
    expect(bar).toHaveTextContent('Pickup from 1450 Woodward Ave, Detroit, MI 48226');
    await userEvent.click(bar);
    expect(onOpenStorePreference).toHaveBeenCalledTimes(1);
  });

  it('with the POS-address flag the store bar shows retailerDetails.address', () => {
    render(<Header {...props({ posAddressFlag: true })} />);
    expect(screen.getByRole('button', { name: /You’re Shopping at/ })).toHaveTextContent('Pickup from POS: 1450 Woodward Avenue, Detroit');
  });

  it.each(headerVariants)('variant %s: the e-commerce provider has no store bar and no default-home control', (variant) => {
    const { container } = render(<Header {...props({ variant, provider: 'ecommerce' })} />);
    expect(partsIn(container).has('storeBar')).toBe(false);
    expect(partsIn(container).has('defaultHomePage')).toBe(false);
    expect(screen.queryByText('You’re Shopping at')).toBeNull();
  });

  it('the default-home control shows without a retailer and turns the default home page on; a retailer hides it', async () => {
    const onUseDefaultHomePage = vi.fn();
    const { rerender } = render(<Header {...props({ onUseDefaultHomePage })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select a Store' }));
    expect(onUseDefaultHomePage).toHaveBeenCalledTimes(1);
    rerender(<Header {...props({ retailerId: 'ret-mi-detroit' })} />);
    expect(screen.queryByRole('button', { name: 'Select a Store' })).toBeNull();
    rerender(<Header {...props({ isDefaultHomePage: true })} />);
    expect(screen.queryByRole('button', { name: 'Select a Store' })).toBeNull();
  });

  it('search opens the overlay with the full-text type, else links to /search', async () => {
    const onOpenSearch = vi.fn();
    const { rerender } = render(<Header {...props({ onOpenSearch })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
    rerender(<Header {...props({ searchType: 'database', onOpenSearch })} />);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it('variants with extras call onOpenMenu and onOpenStorePicker', async () => {
    const onOpenMenu = vi.fn();
    const onOpenStorePicker = vi.fn();
    render(<Header {...props({ variant: 'eight', onOpenMenu, onOpenStorePicker })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose a store' }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
    expect(onOpenStorePicker).toHaveBeenCalledTimes(1);
  });

  it('a sticky header sits on the sticky class; a non-sticky one does not', () => {
    const { container, rerender } = render(<Header {...props({ sticky: true })} />);
    const stickyClass = container.querySelector('header')?.className;
    rerender(<Header {...props({ sticky: false })} />);
    expect(container.querySelector('header')?.className).not.toBe(stickyClass);
  });

  it('shows skeleton links while the retailer changes', () => {
    render(<Header {...props({ navLinksLoading: true })} />);
    expect(screen.getByRole('navigation', { name: 'Shop links' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: 'Flower' })).toBeNull();
  });
});

describe('NavLinks sub-link menu', () => {
  it('opens from the keyboard, closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<Header {...props()} />);
    const trigger = screen.getByRole('button', { name: 'Shop' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Shop' });
    expect(within(menu).getByRole('link', { name: 'Edibles' })).toHaveAttribute('href', '/category/edibles');
    expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Shop' })).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('reports link clicks (the app records the default-home-page flag)', async () => {
    const onNavLinkClick = vi.fn();
    render(<Header {...props({ onNavLinkClick })} />);
    const link = screen.getByRole('link', { name: 'Flower' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onNavLinkClick).toHaveBeenCalledWith('/category/flower');
  });
});
