import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_BASE_PATH, FULL_TEXT_SEARCH_TYPE } from '../rules/constants.ts';
import { cmsBlockNames, cmsSchema } from './schema.ts';
import { createDefaultSiteConfig, defaultSiteConfig, parseCms } from './parseCms.ts';

const off = (prefix: string, names: string[]) => Object.fromEntries(names.map((n) => [`${prefix}${n}`, false]));
const eight = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

describe('cmsSchema top level', () => {
  it('has exactly the agreed top-level keys', () => {
    expect(cmsBlockNames).toEqual([
      'initialSiteData',
      'siteSettings',
      'ageGateCms',
      'stickyFooterWidgetCmsData',
      'generalSettingsComponentUiData',
      'headerFooterSettings',
      'activeVersionCms',
      'menuLinkWidgetCmsData',
      'headerWidgetCmsData',
      'checkoutPopupSettingsCMS',
      'retailerClosePopupCMS',
      'retailerMenuTypeSettingsCMS',
      'stateSelectionSettingsCMS',
      'deliverySettingsCMS',
      'preferenceModalCmsData',
      'locationPreference',
      'cartProductSectionCmsData',
      'socialLinksCms',
      'footerCms',
      'quickLinks',
      'tickerPageCms',
      'tickerCrudData',
      'chatPlatformCms',
      'searchPageCms',
      'dealsImageSettingCMS',
      'dealsSettingsCms',
      'DealsCardSettingsCMS',
      'homeDealsSectionCmsData',
      'homePageSectionsCms',
      'providerSettingsCms',
      'customProductCategoryData',
      'adConfig',
      'adServiceConfig',
      'abandonedCartCampaignSettingsCms',
      'abandonedCartNotificationSettingsCms',
      'webAppCms',
    ]);
  });

  it('parses an empty payload into the defaults, without warnings', () => {
    const { config, warnings } = parseCms({});
    expect(warnings).toEqual([]);
    expect(config).toEqual(defaultSiteConfig);
    expect(cmsSchema.parse({})).toEqual(defaultSiteConfig);
  });

  it('freezes defaultSiteConfig and hands out fresh copies', () => {
    expect(Object.isFrozen(defaultSiteConfig.tickerPageCms)).toBe(true);
    const copy = createDefaultSiteConfig();
    copy.tickerCrudData.push({ title: 'x', link: '' });
    expect(defaultSiteConfig.tickerCrudData).toEqual([]);
    expect(createDefaultSiteConfig().tickerCrudData).toEqual([]);
  });
});

