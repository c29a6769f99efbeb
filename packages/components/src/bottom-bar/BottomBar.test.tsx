import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { parseCms } from '../cms/parseCms.ts';
import { LinkAdapterProvider, type RenderLink } from '../primitives/link/LinkAdapter.tsx';
import { bottomBarVariants, type BottomBarVariant } from '../rules/navigation/variants.ts';
import { BottomBar, type BottomBarProps } from './BottomBar.tsx';
import { bottomBarContentFromCms } from './bottomBarPropsFromCms.ts';
import { bottomBarDesigns } from './bottomBarDesigns.ts';

/** Links that do not navigate (happy-dom), so clicks only run the bar's handlers. */
const renderLink: RenderLink = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  />
);

const cms = parseCms({
  stickyFooterWidgetCmsData: {
    designSevenCategory: [{ categoryName: 'Edibles', link: '/deals-category/sweet-treats' }],
    // As the demo fixtures label design 10's search circle.
    designTenMoreText: 'Search',
  },
  customProductCategoryData: [
    { categoryName: 'Flower', urlSlug: 'flower', image: '/images/cms/flower.png' },
    { categoryName: 'Edibles', urlSlug: 'edibles', image: '' },
    { categoryName: 'PRE_ROLLS', urlSlug: 'pre-rolls' },
  ],
}).config;
const content = bottomBarContentFromCms(cms);

function renderBar(variant: BottomBarVariant, props: Partial<BottomBarProps> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <LinkAdapterProvider renderLink={renderLink}>{children}</LinkAdapterProvider>;
  return render(<BottomBar variant={variant} content={content} pathname="/" {...props} />, { wrapper });
}

const nav = () => screen.getByRole('navigation', { name: 'Mobile navigation' });
const itemOrder = () => Array.from(nav().querySelectorAll('[data-item]')).map((el) => el.getAttribute('data-item'));

afterEach(() => {
  vi.useRealTimers();
});

describe('BottomBar — the design table', () => {
  it.each(bottomBarVariants)('design %s renders its items in the table order', (variant) => {
    renderBar(variant);
    expect(itemOrder()).toEqual(bottomBarDesigns[variant].items.map((item) => item.id));
    expect(nav()).toHaveAttribute('data-design', variant);
  });

  it.each([
    ['one', ['Home', 'Deals', 'Profile', 'Cart, 0', 'Shop', 'Menu']],
    ['eight', ['Home', 'Profile', 'More', 'Cart', 'Menu']],
    ['nine', ['Menu', 'Your List', 'More', 'Cart, 0', 'Profile']],
    ['ten', ['Menu', 'Home', 'Shop', 'Cart', 'Profile', 'Search']],
  ] as const)('design %s names its items as the spec lists them', (variant, names) => {
    renderBar(variant);
    const controls = Array.from(nav().querySelectorAll('a, button'));
    expect(controls.map((el) => el.getAttribute('aria-label'))).toEqual(names);
  });
});

describe('BottomBar — routes and the active item', () => {
  it.each(['/product', '/product/blue-dream', '/products', '/chat-with-retailer/42'])('is not rendered on %s', (pathname) => {
    renderBar('one', { pathname });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['/', 'Home'],
    ['/deals', 'Deals'],
    ['/deals/summer-sale', 'Deals'],
    ['/cart', 'Cart, 0'],
    ['/shop', 'Shop'],
    ['/shop/brand/kiva', 'Shop'],
    ['/menu-profile', 'Profile'],
  ])('on %s the current item is %s', (pathname, name) => {
    renderBar('one', { pathname });
    const current = within(nav())
      .getAllByRole('link')
      .filter((el) => el.getAttribute('aria-current') === 'page');
    expect(current.map((el) => el.getAttribute('aria-label'))).toEqual([name]);
  });

  it('marks no item on a path that belongs to none', () => {
    renderBar('one', { pathname: '/about' });
    expect(nav().querySelector('[aria-current]')).toBeNull();
  });
});

