import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '@storefront/fixtures/catalog';
import { cmsFixtures, type CmsFixtureId } from '@storefront/fixtures/cms';
import { parseCms } from '../cms/parseCms.ts';
import type { ProviderKind } from '../rules/constants.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { siteFooterPropsFromCms } from './siteFooterPropsFromCms.ts';

function renderFooter(id: CmsFixtureId, options: { provider?: ProviderKind; loading?: boolean; patch?: Record<string, unknown> } = {}) {
  const raw = { ...cmsFixtures[id], ...options.patch };
  const data = siteFooterPropsFromCms(parseCms(raw).config, demoCatalog, { provider: options.provider ?? null });
  render(<SiteFooter {...data} loading={options.loading ?? false} />);
  return screen.getByRole('contentinfo');
}

const column = (name: string) => screen.getByRole('navigation', { name });
const labels = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('SiteFooter (spec 2.14)', () => {
  it('shows the logo (logo, logoAlt, logoTitle), the subtext HTML and the social links by title', () => {
    const footer = renderFooter('greenleaf');
    const logo = within(footer).getByRole('img', { name: 'Greenleaf Collective' });
    expect(logo).toHaveAttribute('src', '/images/cms/greenleaf-logo-light.svg');
    expect(logo.closest('a')).toHaveAttribute('title', 'Greenleaf Collective home');
    expect(within(footer).getByText('Keep out of reach of children.').tagName).toBe('STRONG');
    const social = within(footer).getByRole('list', { name: 'Social links' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.textContent === '' && within(a).getByRole('img').getAttribute('alt')),
    ).toEqual(['Instagram', 'Facebook', 'X']);
  });

  it("uses the configurable 'Quick Links' title", () => {
    renderFooter('copper-state');
    expect(column('Explore')).toBeInTheDocument();
  });

  it.each<[ProviderKind, boolean]>([
    ['dispensaryMenuOne', true],
    ['dispensaryMenuTwo', true],
    ['ecommerce', false],
  ])('quick links /find-a-dispensary and /store-directory with provider %s: shown %s', (provider, shown) => {
    renderFooter('greenleaf', { provider });
    const hrefs = within(column('Quick Links'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs.includes('/find-a-dispensary')).toBe(shown);
    expect(hrefs.includes('/store-directory')).toBe(shown);
    expect(hrefs).toContain('/about');
  });

  it("'Shop' lists the categories; 'Today’s Deals' the first 5 specials and 'Shop All Specials'", () => {
    renderFooter('greenleaf');
    expect(labels(column('Shop'))).toEqual(demoCatalog.categories.map((c) => c.displayName));
    const deals = labels(column('Today’s Deals'));
    expect(deals).toEqual([...demoCatalog.specials.slice(0, 5).map((s) => s.menuDisplayConfiguration.name), 'Shop All Specials']);
    expect(within(column('Today’s Deals')).getByRole('link', { name: 'Shop All Specials' })).toHaveAttribute('href', '/search/deals');
  });

  it('shows skeletons, not links, while loading', () => {
    const footer = renderFooter('greenleaf', { loading: true });
    expect(footer).toHaveAttribute('aria-busy', 'true');
    expect(footer.querySelectorAll('[data-skeleton]').length).toBe(4);
    expect(labels(column('Shop'))).toEqual([]);
  });

  describe('the additional section', () => {
    const section = () => document.querySelector('[data-footer-part="additionalSection"]');
    it.each<[string, CmsFixtureId, ProviderKind | undefined, Record<string, unknown> | undefined, boolean]>([
      ['mile-high is e-commerce', 'mile-high', undefined, undefined, false],
      ['mile-high with a dispensary-menu provider', 'mile-high', 'dispensaryMenuTwo', undefined, true],
      ['greenleaf has it off', 'greenleaf', undefined, undefined, false],
      [
        'greenleaf on, but no configured retailer matches',
        'greenleaf',
        undefined,
        { footerCms: { ...cmsFixtures.greenleaf.footerCms, enableAdditionalSection: true, retailers: [{ retailerId: 'nowhere' }] } },
        false,
      ],
      ['greenleaf on', 'greenleaf', undefined, { footerCms: { ...cmsFixtures.greenleaf.footerCms, enableAdditionalSection: true } }, true],
    ])('%s → shown %s', (_case, id, provider, patch, shown) => {
      renderFooter(id, { ...(provider ? { provider } : {}), ...(patch ? { patch } : {}) });
      expect(section() !== null).toBe(shown);
    });

    it('shows each configured retailer with name, address, call line and Store Details', () => {
      renderFooter('mile-high', { provider: 'dispensaryMenuOne' });
      const cards = within(section() as HTMLElement).getAllByRole('article');
      expect(cards.map((card) => card.getAttribute('data-retailer-id'))).toEqual(['ret-co-denver', 'ret-co-boulder']);
      const denver = cards[0] as HTMLElement;
      expect(within(denver).getByRole('heading', { name: 'Mile High Greenery' })).toBeInTheDocument();
      expect(within(denver).getByText('Call : (303) 555-0178')).toBeInTheDocument();
      expect(within(denver).getByRole('link', { name: 'Store Details' })).toHaveAttribute('href', '/mile-high-greenery-denver');
    });
  });
});
