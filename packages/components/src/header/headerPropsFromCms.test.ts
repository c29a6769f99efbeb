import { describe, expect, it } from 'vitest';
import { parseCms } from '../cms/parseCms.ts';
import { FULL_TEXT_SEARCH_TYPE } from '../rules/constants.ts';
import { headerPropsFromCms, type HeaderShopperState } from './headerPropsFromCms.ts';

const guest: HeaderShopperState = { signedIn: false };
const config = (json: Record<string, unknown> = {}) => parseCms(json).config;

describe('headerPropsFromCms', () => {
  it('defaults: variant one, not sticky, the built-in logo, overlay search, no links', () => {
    const data = headerPropsFromCms(config(), guest);
    expect(data).toMatchObject({
      variant: 'one',
      sticky: false,
      logo: { src: '', alt: '', siteName: 'Storefront', homeLink: '' },
      searchType: FULL_TEXT_SEARCH_TYPE,
      searchPlaceholder: 'Type here to search products',
      provider: 'dispensaryMenuOne',
      posAddressFlag: false,
      retailerId: null,
      isDefaultHomePage: false,
      navLinks: [],
      navLinksLoading: false,
    });
    expect(data.shopper).toEqual({
      signedIn: false,
      wishlistProductsCount: 0,
      unseenCount: 0,
      localNotificationCount: 0,
      hasRecommendedProducts: null,
    });
  });

  it.each([
    [{ isHeaderThree: true }, 'three'],
    [{ isHeaderEight: true }, 'eight'],
    [{ isHeaderTwo: true, isHeaderSix: true }, 'two'],
  ])('headerFooterSettings %o → variant %s', (flags, variant) => {
    expect(headerPropsFromCms(config({ headerFooterSettings: flags }), guest).variant).toBe(variant);
  });

  it('maps the header widget (logo, logoAlt, logoTitle, isStickyHeader) and the POS-address flag', () => {
    const data = headerPropsFromCms(
      config({
        headerWidgetCmsData: { logo: '/images/cms/logo.svg', logoAlt: 'Greenleaf', logoTitle: 'Home', isStickyHeader: true },
        providerSettingsCms: { isPosAddressProvider: true },
      }),
      guest,
    );
    expect(data.logo).toMatchObject({ src: '/images/cms/logo.svg', alt: 'Greenleaf', title: 'Home' });
    expect(data.sticky).toBe(true);
    expect(data.posAddressFlag).toBe(true);
  });

  it("resolves link targets: 'deals' with no url → /deals; unsafe urls dropped; sub-links kept", () => {
    const data = headerPropsFromCms(
      config({
        menuLinkWidgetCmsData: {
          links: [
            { label: 'deals', url: '' },
            { label: 'Bad', url: 'javascript:alert(1)' },
            {
              label: 'Shop',
              url: '/shop',
              subLinks: [
                { label: 'Flower', url: '/category/flower' },
                { label: 'X', url: 'data:x' },
              ],
            },
          ],
        },
      }),
      guest,
    );
    expect(data.navLinks).toEqual([
      { label: 'deals', href: '/deals', subLinks: [] },
      { label: 'Shop', href: '/shop', subLinks: [{ label: 'Flower', href: '/category/flower' }] },
    ]);
  });

  it('prefers the header widget links over the menu link widget', () => {
    const data = headerPropsFromCms(
      config({
        headerWidgetCmsData: { links: [{ label: 'Brands', url: '/brands' }] },
        menuLinkWidgetCmsData: { links: [{ label: 'Menu', url: '/menu' }] },
      }),
      guest,
    );
    expect(data.navLinks.map((link) => link.label)).toEqual(['Brands']);
  });

  it('takes the shopper state: counts, preference, retailer, provider override, default home page', () => {
    const data = headerPropsFromCms(config({ initialSiteData: { canSelectedRetailerId: 'ret-a' } }), {
      signedIn: true,
      wishlistProductsCount: 2,
      unseenCount: 1,
      localNotificationCount: 4,
      hasRecommendedProducts: true,
      orderPreference: { orderType: 'DELIVERY', retailerId: 'ret-b', selectedDeliveryAddress: '1 Main St' },
      isDefaultHomePage: true,
      provider: 'ecommerce',
      currentPath: '/deals',
    });
    expect(data.shopper).toEqual({
      signedIn: true,
      wishlistProductsCount: 2,
      unseenCount: 1,
      localNotificationCount: 4,
      hasRecommendedProducts: true,
    });
    expect(data).toMatchObject({ retailerId: 'ret-b', isDefaultHomePage: true, provider: 'ecommerce', currentPath: '/deals' });
    expect(headerPropsFromCms(config({ initialSiteData: { canSelectedRetailerId: 'ret-a' } }), guest).retailerId).toBe('ret-a');
  });
});
