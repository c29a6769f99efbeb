import { describe, expect, it } from 'vitest';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { brands, categories } from '@storefront/fixtures/catalog';
import { parseCms } from '../cms/parseCms.ts';
import { FULL_TEXT_SEARCH_TYPE, type OrderType } from '../rules/constants.ts';
import { desktopHeaderPropsFromCms, type DesktopHeaderShopperState } from './desktopHeaderPropsFromCms.ts';

const greenleaf = parseCms(cmsFixtures.greenleaf).config;
const copper = parseCms(cmsFixtures['copper-state']).config;
const mileHigh = parseCms(cmsFixtures['mile-high']).config;
const address = { line1: '1450 Woodward Ave', city: 'Detroit', state: 'MI', postalCode: '48226' };

const pickup = (orderType: OrderType): DesktopHeaderShopperState['orderPreference'] => ({
  orderType,
  retailerId: 'ret-mi-detroit',
  selectedDeliveryAddress: '215 Main St, Detroit, MI 48226',
  selectedPickupAddressObject: address,
  selectedCurbsideAddressObject: address,
  retailerDetails: { address: 'POS address' },
});

describe('desktopHeaderPropsFromCms', () => {
  it.each([
    ['DELIVERY', 'Delivery to 215 Main St, Detroit, MI 48226'],
    ['PICKUP', 'Pickup from 1450 Woodward Ave, Detroit, MI 48226'],
    ['CURBSIDE_PICKUP', 'Curbside Pickup from 1450 Woodward Ave, Detroit, MI 48226'],
  ] as const)('summarises the %s preference as %j', (orderType, text) => {
    const data = desktopHeaderPropsFromCms(greenleaf, { signedIn: false, orderPreference: pickup(orderType) });
    expect(data.orderSummary?.text).toBe(text);
    expect(data.showSelectAStore).toBe(false);
  });

  it("shows 'Select a Store' (and no summary) without a store unless the default home page is shown", () => {
    const noStore = { ...greenleaf, initialSiteData: { ...greenleaf.initialSiteData, canSelectedRetailerId: '' } };
    expect(desktopHeaderPropsFromCms(noStore, { signedIn: false }).showSelectAStore).toBe(true);
    expect(desktopHeaderPropsFromCms(noStore, { signedIn: false }).orderSummary).toBeNull();
    expect(desktopHeaderPropsFromCms(noStore, { signedIn: false, isDefaultHomePage: true }).showSelectAStore).toBe(false);
  });

  it('has no order summary for the e-commerce provider (no store bar, spec 1)', () => {
    expect(desktopHeaderPropsFromCms(mileHigh, { signedIn: false, orderPreference: pickup('PICKUP') }).orderSummary).toBeNull();
  });

  it('reads the brand label, Apply Now, chat platform, search type and cart link from the CMS', () => {
    const state = { signedIn: true, sponsoredBrands: brands.filter((b) => b.isSponsored), brands };
    const g = desktopHeaderPropsFromCms(greenleaf, state);
    expect(g.brandDropdown?.label).toBe('Brands');
    expect(g.brandDropdown?.brands).toHaveLength(6);
    expect(g.brandDropdown?.showAll).toEqual({ label: 'Show all Brands', href: '/sponsored-brand' });
    expect(g.applyNow).toEqual({ label: 'Apply Now', href: '/career' });
    expect(g.hasChatPlatform).toBe(true);
    expect(g.searchType).toBe(FULL_TEXT_SEARCH_TYPE);
    expect(g.cartHref).toBe('/cart');

    const c = desktopHeaderPropsFromCms(copper, state);
    expect(c.brandDropdown?.showAll.label).toBe('Show all Featured Brands');
    expect(c.applyNow).toBeNull();
    expect(c.hasChatPlatform).toBe(false);

    expect(desktopHeaderPropsFromCms(mileHigh, state).brandDropdown).toBeNull();
  });

  it("resolves the header links ('Deals' without a url → /deals) and the mega-submenu inputs", () => {
    const data = desktopHeaderPropsFromCms(greenleaf, { signedIn: false, brands, categories, navLoading: true });
    expect(data.navLinks.find((link) => link.label === 'Deals')?.href).toBe('/deals');
    expect(data.navLoading).toBe(true);
    expect(data.shopMenu.categories).toContain('Pre-Rolls');
    expect(data.shopMenu.brands[0]?.href).toMatch(/^\/shop\/brand\//);
  });
});

describe('the brand dropdown and the nav links', () => {
  it.each([
    ['greenleaf', greenleaf],
    ['copper-state', copper],
    ['mile-high', mileHigh],
  ] as const)('%s: the brand label appears once in the desktop nav', (_name, config) => {
    const data = desktopHeaderPropsFromCms(config, { signedIn: false, brands });
    const labels = [data.brandDropdown?.label, ...data.navLinks.map((link) => link.label)]
      .filter(Boolean)
      .map((l) => l!.trim().toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps a CMS link labelled like the brand label when the CMS hides the label', () => {
    const hidden = { ...greenleaf, headerWidgetCmsData: { ...greenleaf.headerWidgetCmsData, shouldShowBrandLabel: false } };
    const data = desktopHeaderPropsFromCms(hidden, { signedIn: false, brands });
    expect(data.brandDropdown).toBeNull();
    expect(data.navLinks.map((link) => link.label)).toContain('Brands');
  });
});
