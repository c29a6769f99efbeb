import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { specials } from '@storefront/fixtures/catalog';
import { DEFAULT_DEAL_CARD, DEALS_DEFAULT_IMAGE, DEALS_LIST_LIMIT } from '../rules/constants.ts';
import { dealCardVariants } from '../rules/navigation/variants.ts';
import { DEALS_BY_CATEGORY_LABEL } from '../rules/navigation/deals.ts';
import { DealCard, type DealCardDeal } from './DealCard.tsx';
import { dealCardDesigns, SHOP_DEALS_LABEL, SHOP_NOW_LABEL } from './dealCardDesigns.ts';
import { NO_DEALS_TODAY_MESSAGE, TodaysDeals } from './TodaysDeals.tsx';

const flower = specials.find((s) => s.urlSlug === '20-off-all-flower') as DealCardDeal;
const munchie = specials.find((s) => s.urlSlug === 'munchie-monday') as DealCardDeal;

describe('DealCard: five designs over one table (spec 2.9)', () => {
  it.each(dealCardVariants)('design %s: the name, what it gives, when, and its button to the deal', (variant) => {
    render(<DealCard variant={variant} deal={flower} />);
    const card = screen.getByRole('article', { name: /20% Off Select Flower/ });
    expect(card).toHaveAttribute('data-deal-card', variant);
    expect(within(card).getByRole('heading', { name: '20% Off Select Flower (20% OFF)' })).toBeInTheDocument();
    expect(within(card).getByText('Every day')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: `${dealCardDesigns[variant].button} (20% Off Select Flower)` });
    expect(link).toHaveAttribute('href', '/deals-collection/category?specialSlug=20-off-all-flower');
  });

  it("uses both of the spec's button labels, and design five is the default", () => {
    expect(new Set(Object.values(dealCardDesigns).map((d) => d.button))).toEqual(new Set([SHOP_NOW_LABEL, SHOP_DEALS_LABEL]));
    render(<DealCard deal={flower} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-deal-card', DEFAULT_DEAL_CARD);
  });

  it('shows the description only when the CMS description flag is on', () => {
    const { rerender } = render(<DealCard deal={flower} />);
    expect(screen.queryByText(flower.menuDisplayConfiguration!.description!)).toBeNull();
    rerender(<DealCard deal={flower} showDescription />);
    expect(screen.getByText(flower.menuDisplayConfiguration!.description!)).toBeInTheDocument();
  });

  it('the deal image follows the section 3 rule', () => {
    const { container, rerender } = render(<DealCard deal={flower} imageSetting={{ providerImageOn: true }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', flower.providerImage);
    rerender(<DealCard deal={flower} imageSetting={{ isCustomImage: true, image: '/images/cms/greenleaf-deal.svg' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/cms/greenleaf-deal.svg');
    rerender(<DealCard deal={flower} imageSetting={null} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(DEALS_DEFAULT_IMAGE);
  });

  it("a bundle's fine print, and a javascript: link never navigates", () => {
    render(<DealCard deal={munchie} href="javascript:alert(1)" />);
    expect(screen.getByText('Mix and match any 2')).toBeInTheDocument();
    expect(screen.queryByRole('link')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('the skeleton keeps the card and hides from assistive technology', () => {
    const { container } = render(<DealCard loading variant="two" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-deal-card', 'two');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('TodaysDeals (spec 2.9)', () => {
  const section = { title: "Today's Deals", buttontext: 'Shop All Deals', buttonlink: '/deals' };

  it('the title, the CMS button and at most 10 deals in a carousel', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...flower, id: `d${i}`, urlSlug: `deal-${i}` }));
    render(<TodaysDeals section={section} deals={many} />);
    expect(screen.getByRole('heading', { name: "Today's Deals", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop All Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.getAllByRole('article')).toHaveLength(DEALS_LIST_LIMIT);
  });

  it("deals version v2: the mobile button reads 'Deals by Category' to /deals, the desktop one the CMS's", () => {
    render(<TodaysDeals section={{ ...section, buttonlink: '/deals-category' }} dealsVersion="v2" deals={[flower]} />);
    expect(screen.getByRole('link', { name: DEALS_BY_CATEGORY_LABEL })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'Shop All Deals' })).toHaveAttribute('href', '/deals-category');
  });

  it('a skeleton while loading, a message when there are none', () => {
    const { rerender, container } = render(<TodaysDeals section={section} deals={undefined} />);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-loading]').length).toBeGreaterThan(0);
    rerender(<TodaysDeals section={section} deals={[]} />);
    expect(screen.getByText(NO_DEALS_TODAY_MESSAGE)).toBeInTheDocument();
  });
});
