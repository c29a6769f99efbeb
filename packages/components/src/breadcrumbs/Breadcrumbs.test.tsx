import { describe, expect, it } from 'vitest';
import { render, renderHook, screen, within } from '@testing-library/react';
import { parseCms } from '../cms/index.ts';
import { breadcrumbs } from '../rules/navigation/index.ts';
import { LinkAdapterProvider } from '../primitives/link/LinkAdapter.tsx';
import { Breadcrumbs, breadcrumbPropsFromCms, useBreadcrumbs } from './Breadcrumbs.tsx';
import { jsonLdScriptText } from './jsonLd.ts';

const HOST = 'https://greenleaf.example';

function jsonLdOf(container: HTMLElement): unknown {
  const script = container.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : null;
}

describe('Breadcrumbs', () => {
  it('is an ordered list in a "Breadcrumb" navigation landmark, last crumb aria-current="page"', () => {
    render(<Breadcrumbs crumbs={breadcrumbs('/create-ticket')} host={HOST} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Customer Support', 'Create Ticket']);
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Customer Support' })).toHaveAttribute('href', '/customer-support');
    const current = within(nav).getByText('Create Ticket');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('hides the separators from assistive technology', () => {
    const { container } = render(<Breadcrumbs crumbs={breadcrumbs('/shop/brand/kiva')} host={HOST} />);
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(4);
    // One separator before every crumb but the first, each aria-hidden.
    expect(container.querySelectorAll('li > span[aria-hidden="true"]')).toHaveLength(3);
    expect(items[0]!.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('emits the BreadcrumbList structured data with the site host', () => {
    const { container } = render(<Breadcrumbs crumbs={breadcrumbs('/shop/brand/kiva')} host={HOST} />);
    expect(jsonLdOf(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://greenleaf.example/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://greenleaf.example/shop' },
        { '@type': 'ListItem', position: 3, name: 'Brands', item: 'https://greenleaf.example/brands' },
        { '@type': 'ListItem', position: 4, name: 'Kiva' },
      ],
    });
  });

  it('cannot be broken out of by a path that contains a closing script tag', () => {
    // Segments are URL-decoded by the rule, so this path yields the label '</script><img …>'.
    const crumbs = breadcrumbs('/%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(crumbs?.[1]?.label).toBe('</script><img src=x onerror=alert(1)>');
    const { container } = render(<Breadcrumbs crumbs={crumbs} host={HOST} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('<');
    expect(container.querySelector('img')).toBeNull();
    expect((jsonLdOf(container) as { itemListElement: Array<{ name: string }> }).itemListElement[1]?.name).toBe(crumbs?.[1]?.label);
  });

  it.each(['/', '/sign-in', '/events/42', '/account/login-and-security'])('renders nothing on the hidden route %s', (path) => {
    const { container } = render(<Breadcrumbs crumbs={breadcrumbs(path)} host={HOST} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders internal crumb links through the link adapter', () => {
    render(
      <LinkAdapterProvider
        renderLink={({ href, children, ...rest }) => (
          <a href={`#router${href}`} {...rest}>
            {children}
          </a>
        )}
      >
        <Breadcrumbs crumbs={breadcrumbs('/product/blue-dream')} host={HOST} />
      </LinkAdapterProvider>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '#router/shop');
  });
});

describe('breadcrumbPropsFromCms', () => {
  it('uses the CMS site settings: shop path, home link and host', () => {
    const { config } = parseCms({ siteSettings: { host: HOST, shopPageTwo: true, homeLink: '/homepage2' } });
    const props = breadcrumbPropsFromCms('/product/blue-dream', config);
    expect(props.host).toBe(HOST);
    expect(props.crumbs).toEqual([
      { label: 'Home', href: '/homepage2' },
      { label: 'Shop', href: '/shop-cannabis-near-me' },
      { label: 'Product Details' },
    ]);
  });
});

describe('useBreadcrumbs', () => {
  it('returns the rule’s trail for the path', () => {
    const { result } = renderHook(() => useBreadcrumbs('/terms-and-conditions'));
    expect(result.current).toEqual(breadcrumbs('/terms-and-conditions'));
    expect(result.current?.map((crumb) => crumb.label)).toEqual(['Home', 'Terms & Condition']);
  });
});

describe('jsonLdScriptText', () => {
  it('escapes markup characters and still parses to the same value', () => {
    const value = { name: '</script><b>&' };
    const text = jsonLdScriptText(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