describe('BottomBar — cart badge', () => {
  it.each([
    ['one', 0, 'Cart, 0'],
    ['one', 7, 'Cart, 7'],
    ['one', 120, 'Cart, 120'],
    ['nine', 0, 'Cart, 0'],
    ['nine', 99, 'Cart, 99'],
    ['nine', 100, 'Cart, 99+'],
    ['nine', 120, 'Cart, 99+'],
    ['ten', 0, 'Cart'],
  ] as const)('design %s with %i items: %s', (variant, cartCount, name) => {
    renderBar(variant, { cartCount });
    expect(within(nav()).getByRole('link', { name })).toHaveAttribute('href', '/cart');
  });
});

describe('BottomBar — actions', () => {
  it('Menu opens the side menu; design 8 More opens the search overlay', () => {
    const onOpenMenu = vi.fn();
    const onOpenSearch = vi.fn();
    renderBar('eight', { onOpenMenu, onOpenSearch });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Menu' }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
    fireEvent.click(within(nav()).getByRole('button', { name: 'More' }));
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the wishlist (Heart) asks a guest to sign in and lets a signed-in shopper through', () => {
    const onRequireSignIn = vi.fn();
    const { unmount } = renderBar('nine', { onRequireSignIn });
    fireEvent.click(within(nav()).getByRole('link', { name: 'Your List' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
    unmount();
    renderBar('nine', { onRequireSignIn, signedIn: true });
    fireEvent.click(within(nav()).getByRole('link', { name: 'Your List' }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('BottomBar — overlays', () => {
  it("design 5 'More' shows Shop By Price links to the shop path with ?pageNo=1&price=…", () => {
    renderBar('five');
    fireEvent.click(within(nav()).getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'More' });
    expect(within(dialog).getByRole('heading', { name: 'Shop By Price' })).toBeInTheDocument();
    const prices = [
      ['Under $20', '/shop?pageNo=1&price=20'],
      ['Under $40', '/shop?pageNo=1&price=40'],
      ['Under $60', '/shop?pageNo=1&price=60'],
      ['Under $70', '/shop?pageNo=1&price=70'],
      ['Under $80', '/shop?pageNo=1&price=80'],
      ['Under $100', '/shop?pageNo=1&price=100'],
      ['$100 & Above', '/shop?pageNo=1&price=100-above'],
    ];
    for (const [name, href] of prices) expect(within(dialog).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(dialog).getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/shop');
  });

  it("design 7 'Deals By Categories' links each category to its CMS link or /deals-category/{slug}", () => {
    renderBar('seven');
    fireEvent.click(within(nav()).getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'Deals By Categories' });
    expect(within(dialog).getByRole('link', { name: 'Flower' })).toHaveAttribute('href', '/deals-category/flower');
    expect(within(dialog).getByRole('link', { name: 'Edibles' })).toHaveAttribute('href', '/deals-category/sweet-treats');
    expect(within(dialog).getByRole('link', { name: 'Pre Rolls' })).toHaveAttribute('href', '/deals-category/pre-rolls');
    expect(within(dialog).getByRole('link', { name: 'View All Deals' })).toHaveAttribute('href', '/deals');
    expect(within(dialog).getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/shop');
  });

  it.each([
    ['nine', 'More', 3000],
    ['ten', 'Search', 300],
  ] as const)('design %s: the %s menu closes %i ms after a choice', (variant, trigger, delay) => {
    vi.useFakeTimers();
    renderBar(variant);
    fireEvent.click(within(nav()).getByRole('button', { name: trigger }));
    const dialog = screen.getByRole('dialog', { name: trigger });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Deals' }));
    act(() => vi.advanceTimersByTime(delay - 1));
    expect(screen.getByRole('dialog', { name: trigger })).toHaveAttribute('aria-modal', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dismissal (Close) closes at once', () => {
    vi.useFakeTimers();
    renderBar('nine');
    fireEvent.click(within(nav()).getByRole('button', { name: 'More' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the search menu searches the shop path with ?search={term}', () => {
    const onNavigate = vi.fn();
    renderBar('ten', { onNavigate });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search products' }), { target: { value: '  blue dream ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(onNavigate).toHaveBeenCalledWith('/shop?search=blue%20dream');
  });
});