describe('built-in defaults of every block', () => {
  it.each<[keyof typeof defaultSiteConfig, unknown]>([
    [
      'initialSiteData',
      {
        provider: 'dispensaryMenuOne',
        canSelectedRetailerId: '',
        canMenuType: 'RECREATIONAL',
        checkoutCreationTime: 0,
        canAgeConsent: false,
        isVisitedCustomerChoicePage: false,
      },
    ],
    [
      'siteSettings',
      {
        siteName: 'Storefront',
        host: 'http://localhost:4000',
        dealsVersion: 'v1',
        shopPageTwo: false,
        shopBasePath: DEFAULT_SHOP_BASE_PATH,
        shopLink: '',
        homeLink: '',
        cartLink: '',
        searchType: FULL_TEXT_SEARCH_TYPE,
        isCareerVersionOn: false,
        isDefaultHomePage: false,
        allowedImageHosts: [],
      },
    ],
    [
      'generalSettingsComponentUiData',
      {
        footerBackgroundColor: '',
        footerFontColor: '',
        footerHoverColor: '',
        footerActiveColor: '',
        primaryColor: '',
        accentColor: '',
        headerBackgroundColor: '',
        headerFontColor: '',
        pageBackgroundColor: '',
      },
    ],
    ['headerFooterSettings', { ...off('isHeader', eight), ...off('isFooter', [...eight, 'Nine', 'Ten']) }],
    [
      'activeVersionCms',
      { ...off('isRetailerVersion', ['Two', 'Three', 'Four', 'Five']), ...off('isMenu', ['One', 'Two', 'Three', 'Four']) },
    ],
    ['menuLinkWidgetCmsData', { links: [] }],
    [
      'headerWidgetCmsData',
      { logo: '', logoTitle: '', logoAlt: '', isStickyHeader: false, brandLabel: 'Brands', shouldShowBrandLabel: false, links: [] },
    ],
    [
      'checkoutPopupSettingsCMS',
      {
        title: 'Checkout Offer',
        description: 'Complete your purchase to take advantage of this special offer!',
        enableCartBasedSuggestions: false,
        productSlugs: [],
      },
    ],
    [
      'retailerClosePopupCMS',
      {
        isTurnOn: false,
        alertTitle: 'Store Closed',
        alertDescription: 'Our store is currently closed. You can browse, but checkout is disabled',
        buttonText: 'Close',
      },
    ],
    ['retailerMenuTypeSettingsCMS', { isMedicalTypeOn: false }],
    ['stateSelectionSettingsCMS', { enableStateSelector: false }],
    ['deliverySettingsCMS', { turnOffCurbsidePickup: false, hideDeliveryBtn: false, isActive: false }],
    [
      'preferenceModalCmsData',
      {
        image: '',
        title: 'How do you want to shop?',
        subtitle: '',
        deliverytext: 'Delivery',
        pickuptext: 'Pickup',
        deliveryicon: '',
        deliverytitle: 'Delivery',
        deliverysubtitle: '',
      },
    ],
    ['locationPreference', { image: '', imageAlt: '', imageTitle: '', title: 'Select a Store', subTitle: '' }],
    ['cartProductSectionCmsData', { isShowLocation: false }],
    ['socialLinksCms', []],
    [
      'footerCms',
      { logo: '', logoAlt: '', logoTitle: '', subtext: '', retailers: [], enableAdditionalSection: false, additionalSectionBgColor: '' },
    ],
    ['quickLinks', { title: 'Quick Links', links: [] }],
    // Spec 2.3: "the defaults are black background and white text".
    ['tickerPageCms', { isEnabled: false, backgroundColor: '#000000', color: '#ffffff' }],
    ['tickerCrudData', []],
    ['chatPlatformCms', { platform: null, accountId: '' }],
    ['searchPageCms', []],
    ['dealsImageSettingCMS', []],
    ['dealsSettingsCms', { isDescriptionActive: false }],
    ['DealsCardSettingsCMS', off('isDealsCard', ['One', 'Two', 'Three', 'Four', 'Five'])],
    ['homeDealsSectionCmsData', { title: "Today's Deals", buttonlink: '/deals', buttontext: 'Shop Deals' }],
    ['providerSettingsCms', { isPosAddressProvider: false }],
    ['customProductCategoryData', []],
    ['adConfig', { channelId: '', placements: {} }],
    ['adServiceConfig', { accountId: '', siteId: '', isEnabled: false, locationId: '' }],
    ['abandonedCartCampaignSettingsCms', []],
    ['abandonedCartNotificationSettingsCms', { isActive: false, delay: 1_800_000 }],
    ['webAppCms', { name: '', shortName: '', description: '', themeColor: '', backgroundColor: '', icons: [] }],
  ])('%s', (block, expected) => {
    expect(defaultSiteConfig[block]).toEqual(expected);
  });

  it.each([
    ['home', 'Home', '/'],
    ['deals', 'Deals', '/deals'],
    ['profile', 'Profile', '/menu-profile'],
    ['cart', 'Cart', '/cart'],
    ['shop', 'Shop', ''],
    ['heart', 'Your List', '/your-list'],
    ['menu', 'Menu', ''],
  ] as const)('stickyFooterWidgetCmsData: %s item', (item, text, link) => {
    const s = defaultSiteConfig.stickyFooterWidgetCmsData;
    expect([s[`${item}Text`], s[`${item}Link`], s[`${item}MenuImage`], s[`${item}SelectedMenuImage`]]).toEqual([text, link, '', '']);
  });

  it.each(['designFive', 'designSeven', 'designEight', 'designNine', 'designTen'] as const)(
    'stickyFooterWidgetCmsData: %s More button',
    (design) => {
      const s = defaultSiteConfig.stickyFooterWidgetCmsData;
      expect([s[`${design}MoreText`], s[`${design}MoreImage`]]).toEqual(['More', '']);
    },
  );

  it('stickyFooterWidgetCmsData: overlays and buttons', () => {
    expect(defaultSiteConfig.stickyFooterWidgetCmsData).toMatchObject({
      shopByChoiceTitle: 'Shop By Choice',
      shopByChoiceItems: [],
      shopByChoiceImageOne: '',
      shopByChoiceColorFour: '',
      shopByPriceTitle: 'Shop By Price',
      designFiveButtonText: 'Shop All',
      designFiveButtonLink: '',
      dealsByCategoryTitle: 'Deals By Categories',
      designSevenCategory: [],
      designSevenDealsAllButtonText: 'View All Deals',
      designSevenDealsAllButtonLink: '/deals',
      designSevenDealsAllButtonBackgroundColor: '',
      designSevenDealsAllButtonIconColor: '',
      designSevenDealsAllButtonTextColor: '',
      designSevenButtonText: 'Shop All',
      designSevenButtonLink: '',
      designSevenButtonBackgroundColor: '',
      designSevenButtonIconColor: '',
      designSevenButtonTextColor: '',
    });
    // 7 items × 4, 5 More buttons × 2, 4 legacy Shop By Choice items × 6, 7 overlay fields, 2 buttons × 5.
    expect(Object.keys(defaultSiteConfig.stickyFooterWidgetCmsData)).toHaveLength(28 + 10 + 24 + 7 + 10);
  });
});
