import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FULL_TEXT_SEARCH_TYPE } from '../rules/constants.ts';
import { MobileHeader, type MobileHeaderProps } from './MobileHeader.tsx';

function props(overrides: Partial<MobileHeaderProps> = {}): MobileHeaderProps {
  return {
    pathname: '/',
    variant: 'one',
    sticky: false,
    logo: { src: '', alt: '', title: '', siteName: 'Greenleaf', homeLink: '' },
    searchType: FULL_TEXT_SEARCH_TYPE,
    shopper: { signedIn: true, wishlistProductsCount: 3, unseenCount: 2, localNotificationCount: 4, hasRecommendedProducts: true },
    wishlistHref: '/your-list',
    provider: 'dispensaryMenuOne',
    orderPreference: null,
    posAddressFlag: false,
    retailerId: 'ret-mi-detroit',
    isDefaultHomePage: false,
    navLinks: [],
    navLinksLoading: false,
    ...overrides,
  };
}

const kindOf = (container: HTMLElement) =>
  container.querySelector('[data-mobile-header]')?.getAttribute('data-mobile-header') ??
  (container.querySelector('[data-header-variant]') ? 'variant' : 'none');

describe('MobileHeader by route (spec 2.3)', () => {
  it.each([
    ['/cart', 'search'],
    ['/shop', 'search'],
    ['/your-list', 'search'],
    ['/faq', 'title'],
    ['/deals', 'title'],
    ['/search', 'none'],
    ['/deals/weekend-bogo', 'none'],
    ['/product/blue-dream-3-5g', 'product'],
    ['/', 'variant'],
  ])('%s → %s', (pathname, kind) => {
    const { container } = render(<MobileHeader {...props({ pathname })} />);
    expect(kindOf(container)).toBe(kind);
  });

  it.each([
    ['/faq', 'FAQ'],
    ['/terms-and-conditions', 'Terms & Condition'],
    ['/deals', 'Shop Deals by Category'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('title header of %s reads %s, with a back button', async (pathname, title) => {
    const onBack = vi.fn();
    const { container } = render(<MobileHeader {...props({ pathname, onBack })} />);
    expect(container.querySelector('[data-part="title"]')).toHaveTextContent(title);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('a custom shop base path gets the search header', () => {
    const { container } = render(<MobileHeader {...props({ pathname: '/menu/flower', shopPathSettings: { shopBasePath: '/menu' } })} />);
    expect(kindOf(container)).toBe('search');
  });

  it("the product header reads 'Product Details' and keeps search and the wishlist", () => {
    render(<MobileHeader {...props({ pathname: '/product/x' })} />);
    expect(screen.getByText('Product Details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your List, 3' })).toBeInTheDocument();
  });
});

describe('MobileSearchBar', () => {
  it("shows the read-only 'Type here to search products' field, which opens the search", async () => {
    const onOpenSearch = vi.fn();
    render(<MobileHeader {...props({ pathname: '/cart', onOpenSearch })} />);
    const input = screen.getByRole('textbox', { name: 'Type here to search products' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('placeholder', 'Type here to search products');
    await userEvent.click(input);
    input.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenSearch).toHaveBeenCalledTimes(2);
  });

  it('without the full-text type the field navigates to /search', async () => {
    const onNavigate = vi.fn();
    render(<MobileHeader {...props({ pathname: '/cart', searchType: 'database', onNavigate })} />);
    await userEvent.click(screen.getByRole('textbox'));
    expect(onNavigate).toHaveBeenCalledWith('/search');
  });

  it('shows the search term and clears the search parameter', async () => {
    const onClearSearch = vi.fn();
    const { rerender } = render(<MobileHeader {...props({ pathname: '/shop', searchTerm: 'gummies', onClearSearch })} />);
    expect(screen.getByRole('textbox')).toHaveValue('gummies');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClearSearch).toHaveBeenCalledTimes(1);
    rerender(<MobileHeader {...props({ pathname: '/shop', searchTerm: null, onClearSearch })} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('signed in: wishlist count and the unseen count on the bell', () => {
    render(<MobileHeader {...props({ pathname: '/cart' })} />);
    expect(screen.getByRole('link', { name: 'Your List, 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2' })).toBeInTheDocument();
  });

  it('guests: no counts; the wishlist and the bell open the sign-in-required modal', async () => {
    const onRequireSignIn = vi.fn();
    render(
      <MobileHeader
        {...props({ pathname: '/cart', shopper: { signedIn: false, unseenCount: 2, wishlistProductsCount: 3 }, onRequireSignIn })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Your List' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(2);
  });
});
